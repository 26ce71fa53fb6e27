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
