/**
 * Public routes, for customers (no session): asking for milestone e-mails, confirming and
 * stopping them under /api/jobs/subscriptions/. Guards: JSON from the site's own origin, the
 * second factor and the lookup budget for a request; a link's token for the rest.
 */
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify'

import {
  subscriptionRequestSchema,
  type SubscriptionAccepted,
  type SubscriptionRequest,
} from '@contract/jobs.ts'
import type { ErrorBody } from '@contract/messages.ts'
import { localeInfo, localePath, type Locale } from '../../../src/i18n/locales.ts'
import type { Config } from '../config.ts'
import { privacyMessages } from '@contract/tracking-messages.ts'
import { whatsappNumber } from '@contract/whatsapp.ts'
import { parsedPart, requestLocale } from '../http/index.ts'

import type { LookupBudget } from './lookup-budget.ts'
import { atLeast, type SecondFactor } from './second-factor.ts'
import * as ar from './subscriber-messages.ar.ts'
import * as en from './subscriber-messages.ts'
import type { SubscriptionLink, SubscriptionStore } from './subscription-queries.ts'
import { CONFIRM_LINK_DAYS, hashToken, subscriptionPaths } from './subscriptions.ts'

import { TRACK_PAGE } from './track-page.ts'
import { escapeHtml } from '../http/index.ts'

type TokenQuery = { token?: unknown; lang?: unknown }

const texts = { en, ar }

/** Stands in for a value while its sentence is escaped, then gives way to the value's markup. */
const SLOT = '\uE000'

/** A tracking number in a sentence, isolated left to right (in Arabic it would take the stop). */
const number = (trackingId: string) => `<bdi dir="ltr">${escapeHtml(trackingId)}</bdi>`

/**
 * A small self-contained page in the subscriber's language: no scripts, no assets, only style
 * attributes (the CSP's rule). `content` is HTML already escaped.
 */
function page(reply: FastifyReply, status: number, locale: Locale, title: string, content: string) {
  const { lang, dir } = localeInfo[locale]
  const trackLink =
    `<p><a href="${localePath(locale, TRACK_PAGE)}">` +
    `${escapeHtml(texts[locale].pages.track)}</a></p>`
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">` +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${escapeHtml(title)}</title></head>` +
        '<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:34rem;' +
        'margin:3rem auto;padding:0 1rem;color:#1f2937">' +
        `<main><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>${content}${trackLink}` +
        '</main></body></html>',
    )
}

/** A page that says one thing (given as HTML) and offers tracking. */
const notice = (reply: FastifyReply, status: number, locale: Locale, title: string, body: string) =>
  page(reply, status, locale, title, `<p>${body}</p>`)

const badLink = (reply: FastifyReply, locale: Locale, which: 'badConfirm' | 'badUnsubscribe') => {
  const { title, body } = texts[locale].pages[which]
  const text = typeof body === 'function' ? body(CONFIRM_LINK_DAYS) : body
  return notice(reply, 404, locale, title, escapeHtml(text))
}

const unsubscribed = (reply: FastifyReply, { trackingId, locale }: SubscriptionLink) => {
  const { title, body } = texts[locale].pages.unsubscribed
  return notice(reply, 200, locale, title, escapeHtml(body(SLOT)).replace(SLOT, number(trackingId)))
}

/** A token as sent in our links; anything else is looked up as one that matches nothing. */
const tokenOf = (query: TokenQuery) =>
  typeof query.token === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(query.token) ? query.token : ''

/** The language an Arabic subscriber's links name, for a link whose token no longer works. */
const linkLocale = (query: TokenQuery): Locale => (query.lang === 'ar' ? 'ar' : 'en')

/**
 * Milestone e-mails, double opt-in: the same second factor as a reveal asks for them, an e-mailed
 * link confirms them, and every e-mail's link (or its RFC 8058 one-click POST) stops them.
 */
