import { describe, expect, it } from 'vitest'

import {
  jobQuerySchema,
  revealRequestSchema,
  subscriptionRequestSchema,
  TRACKING_NUMBER_PATTERN,
} from '../jobs.ts'
import { validationMessages } from '../messages.ts'

describe('The job lookup query', () => {
  it('reads the tracking id as sent', () => {
    expect(jobQuerySchema.parse({ tracking_id: ' abcd123456 ' })).toEqual({
      ok: true,
      value: { tracking_id: ' abcd123456 ' },
    })
  })

  it('reads a missing, repeated, structured or control-character id as none, and never refuses', () => {
    for (const query of [
      {},
      null,
      { tracking_id: ['A', 'B'] },
      { tracking_id: { x: 'A' } },
      { tracking_id: 'ABCD123456\u0000' },
      { tracking_id: '\u001b[2J' },
    ])
      expect(jobQuerySchema.parse(query)).toEqual({ ok: true, value: { tracking_id: '' } })
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
