import { formatDate, formatTime } from './calendar'

/** A date as English tracking shows it: '22/11/2026'. */
export const shownDate = (value: string | null | undefined): string => formatDate(value)

/** An update's date and time: '22/11/2026 · 22:40'. */
export const shownMoment = (
  date: string | null | undefined,
  time: string | null | undefined,
): string => {
  const clock = formatTime(time)
  return clock ? `${formatDate(date)} · ${clock}` : formatDate(date)
}
