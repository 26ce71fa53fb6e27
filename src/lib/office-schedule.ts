/**
 * The office's hours, in Doha time: the staff console's response clock counts them, and
 * office-hours.ts words them for the contact page. Qatar keeps no summer time, so Doha is
 * three hours ahead of UTC all year.
 */
export type OfficeSchedule = {
  days: readonly number[]
  opensAt: number
  closesAt: number
  utcOffsetMinutes: number
}

export const officeSchedule = {
  /** The working days, as `Date#getUTCDay` numbers them: Saturday to Thursday; Friday is closed. */
  days: [6, 0, 1, 2, 3, 4],
  /** Minutes after midnight. */
  opensAt: 8 * 60,
  closesAt: 18 * 60,
  utcOffsetMinutes: 3 * 60,
} as const satisfies OfficeSchedule

/** A time of day as a customer reads it, in the 12-hour clock with the language's AM and PM. */
export const clockTime = (minutes: number, [am, pm]: readonly [string, string]) => {
  const hour = Math.floor(minutes / 60)
  return `${((hour + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? am : pm}`
}

/** The first and last working day, and the days the office is closed, as `Date#getUTCDay` numbers. */
export const weekOf = ({ days }: OfficeSchedule) => ({
  first: days[0] ?? 0,
  last: days.at(-1) ?? 0,
  closed: [0, 1, 2, 3, 4, 5, 6].filter((day) => !days.includes(day)),
})

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** The office's calendar date at a moment, 'YYYY-MM-DD': Doha's. */
export const officeDate = (at: number, schedule: OfficeSchedule = officeSchedule) =>
  new Date(at + schedule.utcOffsetMinutes * MINUTE).toISOString().slice(0, 10)

/**
 * The office time between two moments: only the hours the office is open count, so a lead sent
 * on Thursday evening is not hours late by Saturday at 8:00.
 */
export function workingMs(
  from: number,
  to: number,
  schedule: OfficeSchedule = officeSchedule,
): number {
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

/** Whether the office is open at a moment: a working day, between opening and closing. */
export const isOfficeOpen = (at: number, schedule: OfficeSchedule = officeSchedule): boolean =>
  workingMs(at, at + 1, schedule) > 0

/**
 * The next moment the office opens after `at` (the same day's opening when it is still early),
 * as ms since the epoch: what "the next morning" means for a message sent out of hours.
 */
export function nextOpening(at: number, schedule: OfficeSchedule = officeSchedule): number {
  const offset = schedule.utcOffsetMinutes * MINUTE
  const local = at + offset
  for (let day = Math.floor(local / DAY) * DAY; ; day += DAY) {
    const opens = day + schedule.opensAt * MINUTE
    if (opens > local && (schedule.days as readonly number[]).includes(new Date(day).getUTCDay()))
      return opens - offset
  }
}

/**
 * What the office promises someone who writes at `at`: an answer within one office hour while
 * it is open, else the next morning it opens (its weekday, as `Date#getUTCDay` numbers it).
 */
export function answerPromise(at: number, schedule: OfficeSchedule = officeSchedule) {
  if (isOfficeOpen(at, schedule)) return { kind: 'within-hour' } as const
  const opens = nextOpening(at, schedule) + schedule.utcOffsetMinutes * MINUTE
  return { kind: 'next-morning', day: new Date(opens).getUTCDay(), time: schedule.opensAt } as const
}
