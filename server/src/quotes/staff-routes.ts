/**
 * Staff routes, behind the console's guards (`leads`: admins and sales; and `writes` for a
 * change: JSON from the console's own origin): quotes under /api/staff/quotes. Prepare a draft
 * from a lead, list quotes by lead and status, read one with its totals, and edit a draft. A
 * quote that was sent is never edited here: it is revised (send-routes.ts). Every change
 * goes into the audit trail with the quote's id.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify'

import { quoteEditSchema, quotePreparationSchema } from '@contract/quote-input.ts'
import { quoteMessages } from '@contract/quote-messages.ts'
import { quoteTotals } from '@contract/quote-totals.ts'
import {
  isQuoteStatus,
  type Quote,
  type QuoteEdit,
  type QuoteListing,
  type QuotePreparation,
  type QuoteTerms,
} from '@contract/quotes.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { recordId } from '../http/index.ts'
import type { EnquiryStore } from '../leads/index.ts'
import { actor } from '../people/index.ts'
import { qatarToday } from '../../../src/lib/qatar-today.ts'
import { draftFromLead } from './prepare.ts'
import type { QuoteStore, StoredQuote } from './queries.ts'

/** A quote as the API answers it: its totals without the optional lines, and with all of them. */
export function answer({ number: _number, ...quote }: StoredQuote): Quote {
  const optional = quote.lines.filter((line) => line.optional).map((line) => line.id)
  return { ...quote, totals: quoteTotals(quote), totalsWithOptions: quoteTotals(quote, optional) }
}

/** What the trail keeps of a draft: its figures and choices, never the notes' words. */
const traced = (terms: QuoteTerms) => ({
  lines: terms.lines.length,
  total: quoteTotals(terms).total,
  validUntil: terms.validUntil,
  depositPercent: terms.depositPercent,
  language: terms.language,
})

/** The values an edit changed, before and after; whether the lines or the notes changed. */
function changesOf(before: QuoteTerms, after: QuoteTerms) {
  const [was, is] = [traced(before), traced(after)]
  const keys = (Object.keys(is) as Array<keyof typeof is>).filter((key) => was[key] !== is[key])
  const pick = (values: typeof is) => Object.fromEntries(keys.map((key) => [key, values[key]]))
  return {
    before: pick(was),
    after: {
      ...pick(is),
      ...(JSON.stringify(before.lines) !== JSON.stringify(after.lines) && { linesChanged: true }),
      ...(before.notes !== after.notes && { notesChanged: true }),
    },
  }
}

export function quoteRoutes(
  app: FastifyInstance,
  repo: QuoteStore & Pick<EnquiryStore, 'findEnquiry'>,
  guards: { writes: onRequestHookHandler; leads: onRequestHookHandler },
  today: () => string = qatarToday,
) {
  const { writes, leads } = guards

  app.get<{ Querystring: Record<string, unknown> }>(
    '/api/staff/quotes',
    { onRequest: leads },
    async (request) => {
      const { lead, status, before } = request.query
      // A malformed filter is left out, as the leads inbox does.
      const page = await repo.quotesPage({
        leadId: recordId(lead),
        status: isQuoteStatus(status) ? status : undefined,
        before: recordId(before),
      })
      const quotes: QuoteListing[] = page.quotes.map((quote) => ({
        id: quote.id,
        leadId: quote.leadId,
        reference: quote.reference,
        status: quote.status,
        language: quote.language,
        validUntil: quote.validUntil,
        currentVersion: quote.currentVersion,
        updatedAt: quote.updatedAt,
        customerName: quote.customerName,
        total: quoteTotals(quote).total,
      }))
      return { quotes, next: page.next }
    },
  )

  app.get<{ Params: { id: string } }>(
    '/api/staff/quotes/:id',
    { onRequest: leads },
    async (request, reply) => {
      const id = recordId(request.params.id)
      const quote = id ? await repo.quote(id) : null
      return quote ? answer(quote) : reply.code(404).send({ error: quoteMessages.noSuchQuote })
    },
  )

  app.post<{ Body: QuotePreparation }>(
    '/api/staff/quotes',
    { schema: { body: quotePreparationSchema }, onRequest: [writes, leads] },
    async (request, reply) => {
      const lead = await repo.findEnquiry(request.body.leadId)
      if (!lead) return reply.code(404).send({ error: staffMessages.noSuchLead })
      const draft = draftFromLead(lead, today())
      const id = await repo.addQuote(draft, {
        ...actor(request, 'quote.prepared'),
        after: { leadId: lead.id, ...traced(draft) },
      })
      return reply.code(201).send(answer((await repo.quote(id))!))
    },
  )

  app.put<{ Params: { id: string }; Body: QuoteEdit }>(
    '/api/staff/quotes/:id',
    { schema: { body: quoteEditSchema(today) }, onRequest: [writes, leads] },
    async (request, reply) => {
      const asked = recordId(request.params.id)
      const quote = asked === undefined ? null : await repo.quote(asked)
      if (!quote) return reply.code(404).send({ error: quoteMessages.noSuchQuote })
      const { id } = quote
      // A sent version is what the customer has: it is revised as a new version, never edited.
      if (quote.status !== 'draft') return reply.code(409).send({ error: quoteMessages.notDraft })
      const { revision, ...terms } = request.body
      const refused = () => reply.code(409).send({ error: quoteMessages.changedMeanwhile })
      if (revision !== quote.revision) return refused()
      const changes = changesOf(quote, terms)
      const edited = await repo.editQuote(id, revision, terms, {
        ...actor(request, 'quote.edited'),
        recordId: id,
        before: changes.before,
        after: { leadId: quote.leadId, ...changes.after },
      })
      if (!edited) {
        // Sent or edited between the reading and the write: say which.
        const now = await repo.quote(id)
        return now && now.status !== 'draft'
          ? reply.code(409).send({ error: quoteMessages.notDraft })
          : refused()
      }
      return answer((await repo.quote(id))!)
    },
  )
}
