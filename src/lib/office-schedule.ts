/**
 * The office's hours as the staff console's response clock counts them: the same hours the
 * contact page states in office-hours.ts, in Doha time. Qatar keeps no summer time, so Doha is
 * three hours ahead of UTC all year.
 */
export const officeSchedule = {
  /** The working days, as `Date#getUTCDay` numbers them: Saturday to Thursday; Friday is closed. */
  days: [6, 0, 1, 2, 3, 4],
  /** Minutes after midnight. */
  opensAt: 8 * 60,
  closesAt: 18 * 60,
  utcOffsetMinutes: 3 * 60,
} as const
