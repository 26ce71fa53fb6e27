import { http, HttpResponse } from 'msw'

import { catalogueLine } from '@contract/quotes'
import { quoteTotals } from '@contract/quote-totals'
import type { QuoteEdit, QuoteListing } from '@contract/quotes'
import { server } from '@/testing/mocks/server'
import { quotedMove } from '@/testing/planned-move'

import type { ConsoleQuote, PlannedMove } from '../quote-api'

export const LEAD = 7

/** A two-bedroom flat from The Pearl to Amman, listed item by item: 8.3 m³ in a shared container. */
export const plannedMove: PlannedMove = {
  ...quotedMove(),
  when: { flexibility: 'exact', date: '2026-12-20' },
  specialItems: [],
}

/** A draft as the server prepares one from the planned lead. */
export function preparedQuote(overrides: Partial<ConsoleQuote> = {}): ConsoleQuote {
  const lines = [catalogueLine('l1', 'packing', 9), catalogueLine('l2', 'sea-freight-m3', 4)]
  return withTotals({
    id: 31,
    leadId: LEAD,
    reference: 'PCM-26-000007-Q1',
    status: 'draft',
    revision: 0,
    termsVersion: '2025-06-01',
    currentVersion: null,
    subject: {
      customer: { name: 'Huda Al-Marri', email: 'huda@example.com', phone: '97455123987' },
      service: 'internationalMove',
      move: plannedMove,
    },
    lines,
    validUntil: '2026-12-12',
    depositPercent: 30,
    notes: '',
    language: 'en',
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  })
}

/** The totals the server adds, by the same function. */
function withTotals(quote: Omit<ConsoleQuote, 'totals' | 'totalsWithOptions'>): ConsoleQuote {
  const optional = quote.lines.filter((line) => line.optional).map((line) => line.id)
  return { ...quote, totals: quoteTotals(quote), totalsWithOptions: quoteTotals(quote, optional) }
}

type Answer = { status: number; body: { error: string } } | null

/**
 * The staff API's quote routes for one lead, as the server answers them: it keeps the quotes,
 * applies edits, sends and revises, and records every change's body. `refuseNext` makes the next
 * change answer a refusal instead.
 */
export function fakeQuoteApi(initial: ConsoleQuote[] = []) {
  let quotes = [...initial]
  let refusal: Answer = null
  const requests: Array<{ method: string; path: string; body: unknown }> = []
  const find = (id: unknown) => quotes.find((quote) => quote.id === Number(id))
  const replace = (next: ConsoleQuote) => {
    quotes = quotes.map((quote) => (quote.id === next.id ? next : quote))
    return next
  }
  const listing = (quote: ConsoleQuote): QuoteListing => ({
    id: quote.id,
    leadId: quote.leadId,
    reference: quote.reference,
    status: quote.status,
    language: quote.language,
    validUntil: quote.validUntil,
    currentVersion: quote.currentVersion,
    updatedAt: quote.updatedAt,
    customerName: quote.subject.customer.name,
    total: quote.totals.total,
  })
  server.use(
    http.get('/api/staff/quotes', ({ request }) => {
      const lead = Number(new URL(request.url).searchParams.get('lead'))
      const mine = quotes.filter((quote) => quote.leadId === lead).reverse()
      return HttpResponse.json({ quotes: mine.map(listing), next: null })
    }),
    http.post('/api/staff/quotes', async ({ request }) => {
      const body = await request.json()
      requests.push({ method: 'POST', path: 'quotes', body })
      const quote = preparedQuote({ id: 31 + quotes.length })
      quotes.push(quote)
      return HttpResponse.json(quote, { status: 201 })
    }),
    http.get('/api/staff/quotes/:id', ({ params }) => HttpResponse.json(find(params.id))),
    http.put('/api/staff/quotes/:id', async ({ params, request }) => {
      const body = (await request.json()) as QuoteEdit
      requests.push({ method: 'PUT', path: `quotes/${params.id}`, body })
      if (refusal) {
        const { status, body: answer } = refusal
        refusal = null
        return HttpResponse.json(answer, { status })
      }
      const { revision, ...terms } = body
      const quote = find(params.id)!
      return HttpResponse.json(replace(withTotals({ ...quote, ...terms, revision: revision + 1 })))
    }),
    http.post('/api/staff/quotes/:id/:action', async ({ params, request }) => {
      const body = await request.json()
      requests.push({ method: 'POST', path: `quotes/${params.id}/${params.action}`, body })
      if (refusal) {
        const { status, body: answer } = refusal
        refusal = null
        return HttpResponse.json(answer, { status })
      }
      const quote = find(params.id)!
      if (params.action === 'revise')
        return HttpResponse.json({
          quote: replace({ ...quote, status: 'draft', revision: quote.revision + 1 }),
        })
      const version = (quote.currentVersion ?? 0) + 1
      const link =
        'https://www.pearlcoastmovers.qa/quote/q8V2nJ0rX3mK5pL7sT9wY1zA4cE6gI8kM0oQ2uW4y6A'
      return HttpResponse.json({
        quote: replace({
          ...quote,
          status: 'sent',
          currentVersion: version,
          revision: quote.revision + 1,
        }),
        link,
        whatsapp: `https://wa.me/97455123987?text=${encodeURIComponent(`Your quote: ${link}`)}`,
      })
    }),
  )
  return {
    requests,
    edits: () => requests.filter((request) => request.method === 'PUT'),
    refuseNext(status: number, error: string) {
      refusal = { status, body: { error } }
    },
    /** A colleague's edit, made meanwhile. */
    editedElsewhere(change: Partial<ConsoleQuote>) {
      const quote = quotes[0]!
      replace(withTotals({ ...quote, ...change, revision: quote.revision + 1 }))
    },
  }
}
