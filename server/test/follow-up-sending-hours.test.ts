import { describe, expect, it } from 'vitest'

import { isSendingTime, nextSendingTime } from '../src/follow-ups/sending-hours.ts'

/** A Doha wall-clock time as the instant it is. */
const doha = (local: string) => Date.parse(`${local}+03:00`)

describe('when a follow-up may reach a customer', () => {
  it.each([
    // 2026-12-01 is a Tuesday; 2026-12-04 a Friday.
    ['2026-12-01T10:00:00', '2026-12-01T10:00:00'],
    ['2026-12-01T08:00:00', '2026-12-01T08:00:00'],
    ['2026-12-01T20:59:00', '2026-12-01T20:59:00'],
    ['2026-12-01T21:00:00', '2026-12-02T08:00:00'],
    ['2026-12-01T23:30:00', '2026-12-02T08:00:00'],
    ['2026-12-02T03:15:00', '2026-12-02T08:00:00'],
    ['2026-12-03T22:00:00', '2026-12-04T13:00:00'],
    ['2026-12-04T06:00:00', '2026-12-04T13:00:00'],
    ['2026-12-04T09:30:00', '2026-12-04T13:00:00'],
    ['2026-12-04T13:00:00', '2026-12-04T13:00:00'],
    ['2026-12-04T21:10:00', '2026-12-05T08:00:00'],
  ])('waits from %s (Doha) until %s', (from, until) => {
    expect(new Date(nextSendingTime(doha(from))).toISOString()).toBe(
      new Date(doha(until)).toISOString(),
    )
    expect(isSendingTime(doha(until))).toBe(true)
    expect(isSendingTime(doha(from))).toBe(from === until)
  })
})
