import { officeSchedule } from '@/lib/office-schedule'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** Sales answer a lead within one working hour; after that it is overdue. */
export const ANSWER_WITHIN_MS = 60 * MINUTE

/**
 * The office time between two moments: only the hours the office is open count, so a lead sent
 * on Thursday evening is not hours late by Saturday at 8:00.
 */
export function workingMs(from: number, to: number, schedule = officeSchedule): number {
  const offset = schedule.utcOffsetMinutes * MINUTE
  // Office-local moments written as if they were UTC, so UTC's day arithmetic is Doha's.
  const start = from + offset
  const end = to + offset
  const days: readonly number[] = schedule.days
  let total = 0
  for (let day = Math.floor(start / DAY) * DAY; day < end; day += DAY) {
    if (!days.includes(new Date(day).getUTCDay())) continue
    const opens = day + schedule.opensAt * MINUTE
    const closes = day + schedule.closesAt * MINUTE
    total += Math.max(0, Math.min(end, closes) - Math.max(start, opens))
  }
  return total
}

/**
 * How long a lead waited for its first answer, in office time: until it was contacted, or until
 * now while it waits still. Overdue when it waited more than a working hour.
 */
export function responseClock(
  lead: { createdAt: string; contactedAt: number | null },
  now: number,
) {
  const waited = workingMs(Date.parse(lead.createdAt), lead.contactedAt ?? now)
  return { waited, waiting: lead.contactedAt === null, overdue: waited > ANSWER_WITHIN_MS }
}
