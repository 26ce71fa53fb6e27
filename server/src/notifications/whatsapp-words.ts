/**
 * The words of the automatic WhatsApp messages' values in English (the templates' own sentences
 * are deploy/whatsapp-templates.json's); `whatsapp-words.ar.ts` is the Arabic twin.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

const parts = (isoDate: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate.trim())
  return match ? { year: match[1]!, month: Number(match[2]), day: Number(match[3]) } : null
}

/** A Doha date (YYYY-MM-DD): '12 December 2026'; one it cannot read comes back as it was. */
export const date = (isoDate: string): string => {
  const day = parts(isoDate)
  return day ? `${day.day} ${MONTHS[day.month - 1]} ${day.year}` : isoDate
}

/** Moving day: 'Sunday 20 December 2026'. */
export const moveDate = (isoDate: string): string => {
  const day = parts(isoDate)
  if (!day) return isoDate
  const weekday = new Date(Date.UTC(Number(day.year), day.month - 1, day.day)).getUTCDay()
  return `${DAYS[weekday]} ${date(isoDate)}`
}

/** When moving day is not known: the booking then says the move is booked "for" this. */
export const moveDateAgreed: string = 'the date agreed with your move coordinator'

/** A milestone's date and Doha time: '22 November 2026, 10:40 PM (Doha time)'. */
export const moment = (isoDate: string, time: string | null): string => {
  const clock = /^(\d{1,2}):(\d{2})/.exec(time?.trim() ?? '')
  if (!clock) return date(isoDate)
  const hour = Number(clock[1])
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${date(isoDate)}, ${twelve}:${clock[2]} ${hour < 12 ? 'AM' : 'PM'} (Doha time)`
}

/** The milestone's details line: what staff wrote, then when. */
export const details = (content: string, when: string): string =>
  `${content.trim().replace(/[.。]+$/u, '')}, ${when}.`
