/**
 * A quote (issue 53): what sales prepare from a lead, send as frozen versions, and the customer
 * accepts. Its shape, its limits and the staff API's requests; the totals are quote-totals.ts,
 * the content a version freezes and hashes is quote-content.ts. Money is in dirhams (100 to the
 * riyal), always whole numbers; dates are Doha's calendar days (YYYY-MM-DD).
 */
import type { EnquiryLocale } from './enquiry.ts'
import {
  INSURANCE_ITEM,
  PRICED_ITEMS,
  type Bilingual,
  type PricedItemId,
  type QuoteUnit,
} from './quote-catalogue.ts'

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]
export const isQuoteStatus = (value: unknown): value is QuoteStatus =>
  (QUOTE_STATUSES as readonly unknown[]).includes(value)

/** A quote is valid this many days from the day it is prepared, unless sales say otherwise. */
export const DEFAULT_VALIDITY_DAYS = 14
/** …and at most this many days ahead. */
export const MAX_VALIDITY_DAYS = 180
export const DEFAULT_DEPOSIT_PERCENT = 30

/**
 * The terms a quote is sent under: the effective date of the legal terms page
 * (src/content/legal/terms.ts, 01/06/2025), as YYYY-MM-DD. A test holds the two together.
 */
export const TERMS_VERSION = '2025-06-01'

/** Limits no real quote reaches; anything above is a typo. */
export const QUOTE_LIMITS = {
  lines: 50,
  quantity: 10_000,
  /** 1,000,000 QAR. */
  unitPrice: 100_000_000,
  /** 10,000,000 QAR. */
  declaredValue: 1_000_000_000,
  /** 10%. */
  rateBasisPoints: 1_000,
  label: 120,
  notes: 2_000,
} as const

/** A line priced per unit: quantity × unit price. A `discount` line is taken off the total. */
export type PricedLine = {
  /** Names the line within its quote, so the customer's choices can name it. */
  id: string
  item: PricedItemId
  label: Bilingual
  /** Whole units: freight is charged per started m³. */
  quantity: number
  unit: QuoteUnit
  /** Dirhams. */
  unitPrice: number
  /** The customer chooses whether to have it. */
  optional: boolean
}

/** Transit insurance: `rateBasisPoints` (hundredths of a percent) of the declared value. */
export type InsuranceLine = {
  id: string
  item: 'insurance'
  label: Bilingual
  /** Dirhams. */
  declaredValue: number
  rateBasisPoints: number
  optional: boolean
}

export type QuoteLine = PricedLine | InsuranceLine

/** A catalogue item as a new line, with the catalogue's label, unit and price. */
export function catalogueLine(id: string, item: PricedItemId, quantity: number): PricedLine {
  const { label, unit, unitPrice } = PRICED_ITEMS[item]
  return { id, item, label: { ...label }, quantity, unit, unitPrice, optional: false }
}

/** Insurance as a new line: the catalogue's rate of `declaredValue`, optional for the customer. */
export function insuranceLine(id: string, declaredValue: number): InsuranceLine {
  const { label, rateBasisPoints } = INSURANCE_ITEM
  return {
    id,
    item: 'insurance',
    label: { ...label },
    declaredValue,
    rateBasisPoints,
    optional: true,
  }
}

/**
 * A quote's totals (quote-totals.ts works them out), in dirhams. `chosen` names the optional
 * lines counted in, in line order.
 */
export type QuoteTotals = {
  chosen: string[]
  /** The priced lines counted in, discounts aside. */
  charges: number
  /** The insurance's premium, when its line is counted in. */
  insurance: number
  /** Charges and insurance. */
  subtotal: number
  /** Taken off the subtotal; never more than it. */
  discount: number
  total: number
  /** Due on acceptance… */
  deposit: number
  /** …and the rest. */
  balance: number
}

/** What sales write on a draft. */
export type QuoteTerms = {
  lines: QuoteLine[]
  /** The last day the quote can be accepted, in Doha. */
  validUntil: string
  /** A whole percentage of the total, due on acceptance. */
  depositPercent: number
  notes: string
  /** The language the customer reads it in. */
  language: EnquiryLocale
}

/** PUT /api/staff/quotes/:id: the whole draft, and the revision it was read at. */
export type QuoteEdit = QuoteTerms & { revision: number }

/** POST /api/staff/quotes: prepare a draft from a lead. */
export type QuotePreparation = { leadId: number }

/**
 * Who and what a quote is for, read from the lead when it was prepared: the customer, the
 * service, and the planner's move (route, dates, inventory, volume and shipping) when the lead
 * was planned (src/lib/quote-details.ts `QuoteDetails` without its contact preferences).
 */
export type QuoteSubject<Move = unknown> = {
  customer: { name: string; email: string; phone: string }
  service: string
  move: Move | null
}

/** GET /api/staff/quotes/:id, and what preparing and editing answer. */
export type Quote<Move = unknown> = QuoteTerms & {
  id: number
  leadId: number
  /** `PCM-26-000123-Q1`: the lead's reference and the quote's number among the lead's. */
  reference: string
  status: QuoteStatus
  /** Moves on with every edit: an edit names the one it was made on. */
  revision: number
  termsVersion: string
  /** The last version sent (1, 2, …), null while it never was. */
  currentVersion: number | null
  subject: QuoteSubject<Move>
  /** Without the optional lines, and with every one of them. */
  totals: QuoteTotals
  totalsWithOptions: QuoteTotals
  createdAt: number
  updatedAt: number
}

/** One row of GET /api/staff/quotes (filtered by `lead` and `status`), newest first. */
export type QuoteListing = Pick<
  Quote,
  | 'id'
  | 'leadId'
  | 'reference'
  | 'status'
  | 'language'
  | 'validUntil'
  | 'currentVersion'
  | 'updatedAt'
> & { customerName: string; total: number }

/** `days` after `date` (YYYY-MM-DD), in the calendar: no clock, so no time zone can shift it. */
export function addDays(date: string, days: number) {
  const at = new Date(`${date}T00:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
}

/** POST /api/staff/quotes/:id/send and …/revise: the revision the console read the quote at. */
export type QuoteStep = { revision: number }

/**
 * What sending answers: the quote, now sent, and a private link to it in the customer's language,
 * also as a WhatsApp chat with the customer that carries it, for staff to send in one tap. The
 * e-mail carries a link of its own, drawn when it goes: either opens the latest version.
 */
export type QuoteSent<Move = unknown> = { quote: Quote<Move>; link: string; whatsapp: string }
