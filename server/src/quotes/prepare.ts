/**
 * "Prepare a quote" (issue 53): a draft read from what the lead stores. The customer and the
 * service come from the enquiry; a planned lead also gives its route, dates, inventory, volume and
 * the way the planner suggested it travel, from which the draft's first lines are drawn at the
 * catalogue's prices for sales to adjust. A plain enquiry starts with no lines.
 */
import {
  addDays,
  catalogueLine,
  DEFAULT_DEPOSIT_PERCENT,
  DEFAULT_VALIDITY_DAYS,
  TERMS_VERSION,
  type PricedLine,
  type QuoteSubject,
} from '@contract/quotes.ts'
import type { PricedItemId } from '@contract/quote-catalogue.ts'
import type { Enquiry } from '../leads/index.ts'
import type { QuoteDetails } from '../../../src/lib/quote-details.ts'
import type { NewQuote } from './queries.ts'

/** The planner's move as a quote keeps it: everything but how the customer likes to be called. */
type PlannedMove = Omit<QuoteDetails, 'contact'>

/** Movers per truck a crew line starts with. */
const CREW_PER_TRUCK = 3
/** A storage move's first estimate, in weeks. */
const STORAGE_WEEKS = 4

const CONTAINERS: Partial<Record<QuoteDetails['shipping']['mode'], PricedItemId>> = {
  fcl20: 'sea-freight-20ft',
  fcl40: 'sea-freight-40ft',
  fcl40hc: 'sea-freight-40hc',
}

/** The lines a planned move suggests, as item and quantity. */
function suggestedItems(move: PlannedMove): Array<[PricedItemId, number]> {
  // Freight and packing are charged per started m³.
  const cubicMetres = Math.max(1, Math.ceil(move.volume))
  const { mode, count } = move.shipping
  const items: Array<[PricedItemId, number]> = []
  if (move.moveType !== 'vehicle' && move.moveType !== 'freight')
    items.push(['packing', cubicMetres])
  const trucks = mode === 'truck' ? count : 1
  items.push(['truck', trucks], ['crew', trucks * CREW_PER_TRUCK])
  const container = CONTAINERS[mode]
  if (container) items.push([container, count])
  if (mode === 'lcl') items.push(['sea-freight-m3', cubicMetres])
  if (mode === 'air') items.push(['air-freight-m3', cubicMetres])
  if (mode !== 'truck') items.push(['customs', 1])
  if (move.moveType === 'storage') items.push(['storage', STORAGE_WEEKS])
  return items
}

/** A new draft for `lead`, valid DEFAULT_VALIDITY_DAYS from `today` (Doha's date). */
export function draftFromLead(lead: Enquiry, today: string): NewQuote {
  const move: PlannedMove | null = lead.details && withoutContact(lead.details)
  const subject: QuoteSubject<PlannedMove> = {
    customer: { name: lead.fullName, email: lead.email, phone: lead.phoneNumber },
    service: lead.serviceType,
    move,
  }
  const lines: PricedLine[] = move
    ? suggestedItems(move).map(([item, quantity], index) =>
        catalogueLine(`l${index + 1}`, item, quantity),
      )
    : []
  return {
    leadId: lead.id,
    subject,
    lines,
    validUntil: addDays(today, DEFAULT_VALIDITY_DAYS),
    depositPercent: DEFAULT_DEPOSIT_PERCENT,
    notes: '',
    language: lead.locale,
    termsVersion: TERMS_VERSION,
  }
}

function withoutContact(details: QuoteDetails): PlannedMove {
  const { moveType, from, to, when, size, specialItems, volume, shipping } = details
  return { moveType, from, to, when, size, specialItems, volume, shipping }
}
