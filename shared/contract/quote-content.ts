/**
 * What a quote's version freezes, and its fingerprint. Sending stores a version's content as
 * canonical JSON text with its SHA-256; an acceptance stores the same for the version with the
 * customer's choices. Qatar's e-commerce law (Decree-Law 16 of 2010, Art. 28) asks that a
 * signature show any later change: one changed character of the content changes the hash, and
 * anyone can recompute it from the stored text.
 */
import type { EnquiryLocale } from './enquiry.ts'
import { quoteTotals } from './quote-totals.ts'
import type { QuoteLine, QuoteSubject, QuoteTerms, QuoteTotals } from './quotes.ts'

export type QuoteContent = {
  reference: string
  version: number
  language: EnquiryLocale
  termsVersion: string
  validUntil: string
  depositPercent: number
  notes: string
  subject: QuoteSubject
  lines: QuoteLine[]
  /** The optional lines the customer chose (none until they choose), in line order. */
  chosen: string[]
  /** Worked out from the lines and the choices, never taken from outside. */
  totals: QuoteTotals
}

/** A version's content, its totals worked out from its lines and the optional lines `chosen`. */
export function quoteContent(
  quote: QuoteTerms & { reference: string; termsVersion: string; subject: QuoteSubject },
  version: number,
  chosen: Iterable<string> = [],
): QuoteContent {
  const totals = quoteTotals(quote, chosen)
  return {
    reference: quote.reference,
    version,
    language: quote.language,
    termsVersion: quote.termsVersion,
    validUntil: quote.validUntil,
    depositPercent: quote.depositPercent,
    notes: quote.notes,
    subject: quote.subject,
    lines: quote.lines,
    chosen: totals.chosen,
    totals,
  }
}

/**
 * JSON with every object's keys sorted and no spaces, so the same content always gives the same
 * text whatever order it was built or read in (PostgreSQL's JSONB keeps its own). Lists keep their
 * order: a quote's lines are read in it. Money is whole dirhams by the time it gets here; the one
 * fraction is the planner's volume (8.3 m³), which JavaScript writes in its one shortest form.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${value} is not a number JSON can hold.`)
    return JSON.stringify(value)
  }
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`
  if (typeof value === 'string' || typeof value === 'boolean' || value === null)
    return JSON.stringify(value)
  throw new TypeError(`A quote's content holds no ${typeof value}.`)
}

/** The SHA-256 of canonical text, in hex; Web Crypto, so the browser can check it too. */
export async function contentSha256(canonical: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The canonical text of a content and its SHA-256, as a version or an acceptance stores them. */
export async function sealedContent(content: QuoteContent) {
  const text = canonicalJson(content)
  return { text, sha256: await contentSha256(text) }
}
