/**
 * A time as Arabic pages write it: the hour without a leading zero, ص or م, Latin digits
 * ('4:20 م'). Apart from `arabic-dates.ts` so the blog and the legal pages each carry only their
 * own helper.
 */
const LOCALE = 'ar-QA-u-nu-latn'

/** '04:20 PM' as '4:20 م', '11:45 AM' as '11:45 ص'; a time it cannot read comes back as it was. */
export function arabicTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])\.?M\.?$/i.exec(time.trim())
  if (!match) return time
  const hour = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'P' ? 12 : 0)
  const minute = Number(match[2])
  if (Number(match[1]) > 12 || minute > 59) return time
  return clock(hour, minute)
}

/** A 24-hour time as stored ('22:40' or '22:40:00') as '10:40 م'; anything else as it was. */
export function arabicClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim())
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return time
  return clock(Number(match[1]), Number(match[2]))
}

const clock = (hour: number, minute: number) =>
  new Intl.DateTimeFormat(LOCALE, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hour, minute))
