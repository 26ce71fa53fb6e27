/**
 * A quote's totals, the one function the console, the customer's page, the e-mails and the
 * acceptance record all use, so they never disagree by a dirham.
 *
 * Everything is whole dirhams. A line's amount is quantity × unit price, exact. The only
 * fractions come from a percentage (the insurance rate of the declared value, the deposit of the
 * total): each is rounded once, half up to the dirham, where it is applied, in integer arithmetic
 * (BigInt), so no binary fraction such as 0.1 + 0.2 ever enters a sum.
 */
import type { QuoteLine, QuoteTotals } from './quotes.ts'

/** `amount × numerator ÷ denominator`, rounded half up to a whole dirham (amounts are ≥ 0). */
export function percentOf(amount: number, numerator: number, denominator: number) {
  const exact = BigInt(amount) * BigInt(numerator)
  const scale = BigInt(denominator)
  return Number((exact * 2n + scale) / (scale * 2n))
}

/** The insurance premium: `rateBasisPoints` hundredths of a percent of the declared value. */
export const insurancePremium = (declaredValue: number, rateBasisPoints: number) =>
  percentOf(declaredValue, rateBasisPoints, 10_000)

/** A line's own amount, before any choice or discount is applied. */
export const lineAmount = (line: QuoteLine) =>
  line.item === 'insurance'
    ? insurancePremium(line.declaredValue, line.rateBasisPoints)
    : line.quantity * line.unitPrice

/**
 * The totals with the optional lines `chosen` (ids; any other is ignored) and every required
 * line, and the deposit as `depositPercent` of the total.
 */
export function quoteTotals(
  quote: { lines: readonly QuoteLine[]; depositPercent: number },
  chosen: Iterable<string> = [],
): QuoteTotals {
  const wanted = new Set(chosen)
  const counted = quote.lines.filter((line) => !line.optional || wanted.has(line.id))
  let charges = 0
  let insurance = 0
  let discount = 0
  for (const line of counted) {
    const amount = lineAmount(line)
    if (line.item === 'insurance') insurance += amount
    else if (line.item === 'discount') discount += amount
    else charges += amount
  }
  const subtotal = charges + insurance
  discount = Math.min(discount, subtotal)
  const total = subtotal - discount
  const deposit = percentOf(total, quote.depositPercent, 100)
  return {
    chosen: counted.filter((line) => line.optional).map((line) => line.id),
    charges,
    insurance,
    subtotal,
    discount,
    total,
    deposit,
    balance: total - deposit,
  }
}
