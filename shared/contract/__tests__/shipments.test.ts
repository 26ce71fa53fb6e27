// @vitest-environment node
import { describe, expect, it } from 'vitest'

import {
  inertCell,
  MAX_NOTE,
  newShipmentSchema,
  shipmentChangeSchema,
  statusUpdateChangeSchema,
  statusUpdateSchema,
} from '../shipments'
import { staffMessages } from '../staff-messages'
import { usualNotes } from '../usual-notes'

describe('a shipment’s fields', () => {
  it('should take numbers as numbers or text, and clear a field given empty', () => {
    expect(
      shipmentChangeSchema.parse({
        weight: '12.5',
        number_of_packages: 3,
        origin: ' ',
        volume: null,
      }),
    ).toEqual({
      ok: true,
      value: { weight: 12.5, number_of_packages: 3, origin: null, volume: null },
    })
  })

  it('should refuse each bad field with its own message', () => {
    const refused = (input: object) => shipmentChangeSchema.parse(input)
    expect(refused({ number_of_packages: 2.5 })).toMatchObject({
      fields: { number_of_packages: staffMessages.badPackages(100_000) },
    })
    expect(refused({ date_of_arrival: '2025-04-31' })).toMatchObject({
      fields: { date_of_arrival: staffMessages.badDate },
    })
    expect(refused({ contact_number: '12' })).toMatchObject({
      fields: { contact_number: staffMessages.badContactNumber },
    })
    expect(refused({ origin: 'Doha\nPort' })).toMatchObject({
      fields: { origin: staffMessages.badShipmentText(200) },
    })
    expect(refused({ tracking_id: 'ABCD123456' })).toMatchObject({
      fields: { tracking_id: staffMessages.unknownField },
    })
    expect(refused({})).toMatchObject({ error: staffMessages.nothingToChange })
  })

  it('should take a lead id only as a positive whole number', () => {
    expect(newShipmentSchema.parse({ leadId: 4, origin: 'Doha' })).toEqual({
      ok: true,
      value: { leadId: 4, fields: { origin: 'Doha' } },
    })
    expect(newShipmentSchema.parse({ leadId: 'x' })).toMatchObject({ error: staffMessages.badId })
  })
})

describe('a status update', () => {
  it('should read a stage as staff type it, and need a date and a note', () => {
    expect(
      statusUpdateSchema.parse({ stage: 'Customs cleared', date: '2025-02-05', note: ' Done ' }),
    ).toEqual({
      ok: true,
      value: {
        stage: 'customs_cleared',
        date: '2025-02-05',
        time: null,
        location: null,
        note: 'Done',
        noteAr: null,
      },
    })
    expect(statusUpdateSchema.parse({ date: '2025-02-05' })).toMatchObject({
      fields: { note: staffMessages.emptyUpdate },
    })
    expect(
      statusUpdateSchema.parse({ date: '2025-02-05', time: '25:00', note: 'x' }),
    ).toMatchObject({ fields: { time: staffMessages.badTime } })
    expect(statusUpdateChangeSchema.parse({ stage: '' })).toEqual({
      ok: true,
      value: { stage: null },
    })
  })
})

describe('an update’s Arabic note', () => {
  const update = { date: '2025-02-05', note: 'Cleared' }

  it('should be optional, and kept trimmed when given', () => {
    expect(statusUpdateSchema.parse({ ...update, noteAr: '  ' })).toMatchObject({
      value: { noteAr: null },
    })
    expect(statusUpdateSchema.parse({ ...update, noteAr: ' تم التخليص ' })).toMatchObject({
      value: { note: 'Cleared', noteAr: 'تم التخليص' },
    })
    expect(statusUpdateChangeSchema.parse({ noteAr: '' })).toEqual({
      ok: true,
      value: { noteAr: null },
    })
  })

  it('should refuse an Arabic note longer than a note may be', () => {
    expect(statusUpdateSchema.parse({ ...update, noteAr: 'ت'.repeat(MAX_NOTE + 1) })).toMatchObject(
      { ok: false, fields: { noteAr: staffMessages.tooLong(MAX_NOTE) } },
    )
  })

  it('should refuse an Arabic note holding a control character', () => {
    expect(statusUpdateSchema.parse({ ...update, noteAr: 'تم\u0007' })).toMatchObject({
      ok: false,
      fields: { noteAr: staffMessages.controlCharacter },
    })
  })

  it('should refuse an Arabic note that is not text', () => {
    expect(statusUpdateSchema.parse({ ...update, noteAr: 42 })).toMatchObject({
      ok: false,
      fields: { noteAr: staffMessages.tooLong(MAX_NOTE) },
    })
  })
})

describe('a CSV cell leaving the site', () => {
  it('should make a formula-looking cell inert and leave others alone', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', 'Hamad Port'].map(inertCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      'Hamad Port',
    ])
  })

  it('should post a stage’s usual words in both languages when it has no note of its own', () => {
    expect(statusUpdateSchema.parse({ stage: 'arrived', date: '2025-02-05', note: ' ' })).toEqual({
      ok: true,
      value: {
        stage: 'arrived',
        date: '2025-02-05',
        time: null,
        location: null,
        note: usualNotes.arrived.en,
        noteAr: usualNotes.arrived.ar,
      },
    })
    // A note of the desk's own is never paired with words it did not write.
    expect(
      statusUpdateSchema.parse({ stage: 'arrived', date: '2025-02-05', note: 'At Jebel Ali' }),
    ).toMatchObject({ value: { note: 'At Jebel Ali', noteAr: null } })
  })

  it('should refuse a day past the month’s end as a date', () => {
    expect(statusUpdateSchema.parse({ date: '2030-05-40', note: 'x' })).toMatchObject({
      fields: { date: staffMessages.badDate },
    })
  })
})
