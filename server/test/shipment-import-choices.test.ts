// Issue 52, item 4: the CSV import's dry run shows every field a row will post and warns when a
// row passes over a stage; staff can leave chosen rows out and apply the rest in one transaction,
// which the server checks again.
import { describe, expect, it } from 'vitest'

import { CSV_COLUMNS, CSV_TEMPLATE, statusUpdateSchema } from '@contract/shipments.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { usualNotes } from '@contract/usual-notes.ts'

import { backends } from './helpers.ts'
import { consoleApp } from './staff-helpers.ts'

const DESK = '/api/staff/shipments'
const header = CSV_COLUMNS.join(',')

describe.each(backends)('the CSV import’s choices on %s', (backend) => {
  const { call, auditOf } = consoleApp(backend)
  const ops = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call('operations', method, url, body)
  const upload = (csv: string, dryRun: 0 | 1, skip?: unknown) =>
    ops('POST', `${DESK}/import?dryRun=${dryRun}`, { csv, ...(skip !== undefined && { skip }) })

  async function inTransit(name: string) {
    const made = await ops('POST', DESK, { customer_name: name })
    expect(made.statusCode, made.body).toBe(201)
    const trackingId = made.json().trackingId as string
    await ops('POST', `${DESK}/${trackingId}/updates`, { stage: 'in_transit', date: '2030-05-01' })
    return trackingId
  }
  const updatesOf = async (trackingId: string) =>
    (await ops('GET', `${DESK}/${trackingId}`)).json().updates as Array<Record<string, unknown>>

  it('shows each row’s date, time, location, note and stage, and warns of a stage passed over', async () => {
    const trackingId = await inTransit('Skipping Customer')
    const csv = [
      header,
      `${trackingId},customs cleared,2030-05-04,10:30,Jebel Ali,Cleared at Jebel Ali`,
      `${trackingId},delivered,2030-05-05,,,`,
    ].join('\r\n')
    const dry = await upload(csv, 1)
    expect(dry.statusCode, dry.body).toBe(200)
    const [customs, delivered] = dry.json().rows
    expect(customs).toEqual({
      row: 2,
      trackingId,
      update: {
        stage: 'customs_cleared',
        date: '2030-05-04',
        time: '10:30',
        location: 'Jebel Ali',
        note: 'Cleared at Jebel Ali',
        noteAr: null,
      },
      stage: { before: 'in_transit', after: 'customs_cleared' },
      emails: 0,
      skips: ['arrived'],
    })
    // The next stage in order passes over nothing; with no note, it posts the stage's own words.
    expect(delivered).toMatchObject({
      row: 3,
      update: { note: usualNotes.delivered.en, noteAr: usualNotes.delivered.ar },
      stage: { before: 'customs_cleared', after: 'delivered' },
    })
    expect(delivered.skips).toBeUndefined()
  })

  it('applies the rows left in, in one go, once the wrong ones are left out', async () => {
    const trackingId = await inTransit('Partial Customer')
    const other = await inTransit('Other Customer')
    const csv = [
      header,
      `${trackingId},arrived,2030-05-02,,Hamad Port,Arrived at Hamad Port`,
      'NOPE000000,arrived,2030-05-02,,,Arrived',
      `${other},arrived,2030-05-40,,,Arrived`,
      `${other},customs_cleared,2030-05-03,,,Cleared`,
    ].join('\n')
    const before = (await updatesOf(trackingId)).length + (await updatesOf(other)).length

    // Leaving out one wrong row is not enough: the server checks every row it is to post.
    const halfChosen = await upload(csv, 0, [3])
    expect([halfChosen.statusCode, halfChosen.json().error], halfChosen.body).toEqual([
      400,
      staffMessages.csvRowsRefused,
    ])
    expect(halfChosen.json().rows[2]).toMatchObject({
      row: 4,
      errors: { date: staffMessages.badDate },
    })

    const applied = await upload(csv, 0, [3, 4])
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json()).toMatchObject({ applied: true, count: 2 })
    expect(applied.json().rows[1]).toEqual({ row: 3, trackingId: 'NOPE000000', skipped: true })
    // Row 4 left out, row 5 passes over Arrived from where the job really is.
    expect(applied.json().rows[3]).toMatchObject({ row: 5, skips: ['arrived'] })
    const after = (await updatesOf(trackingId)).length + (await updatesOf(other)).length
    expect(after).toBe(before + 2)
    expect((await ops('GET', `${DESK}/${other}`)).json().shipment.stage).toBe('customs_cleared')
    expect((await auditOf('shipment.imported')).at(-1)!.after).toEqual({ rows: 2, skipped: [3, 4] })
  })

  it('refuses a file with every row left out, and a list of rows that are not line numbers', async () => {
    const trackingId = await inTransit('Nothing Customer')
    const csv = `${header}\n${trackingId},arrived,2030-05-02,,,Arrived`
    const none = await upload(csv, 0, [2])
    expect([none.statusCode, none.json().error]).toEqual([400, staffMessages.csvEmpty])
    for (const skip of ['2', [0], [1.5], ['2']]) {
      const bad = await upload(csv, 1, skip)
      expect([bad.statusCode, bad.json().error]).toEqual([400, staffMessages.badCsv])
    }
    expect(await updatesOf(trackingId)).toHaveLength(1)
  })

  it('offers a template whose example row checks as a row of its own', async () => {
    const [head, example] = CSV_TEMPLATE.trim().split('\r\n')
    expect(head).toBe(`${header},arabic note`)
    const [, stage, date, time, location, note, noteAr] = example!.split(',')
    expect(statusUpdateSchema.parse({ stage, date, time, location, note, noteAr }).ok).toBe(true)
  })
})
