import type { Quote, QuoteEdit, QuoteListing, QuoteSent, QuoteStep } from '@contract/quotes'
import type { QuoteDetails } from '@/lib/quote-details'

import { staffApi } from '@/console/app/api'

/** The planner's move as a quote keeps it: without how the customer likes to be contacted. */
export type PlannedMove = Omit<QuoteDetails, 'contact'>
export type ConsoleQuote = Quote<PlannedMove>
export type QuoteList = { quotes: QuoteListing[]; next: number | null }
/** What sending answers: the quote as sent, its private link, and that link on WhatsApp. */
export type SentQuote = QuoteSent<PlannedMove>

export const quotesOfLead = (leadId: number) => `quotes?lead=${leadId}`
export const readQuote = (id: number) => staffApi<ConsoleQuote>(`quotes/${id}`)
export const prepareQuote = (leadId: number) => staffApi<ConsoleQuote>('quotes', { leadId })
export const saveQuote = (id: number, edit: QuoteEdit) =>
  staffApi<ConsoleQuote>(`quotes/${id}`, edit, 'PUT')
export const sendQuote = (id: number, revision: number) =>
  staffApi<SentQuote>(`quotes/${id}/send`, { revision } satisfies QuoteStep)
export const reviseQuote = (id: number, revision: number) =>
  staffApi<{ quote: ConsoleQuote }>(`quotes/${id}/revise`, { revision } satisfies QuoteStep)
