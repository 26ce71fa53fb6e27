/**
 * Staff routes for an accepted quote (issue 53), behind the console's guards. For admins and
 * sales (`leads`; `writes` for the change): GET /api/staff/quotes/:id/deposit, the deposit due
 * (from the totals the customer accepted) and the bank account to pay it into with the quote's
 * reference; POST /api/staff/quotes/:id/deposit marks it received, once, audited
 * `quote.deposit_received`. For admins and operations (`shipments`): GET
 * /api/staff/quotes/accepted?lead=N, the accepted quote's subject a new shipment is filled from.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify'

import { quoteMessages } from '@contract/quote-messages.ts'
import { quotePipelineMessages } from '@contract/quote-pipeline-messages.ts'
import type { BankDetails, QuoteDeposit } from '@contract/quote-pipeline.ts'
import { recordId } from '../http/index.ts'
import { actor } from '../people/index.ts'
import type { AcceptedQuoteStore } from './accepted-queries.ts'
import type { QuoteStore } from './queries.ts'

export function quotePipelineRoutes(
  app: FastifyInstance,
  repo: AcceptedQuoteStore & Pick<QuoteStore, 'quote'>,
  guards: {
    writes: onRequestHookHandler
    leads: onRequestHookHandler
    shipments: onRequestHookHandler
  },
  bank: BankDetails | null,
  /** Called once a booking's confirmation is queued, so the outbox sends it now. */
  onNotification: () => void = () => {},
) {
  const { writes, leads, shipments } = guards

  app.get<{ Querystring: { lead?: string } }>(
    '/api/staff/quotes/accepted',
    { onRequest: shipments },
    async (request, reply) => {
      const leadId = recordId(request.query.lead)
      const content = leadId ? await repo.leadAcceptedQuote(leadId) : null
      return content
        ? { reference: content.reference, subject: content.subject }
        : reply.code(404).send({ error: quotePipelineMessages.noAcceptedQuote })
    },
  )

  app.get<{ Params: { id: string } }>(
    '/api/staff/quotes/:id/deposit',
    { onRequest: leads },
    async (request, reply) => {
      const id = recordId(request.params.id)
      if (!id || !(await repo.quote(id)))
        return reply.code(404).send({ error: quoteMessages.noSuchQuote })
      const accepted = await repo.acceptedQuote(id)
      if (!accepted) return reply.code(409).send({ error: quotePipelineMessages.notAccepted })
      const { content, receivedAt, receivedBy } = accepted
      const answer: QuoteDeposit = {
        reference: content.reference,
        due: content.totals.deposit,
        bank,
        receivedAt,
        receivedBy,
      }
      return answer
    },
  )

  app.post<{ Params: { id: string } }>(
    '/api/staff/quotes/:id/deposit',
    { onRequest: [writes, leads] },
    async (request, reply) => {
      const asked = recordId(request.params.id)
      const quote = asked === undefined ? null : await repo.quote(asked)
      if (!quote) return reply.code(404).send({ error: quoteMessages.noSuchQuote })
      const { id } = quote
      if (quote.status !== 'accepted')
        return reply.code(409).send({ error: quotePipelineMessages.notAccepted })
      const received = await repo.receiveDeposit(
        id,
        { ...actor(request, 'quote.deposit_received'), after: { leadId: quote.leadId } },
        { phone: quote.subject.customer.phone, leadId: quote.leadId },
      )
      if (!received)
        return reply.code(409).send({ error: quotePipelineMessages.depositAlreadyReceived })
      onNotification()
      return { ok: true }
    },
  )
}
