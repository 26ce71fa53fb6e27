/**
 * Dates and times as Arabic pages write them: the month names Qatar uses, Latin digits and no
 * leading zero ('1 يونيو 2025', '4:20 م'). The content writes them the English way ('01/06/2025',
 * '04:20 PM'); only Arabic message modules read them through these, so English pages show the
 * content's own text and load none of this. Two modules rather than one, so that the legal pages
 * and the blog each carry only their own and no page waits for a shared chunk.
 */
const LOCALE = 'ar-QA-u-nu-latn'

/** '01/06/2025' (day/month/year) as '1 يونيو 2025'; a date it cannot read comes back as it was. */
export function arabicDayMonthYear(date: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date.trim())
  if (!match) return date
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const at = Date.UTC(year, month - 1, day)
  if (new Date(at).getUTCDate() !== day || month > 12) return date
  return new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at)
}
