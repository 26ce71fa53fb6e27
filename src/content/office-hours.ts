import { clockTime, officeSchedule, weekOf } from '@/lib/office-schedule'

type OfficeHours = { days: string; hours: string }

/** In `Date#getUTCDay` order. */
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const HALVES = ['AM', 'PM'] as const
const { first, last, closed } = weekOf(officeSchedule)

/**
 * The week's two kinds of day, the working days and then the closed ones, worded from the schedule
 * the response clock counts, so the hours a customer reads and the hours a lead is timed by cannot
 * drift apart. A module of its own: the quote page and the contact form show the hours without the
 * contact page's other words.
 */
export const officeHours: readonly [OfficeHours, OfficeHours] = [
  {
    days: `${DAY_NAMES[first]} to ${DAY_NAMES[last]}`,
    hours: `${clockTime(officeSchedule.opensAt, HALVES)} – ${clockTime(officeSchedule.closesAt, HALVES)}`,
  },
  { days: closed.map((day) => DAY_NAMES[day]).join(', '), hours: 'Closed (emergency line open)' },
]
