/**
 * Staff routes, behind the console's guards (`leads`: admins and sales; and `writes`: JSON from
 * the console's own origin): sending a quote and revising a sent one (issue 53).
 *
 * `POST /api/staff/quotes/:id/send {revision}` freezes the draft as the next version, makes a
 * private link for the customer, queues their e-mail in the quote's language, moves a new or
 * contacted lead to "quoted" and answers the quote with the link and a WhatsApp chat that carries
 * it. `POST /api/staff/quotes/:id/revise {revision}` makes a sent quote a draft again; the next
 * send is the next version, and every link sent before opens it. An accepted quote is never
 * changed. The audit trail names the quote, its version, total and language, never a link.
 */
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify'

import { EMAIL_PATTERN } from '@contract/email.ts'
import { quoteContent, sealedContent } from '@contract/quote-content.ts'
import { quoteStepSchema } from '@contract/quote-input.ts'
import * as arWords from '@contract/quote-mail-messages.ar.ts'
import * as enWords from '@contract/quote-mail-messages.ts'
import { quoteMessages } from '@contract/quote-messages.ts'
import { quoteTotals } from '@contract/quote-totals.ts'
import type { QuoteSent, QuoteStatus, QuoteStep } from '@contract/quotes.ts'
import { recordId } from '../http/index.ts'
import { readArabicSiteEnv, readSiteEnv } from '../../../src/config/site-env.ts'
import { qatarToday } from '../../../src/lib/qatar-today.ts'
import { actor } from '../people/index.ts'
import { newQuoteLink, quoteLinkUrl, whatsappUrl } from './links.ts'
import type { QuoteStore } from './queries.ts'
import type { QuoteSendStore } from './send-queries.ts'
import { answer } from './staff-routes.ts'

const env = import.meta.env as unknown as Record<string, string | undefined>
const companies = { en: readSiteEnv(env).companyName, ar: readArabicSiteEnv(env).companyName }
const words = { en: enWords, ar: arWords }

/** Tries to move the lead along before the send goes without it: someone is changing it. */
const LEAD_TRIES = 3

export type QuoteSendOptions = {
  /** The public origin customers' links point at (config.mail.siteUrl). */
  siteUrl: string
  /** Wakes the outbox once the e-mail is queued. */
  onNotification: () => void
  /** Tells the leads inbox that a lead moved. */
  onLeadChange: () => void
  today?: () => string
}

export function quoteSendRoutes(
  app: FastifyInstance,
  repo: QuoteStore & QuoteSendStore,
  guards: { writes: onRequestHookHandler; leads: onRequestHookHandler },
  { siteUrl, onNotification, onLeadChange, today = qatarToday }: QuoteSendOptions,
) {
  const { writes, leads } = guards
  const refuse = (reply: FastifyReply, status: number, error: string) =>
    reply.code(status).send({ error })

  /**
   * The quote the address names, or the reply that refuses it: unknown, accepted by the customer,
   * not in `status` (`otherStatus` says why), or changed since the request's `revision`.
   */
  async function changeable(
    request: { params: { id: string }; body: QuoteStep },
    reply: FastifyReply,
    status: QuoteStatus,
    otherStatus: string,
  ) {
    const id = recordId(request.params.id)
    const quote = id === undefined ? null : await repo.quote(id)
    if (!quote) return { refused: refuse(reply, 404, quoteMessages.noSuchQuote) }
    if (await repo.quoteAccepted(quote.id))
      return { refused: refuse(reply, 409, quoteMessages.accepted) }
    if (quote.status !== status) return { refused: refuse(reply, 409, otherStatus) }
    if (request.body.revision !== quote.revision)
      return { refused: refuse(reply, 409, quoteMessages.changedMeanwhile) }
    return { quote }
  }

  app.post<{ Params: { id: string }; Body: QuoteStep }>(
    '/api/staff/quotes/:id/send',
    { schema: { body: quoteStepSchema }, onRequest: [writes, leads] },
    async (request, reply) => {
      const found = await changeable(request, reply, 'draft', quoteMessages.sendOnlyDraft)
      if (!found.quote) return found.refused
      const { quote } = found
      const { id } = quote
      if (quote.lines.length === 0) return refuse(reply, 422, quoteMessages.noLines)
      if (quote.validUntil < today()) return refuse(reply, 422, quoteMessages.validityPassed)
      const { customer } = quote.subject
      // Addresses were checked when the enquiry came in; a lead stored before that check was not.
      if (!EMAIL_PATTERN.test(customer.email))
        return refuse(reply, 422, quoteMessages.noCustomerEmail)

      const version = (quote.currentVersion ?? 0) + 1
      const sealed = await sealedContent(quoteContent(quote, version))
      const { token, tokenHash } = newQuoteLink()
      const sent = {
        ...actor(request, 'quote.sent'),
        after: {
          leadId: quote.leadId,
          version,
          total: quoteTotals(quote).total,
          language: quote.language,
        },
      }
      let outcome: Awaited<ReturnType<QuoteSendStore['sendQuote']>>
      let moved = false
      for (let tries = 1; ; tries += 1) {
        const from = await repo.leadStatus(quote.leadId)
        // A lead already won or lost stays so; "quoted" stays "quoted".
        moved = tries <= LEAD_TRIES && (from === 'new' || from === 'contacted')
        const leadMove = moved
          ? {
              from: from!,
              by: {
                ...actor(request, 'lead.status-changed'),
                before: { status: from },
                after: { status: 'quoted', quoteId: id, version, via: 'quote.sent' },
              },
            }
          : null
        outcome = await repo.sendQuote({
          id,
          leadId: quote.leadId,
          revision: quote.revision,
          version,
          sealed,
          tokenHash,
          sent,
          leadMove,
        })
        if (outcome !== 'lead-changed') break
      }
      if (outcome === 'quote-changed') {
        // Sent or edited between the reading and the write: say which.
        const now = await repo.quote(id)
        return refuse(
          reply,
          409,
          now && now.status !== 'draft'
            ? quoteMessages.sendOnlyDraft
            : quoteMessages.changedMeanwhile,
        )
      }
      onNotification()
      if (moved) onLeadChange()
      const link = quoteLinkUrl(siteUrl, token, quote.language)
      const text = words[quote.language].whatsappText(
        customer.name,
        quote.reference,
        companies[quote.language],
        link,
      )
      const answered: QuoteSent = {
        quote: answer((await repo.quote(id))!),
        link,
        whatsapp: whatsappUrl(customer.phone, text),
      }
      return answered
    },
  )

  app.post<{ Params: { id: string }; Body: QuoteStep }>(
    '/api/staff/quotes/:id/revise',
    { schema: { body: quoteStepSchema }, onRequest: [writes, leads] },
    async (request, reply) => {
      const found = await changeable(request, reply, 'sent', quoteMessages.reviseOnlySent)
      if (!found.quote) return found.refused
      const { quote } = found
      const { id } = quote
      const revised = await repo.reviseQuote(id, quote.revision, {
        ...actor(request, 'quote.revised'),
        before: { status: 'sent' },
        after: { status: 'draft', leadId: quote.leadId, version: quote.currentVersion },
      })
      if (!revised) {
        // Accepted, moved on or revised between the reading and the write: say which.
        const now = await repo.quote(id)
        const error = (await repo.quoteAccepted(id))
          ? quoteMessages.accepted
          : now && now.status !== 'sent'
            ? quoteMessages.reviseOnlySent
            : quoteMessages.changedMeanwhile
        return refuse(reply, 409, error)
      }
      return { quote: answer((await repo.quote(id))!) }
    },
  )
}
