/**
 * A moment of a shipment as Arabic tracking and Arabic e-mails write it, the same in the browser
 * and on the server: «22 نوفمبر 2026، 10:40 م (بتوقيت الدوحة)». Staff type dates and times in
 * Doha's clock, so the time is named as Doha's and never converted.
 */
import { arabicDayMonthYear } from './arabic-dates'
import { arabicClock } from './arabic-time'

/** '2026-11-22' as '22 نوفمبر 2026'; a date it cannot read comes back as it was. */
export function arabicDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate.trim())
  return match ? arabicDayMonthYear(`${match[3]}/${match[2]}/${match[1]}`) : isoDate
}

/** The date, and the time when there is one, named as Doha's. */
export function arabicDateTime(isoDate: string, time: string | null | undefined): string {
  const date = arabicDate(isoDate)
  const clock = time?.trim() ? arabicClock(time) : ''
  return clock ? `${date}، ${clock} (بتوقيت الدوحة)` : date
}
