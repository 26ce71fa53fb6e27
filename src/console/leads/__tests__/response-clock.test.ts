// @vitest-environment node
import { officeSchedule, workingMs } from '@/lib/office-schedule'

import { ANSWER_WITHIN_MS, responseClock } from '../response-clock'

const HOUR = 3_600_000
/** A moment in Doha time. */
const doha = (local: string) => Date.parse(`${local}+03:00`)

describe('the response clock', () => {
  // src/content/__tests__/office-hours.test.ts holds the contact page's hours to this schedule.
  it('counts the office schedule: Saturday to Thursday, 8:00 to 18:00', () => {
    expect(officeSchedule).toMatchObject({ opensAt: 8 * 60, closesAt: 18 * 60 })
    // 2026-11-21 is a Saturday: a whole working week is six days of ten hours.
    expect(workingMs(doha('2026-11-21T00:00'), doha('2026-11-28T00:00'))).toBe(60 * HOUR)
  })

  it('counts only office time inside a working day', () => {
    expect(workingMs(doha('2026-11-22T09:15'), doha('2026-11-22T10:45'))).toBe(1.5 * HOUR)
    expect(workingMs(doha('2026-11-22T06:00'), doha('2026-11-22T08:30'))).toBe(0.5 * HOUR)
    expect(workingMs(doha('2026-11-22T17:30'), doha('2026-11-22T23:00'))).toBe(0.5 * HOUR)
  })

  it('skips the night, and Friday when the office is closed', () => {
    // Thursday 17:30 to Saturday 8:45: half an hour on Thursday, three quarters on Saturday.
    expect(workingMs(doha('2026-11-26T17:30'), doha('2026-11-28T08:45'))).toBe(1.25 * HOUR)
    expect(workingMs(doha('2026-11-27T09:00'), doha('2026-11-27T17:00'))).toBe(0)
  })

  it('reads the day in Doha, not in UTC', () => {
    // 22:30 UTC on Friday is 1:30 on Saturday in Doha: closed either way, then open at 8:00.
    expect(workingMs(Date.parse('2026-11-27T22:30Z'), doha('2026-11-28T09:00'))).toBe(HOUR)
  })

  it('marks a lead overdue after one working hour without an answer', () => {
    const lead = { createdAt: new Date(doha('2026-11-22T10:00')).toISOString(), contactedAt: null }
    expect(responseClock(lead, doha('2026-11-22T10:59'))).toMatchObject({ overdue: false })
    expect(responseClock(lead, doha('2026-11-22T11:01'))).toMatchObject({
      waiting: true,
      overdue: true,
    })
    expect(responseClock(lead, doha('2026-11-22T11:00')).waited).toBe(ANSWER_WITHIN_MS)
  })

  it('stops when the lead is first contacted', () => {
    const lead = {
      createdAt: new Date(doha('2026-11-26T17:45')).toISOString(),
      contactedAt: doha('2026-11-28T08:20'),
    }
    expect(responseClock(lead, doha('2026-12-01T12:00'))).toEqual({
      waited: 35 * 60_000,
      waiting: false,
      overdue: false,
    })
  })
})
