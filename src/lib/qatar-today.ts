/**
 * Today's date in Doha as YYYY-MM-DD, the same on the server and in any browser. Built from the
 * date's parts: a locale's own pattern (en-CA's, once used here) differs between ICU builds, and
 * WebKit's gave 11/28/2026, which a date field throws away as no date at all.
 */
export function qatarToday(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Qatar',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: 'year' | 'month' | 'day') =>
    parts.find((each) => each.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}