export function registerSubscriptions(
  app: FastifyInstance,
  deps: {
    repo: Pick<
      SubscriptionStore,
      | 'subscribe'
      | 'confirmSubscription'
      | 'findUnsubscribeToken'
      | 'unsubscribe'
      | 'followOnWhatsApp'
    >
    secondFactor: SecondFactor
    /** Refuses what is not JSON from our own origin, before the body is read. */
    guard: onRequestHookHandler
    /** Called after a confirmation e-mail is committed (wakes the outbox). */
    onNotification: () => void
    /** The client's lookups: a subscription, which takes the second factor, costs one. */
    budget: LookupBudget
  },
  config: Pick<Config, 'rateLimit' | 'privacy'>,
) {
  const { repo, secondFactor, guard, onNotification, budget } = deps
  // The second factor is refused while its limit cannot be counted; a link's token is not a
  // guess worth limiting closed, so links keep working (docs/decisions/031).
  const rateLimit = { max: config.rateLimit.trackingPerMinute, timeWindow: 60_000 }
  const linkLimit = { ...rateLimit, skipOnError: true }

  app.post<{ Body: SubscriptionRequest; Reply: SubscriptionAccepted | ErrorBody }>(
    subscriptionPaths.subscribe,
    {
      schema: { body: subscriptionRequestSchema },
      attachValidation: true,
      onRequest: guard,
      // After the limit of its own: while Redis cannot count, that one refuses it alone.
      preHandler: budget.spendOne,
      config: { rateLimit },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const answer = await atLeast(
        config.privacy.answerMs,
        async (): Promise<{
          status: number
          body: SubscriptionAccepted | ErrorBody
          retryAfter?: number
        }> => {
          const body = parsedPart(request.body, request.validationError)
          if (!body.ok) return { status: 400, body: { error: body.error, fields: body.fields } }
          const outcome = await secondFactor(body.value, request.ip, request.log)
          if (!outcome.ok) return outcome
          const { email, wholeMove = false, whatsapp } = body.value
          // The page's language, which the site's API client sends with every request.
          const locale = requestLocale(request)
          // Checked before anything is stored, so a refusal leaves the e-mail unasked too.
          const phone = whatsapp ? whatsappNumber(outcome.job.contact_number) : null
          if (whatsapp && !phone)
            return { status: 409, body: { error: privacyMessages.noWhatsAppNumber } }
          if (phone)
            await repo.followOnWhatsApp(outcome.job.id, phone, wholeMove, locale, request.ip)
          if (
            email &&
            (await repo.subscribe(outcome.job.id, email, wholeMove, Date.now(), locale)) ===
              'queued'
          )
            onNotification()
          return { status: 202, body: { ok: true } }
        },
      )
      if (answer.retryAfter) reply.header('retry-after', answer.retryAfter)
      return reply.code(answer.status).send(answer.body)
    },
  )

  // A mail scanner that fetches links would confirm on the reader's behalf; HEAD at least does
  // not (it gets 405).
  app.get<{ Querystring: TokenQuery }>(
    subscriptionPaths.confirm,
    { exposeHeadRoute: false, config: { rateLimit: linkLimit } },
    async (request, reply) => {
      const confirmed = await repo.confirmSubscription(hashToken(tokenOf(request.query)))
      if (!confirmed) return badLink(reply, linkLocale(request.query), 'badConfirm')
      const { trackingId, locale } = confirmed
      const target = `${localePath(locale, TRACK_PAGE)}?tracking_id=${encodeURIComponent(trackingId)}&subscribed=1`
      return reply.header('cache-control', 'no-store').redirect(target, 303)
    },
  )

  // GET only shows a button: link scanners fetch links, and must not unsubscribe anyone.
  app.get<{ Querystring: TokenQuery }>(
    subscriptionPaths.unsubscribe,
    { config: { rateLimit: linkLimit } },
    async (request, reply) => {
      const token = tokenOf(request.query)
      const found = await repo.findUnsubscribeToken(hashToken(token))
      if (!found) return badLink(reply, linkLocale(request.query), 'badUnsubscribe')
      if (found.unsubscribed) return unsubscribed(reply, found)
      const { title, body, button } = texts[found.locale].pages.unsubscribe
      const action = `${subscriptionPaths.unsubscribe}?token=${token}`
      return page(
        reply,
        200,
        found.locale,
        title,
        `<p>${escapeHtml(body(SLOT)).replace(SLOT, number(found.trackingId))}</p>` +
          `<form method="post" action="${escapeHtml(action)}">` +
          `<button type="submit" style="font:inherit;padding:.5rem 1rem">${escapeHtml(button)}</button>` +
          '</form>',
      )
    },
  )

  // The one-click POST (RFC 8058) sends `List-Unsubscribe=One-Click`, form-encoded or as
  // multipart; the token in the URL is all that counts, so the body is read as nothing.
  app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
      payload.resume()
      payload.on('end', () => done(null, {}))
    })
    scope.post<{ Querystring: TokenQuery }>(
      subscriptionPaths.unsubscribe,
      { config: { rateLimit: linkLimit } },
      async (request, reply) => {
        const done = await repo.unsubscribe(hashToken(tokenOf(request.query)))
        if (!done) return badLink(reply, linkLocale(request.query), 'badUnsubscribe')
        return unsubscribed(reply, done)
      },
    )
  })
}
