/**
 * Dates and times as the tracking API sends them, read without moving the calendar date. Both
 * languages' `shown-date` modules build on these.
 */
export const EMPTY = '-'

export const present = (value: unknown): value is string | number =>
  value !== null && value !== undefined && String(value).trim() !== ''

/**
 * DD/MM/YYYY, read from the date as written. Parsing '2025-03-07' with `new Date` would
 * make it midnight UTC and show the 6th west of Greenwich; the calendar date must not move.
 */
export function formatDate(value: string | null | undefined): string {
  if (!present(value)) return EMPTY
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim())
  if (match) return `${match[3]}/${match[2]}/${match[1]}`
  const parsed = new Date(value)
  if (Number.isNaN(parsed.getTime())) return value.trim()
  const dd = String(parsed.getUTCDate()).padStart(2, '0')
  const mm = String(parsed.getUTCMonth() + 1).padStart(2, '0')
  return `${dd}/${mm}/${parsed.getUTCFullYear()}`
}

/** 'HH:MM:SS' from the API shown as 'HH:MM'. */
export function formatTime(value: string | null | undefined): string {
  if (!present(value)) return ''
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim())
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value.trim()
}

/** A date as the API sends it, as YYYY-MM-DD when it can be read; else as `formatDate` shows it. */
export function isoDate(value: string | null | undefined): string {
  const shown = formatDate(value)
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(shown)
  return match ? `${match[3]}-${match[2]}-${match[1]}` : shown
}
