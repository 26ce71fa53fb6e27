/**
 * Dates and times as Arabic pages write them: the month names Qatar uses, Latin digits and no
 * leading zero ('4 نوفمبر 2026', '4:20 م'). The content writes them the English way ('04:20 PM',
 * '01/06/2025'); only the Arabic message modules read them through these, so English pages show
 * the content's own text and load none of this.
 */
export const ARABIC_LOCALE = 'ar-QA-u-nu-latn'

const format = (options: Intl.DateTimeFormatOptions, at: number) =>
  new Intl.DateTimeFormat(ARABIC_LOCALE, { ...options, timeZone: 'UTC' }).format(at)

/** '04:20 PM' as '4:20 م', '11:45 AM' as '11:45 ص'; a time it cannot read comes back as it was. */
export function arabicTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])\.?M\.?$/i.exec(time.trim())
  if (!match) return time
  const hour = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'P' ? 12 : 0)
  const minute = Number(match[2])
  if (Number(match[1]) > 12 || minute > 59) return time
  return format(
    { hour: 'numeric', minute: '2-digit', hour12: true },
    Date.UTC(2000, 0, 1, hour, minute),
  )
}

/** '01/06/2025' (day/month/year) as '1 يونيو 2025'; a date it cannot read comes back as it was. */
export function arabicDayMonthYear(date: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date.trim())
  if (!match) return date
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const at = Date.UTC(year, month - 1, day)
  if (new Date(at).getUTCDate() !== day || month > 12) return date
  return format({ day: 'numeric', month: 'long', year: 'numeric' }, at)
}
