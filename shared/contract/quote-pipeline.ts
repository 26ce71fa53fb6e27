/**
 * How quotes move the pipeline on (issue 53, items 4 and 5): the quote events a lead's timeline
 * shows, the inbox's follow-up marks, the deposit and how to pay it, and the report's quote counts.
 * The API sends facts; the console has the words.
 */

/** A sent quote viewed this long ago and still neither accepted nor declined needs a call. */
export const VIEWED_FOLLOW_UP_MS = 24 * 60 * 60_000

/** A sent quote valid until at most this many days after Doha's today is about to expire. */
export const EXPIRY_WARNING_DAYS = 2

/** The inbox's marks on a lead for follow-up, from its sent quotes. */
export const QUOTE_FOLLOW_UPS = ['viewed-not-accepted', 'expires-soon'] as const
export type QuoteFollowUp = (typeof QUOTE_FOLLOW_UPS)[number]

/**
 * What happened to one of a lead's quotes, as its timeline tells it, read from the quote tables.
 * `by` names the member who did it (null once their account is gone); the customer did the rest.
 */
export type QuoteEvent =
  | { quote: 'prepared'; by: string | null }
  | { quote: 'sent'; version: number; by: string | null }
  /** The customer's first, or latest, opening of a version's page. */
  | { quote: 'first-viewed' | 'last-viewed'; version: number }
  | { quote: 'accepted'; version: number; name: string }
  | { quote: 'declined'; reason: string | null }
  | { quote: 'deposit-received'; by: string | null }

/** The bank account a deposit is paid into (settings: BANK_NAME, BANK_ACCOUNT_NAME, …). */
export type BankDetails = { bank: string; accountName: string; iban: string; swift: string }

/**
 * GET /api/staff/quotes/:id/deposit: an accepted quote's deposit, how to pay it (the quote's
 * reference is the payment's reference), and whether it came. `bank` is null until the bank's
 * details are set.
 */
export type QuoteDeposit = {
  reference: string
  /** Dirhams. */
  due: number
  bank: BankDetails | null
  receivedAt: number | null
  receivedBy: string | null
}

/** Quote counts of one channel (or of every channel: `channel` is then absent), per week. */
export type QuoteCounts = {
  sent: number[]
  viewed: number[]
  accepted: number[]
  declined: number[]
}

/**
 * The leads report's quotes (GET /api/staff/reports/leads, `quotes`): per office week, as the
 * report's `weeks`, the quotes first sent, first viewed, accepted and declined in it, in all and
 * by the lead's channel; and the average time from a lead's arrival to its quote's acceptance,
 * over the acceptances of the span (null when there were none).
 */
export type QuotesReport = {
  all: QuoteCounts
  byChannel: Array<QuoteCounts & { channel: string | null }>
  accepted: number
  averageToAcceptMs: number | null
}
