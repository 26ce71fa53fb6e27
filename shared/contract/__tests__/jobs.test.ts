import { describe, expect, it } from 'vitest'

import { jobQuerySchema, TRACKING_NUMBER_PATTERN } from '../jobs.ts'

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
