// @vitest-environment node
import { describe, expect, it } from 'vitest'

import {
  jobQuerySchema,
  MAX_TRACKING_NUMBERS,
  splitTrackingNumbers,
  revealRequestSchema,
  subscriptionRequestSchema,
  TRACKING_NUMBER_PATTERN,
} from '../jobs.ts'
import { validationMessages } from '../messages.ts'
import { trackingListMessages } from '../tracking-list-messages.ts'

describe('The job lookup query', () => {
  it('reads one tracking id as sent, less the spaces around it', () => {
    expect(jobQuerySchema.parse({ tracking_id: ' abcd123456 ' })).toEqual({
      ok: true,
      value: { tracking_ids: ['abcd123456'] },
    })
  })

  it('reads a list joined by commas, or repeated parameters, in the order asked', () => {
    expect(jobQuerySchema.parse({ tracking_id: 'B,A,C' })).toEqual({
      ok: true,
      value: { tracking_ids: ['B', 'A', 'C'] },
    })
    expect(jobQuerySchema.parse({ tracking_id: ['B', 'A,C', 'b'] })).toEqual({
      ok: true,
      value: { tracking_ids: ['B', 'A', 'C'] },
    })
  })

  it('reads a missing, structured or control-character id as none', () => {
    for (const query of [
      {},
      null,
      { tracking_id: { x: 'A' } },
      { tracking_id: 'ABCD123456\u0000' },
      { tracking_id: '\u001b[2J' },
    ])
      expect(jobQuerySchema.parse(query)).toEqual({ ok: true, value: { tracking_ids: [] } })
  })

  it(`takes ${MAX_TRACKING_NUMBERS} numbers and refuses ${MAX_TRACKING_NUMBERS + 1} with the field's message`, () => {
    const numbers = (count: number) =>
      Array.from({ length: count }, (_, index) => `ABCD${String(index).padStart(6, '0')}`)
    expect(jobQuerySchema.parse({ tracking_id: numbers(10).join(',') })).toEqual({
      ok: true,
      value: { tracking_ids: numbers(10) },
    })
    const refused = jobQuerySchema.parse({ tracking_id: numbers(11).join(',') })
    expect(refused).toEqual({
      ok: false,
      error: trackingListMessages.tooMany,
      fields: { tracking_id: trackingListMessages.tooMany },
    })
    expect(trackingListMessages.tooMany).toContain(String(MAX_TRACKING_NUMBERS))
    // Repeats do not count towards the limit.
    expect(jobQuerySchema.parse({ tracking_id: [...numbers(10), ...numbers(10)] }).ok).toBe(true)
  })
})

describe('Splitting typed tracking numbers', () => {
  it('splits at commas, spaces and new lines, and drops blanks', () => {
    expect(splitTrackingNumbers('ABCD123456, QTRM654321\nSYKR293270\r\n\tXYZW000001  ,,')).toEqual([
      'ABCD123456',
      'QTRM654321',
      'SYKR293270',
      'XYZW000001',
    ])
  })

  it('splits at the Arabic comma too', () => {
    expect(splitTrackingNumbers('ABCD123456، QTRM654321')).toEqual(['ABCD123456', 'QTRM654321'])
  })

  it('drops repeats in any case, keeping the first spelling and the order', () => {
    expect(splitTrackingNumbers('qtrm654321 ABCD123456 QTRM654321 abcd123456 SYKR293270')).toEqual([
      'qtrm654321',
      'ABCD123456',
      'SYKR293270',
    ])
  })

  it('reads nothing but separators as no numbers, and one number as itself', () => {
    expect(splitTrackingNumbers(' ,\n ')).toEqual([])
    expect(splitTrackingNumbers('  ABCD123456 ')).toEqual(['ABCD123456'])
  })

  it('joins several values (repeated link parameters) in order', () => {
    expect(splitTrackingNumbers(['A B', 'C', 'a'])).toEqual(['A', 'B', 'C'])
  })

  it('never caps the count, so a caller can refuse too many rather than drop some', () => {
    expect(
      splitTrackingNumbers(Array.from({ length: 12 }, (_, i) => `N${i}`).join(' ')),
    ).toHaveLength(12)
  })
})

describe('The tracking number format', () => {
  it('is 4 letters then 6 digits', () => {
    expect(['ABCD123456', 'abcd123456'].every((id) => TRACKING_NUMBER_PATTERN.test(id))).toBe(true)
    expect(
      ['ABC1234567', 'ABCD12345', 'ABCD1234567'].some((id) => TRACKING_NUMBER_PATTERN.test(id)),
    ).toBe(false)
  })
})

describe('The second factor', () => {
  it('reads a tracking id and exactly 4 digits', () => {
    expect(
      revealRequestSchema.parse({ tracking_id: 'abcd123456', contact_last4: ' 1122 ' }),
    ).toEqual({ ok: true, value: { tracking_id: 'abcd123456', contact_last4: '1122' } })
  })

  it('reads anything malformed as no answer, and never refuses, so it is answered as a wrong one', () => {
    for (const body of [
      null,
      [],
      'ABCD123456',
      { tracking_id: 'ABCD123456', contact_last4: 1122 },
      { tracking_id: 'ABCD123456', contact_last4: '112' },
      { tracking_id: 'ABCD123456', contact_last4: '11 22' },
      { tracking_id: 'ABCD123456', contact_last4: '١١٢٢' },
      { tracking_id: ['ABCD123456'], contact_last4: 'abcd' },
      { tracking_id: 'ABCD123456\u0000' },
    ]) {
      const parsed = revealRequestSchema.parse(body)
      expect(parsed.ok, JSON.stringify(body)).toBe(true)
      if (parsed.ok)
        expect(parsed.value.contact_last4 === '' || parsed.value.tracking_id === '').toBe(true)
    }
  })

  it("refuses a subscription only for its e-mail address, with the forms' messages", () => {
    const answer = { tracking_id: 'ABCD123456', contact_last4: '1122' }
    expect(subscriptionRequestSchema.parse({ ...answer, email: ' Fan@Example.com ' })).toEqual({
      ok: true,
      value: { ...answer, email: 'fan@example.com' },
    })
    const problem = (email: unknown) => {
      const parsed = subscriptionRequestSchema.parse({ ...answer, email })
      return parsed.ok ? null : [parsed.error, parsed.fields]
    }
    expect(problem('  ')).toEqual([validationMessages.email, { email: validationMessages.email }])
    expect(problem(undefined)?.[0]).toBe(validationMessages.email)
    for (const email of [
      'fan@',
      'fan example@x.qa',
      `${'a'.repeat(250)}@x.qa`,
      'a,b@example.test',
      '<y@example.test>',
      'z@example.test>',
      'g:x@example.test;',
    ])
      expect(problem(email)?.[0], email).toBe(validationMessages.emailInvalid)
  })
})
