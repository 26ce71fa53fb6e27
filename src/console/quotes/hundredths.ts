/**
 * Amounts sales type with up to two decimals, held as whole hundredths: riyals as dirhams (100 to
 * the riyal), and the insurance rate's percentage as basis points. The text is read digit by digit,
 * never through a float, so "12.5" is exactly 1250 and "0.1" exactly 10.
 */
import { formatMoney } from '@contract/quote-money'
import { locale } from '@/i18n/current'

/** Latin digits with an optional point and one or two decimals, once separators are gone. */
const PLAIN = /^(\d{1,12})(?:\.(\d{1,2}))?$/
/** "1,250" or "1,250.50": commas that group thousands. */
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/
/** "12,5": a phone keypad's decimal comma. */
const DECIMAL_COMMA = /^\d+,\d{1,2}$/

/** `text` as whole hundredths, or null when it is not such an amount. */
export function parseHundredths(text: string): number | null {
  let plain = text.trim().replace(/\s/g, '')
  if (GROUPED.test(plain)) plain = plain.replace(/,/g, '')
  else if (DECIMAL_COMMA.test(plain)) plain = plain.replace(',', '.')
  const match = PLAIN.exec(plain)
  if (!match) return null
  const whole = Number(match[1])
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  const value = whole * 100 + fraction
  return Number.isSafeInteger(value) ? value : null
}

/** Whole hundredths as an amount to edit: 125000 → "1250", 1250 → "12.50". */
export function hundredthsText(value: number) {
  const fraction = value % 100
  const whole = (value - fraction) / 100
  return fraction ? `${whole}.${String(fraction).padStart(2, '0')}` : String(whole)
}

/** Dirhams as the quote's other screens write them (quote-money.ts), in the console's language. */
export const money = (dirhams: number) => formatMoney(dirhams, locale)
