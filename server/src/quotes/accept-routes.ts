/**
 * Public routes, for whoever holds a quote's link (no session): accepting the quote on its page
 * (issue 53, item 3), as plain POST forms that work without scripts.
 *
 * `POST /quote/:token/accept` (and `/ar/…`) takes the typed full name, the tick on "I accept these
 * terms" and the options chosen, and e-mails a 6-digit code to the address on the quote; the page
 * comes back with the field for it, or with each refused field's message and what was typed.
 * `POST /quote/:token/confirm` takes the same and the code; the right one records the acceptance
 * in one transaction and answers 303 to the page, which then shows its record.
 *
 * Guards: the site's Origin (or Referer), as the site's public forms check it; then the link,
 * looked up as the page looks it up, so a wrong, malformed or revoked token answers the page's
 * 404. Nothing in the forms is trusted: the name and options are checked again at each step, and
 * the acceptance seals the version as stored with the options the server recognises.
 */
import { timingSafeEqual } from 'node:crypto'

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import { quoteContent, sealedContent, type QuoteContent } from '@contract/quote-content.ts'
import { whatsappNumber } from '@contract/whatsapp.ts'
import { localePath, locales } from '../../../src/i18n/locales.ts'
import { qatarToday } from '../../../src/lib/qatar-today.ts'
import type { OriginCheck } from '../http/index.ts'

import { codeHash, type QuoteCode } from './accept-mail-queries.ts'
import { CODE_TRIES, type AcceptTarget, type QuoteAcceptStore } from './accept-queries.ts'
import {
  acceptForm,
  acceptWords,
  codeForm,
  declineForm,
  isDeclineReason,
  type AcceptEcho,
  type DeclineEcho,
} from './accept-view.ts'
import { openToAnswer, QUOTE_PAGE, type QuotePageRenderer } from './customer-page.ts'
import { quoteTokenHash } from './links.ts'
import { chosenOf, refusedForeign, type FormBody } from './page-forms.ts'
import type { QuotePageStore } from './page-queries.ts'
import type { QuoteSendStore } from './send-queries.ts'
import type { WhatsAppContactStore } from '../whatsapp/index.ts'

/**
 * Codes one quote may be sent in an hour: enough for a mistyped address's second try and a late
 * e-mail's third, too few to fill a mailbox with codes or to turn the form into a mailer.
 */
const CODES_PER_HOUR = 3
const HOUR = 3_600_000
const NAME_MAX = 120
const NOTE_MAX = 1000
/** Qatar keeps UTC+3 all year, without summer time. */
const DOHA_OFFSET_MS = 3 * HOUR

/** Doha's wall clock at `at`, as the acceptance keeps it: '2026-11-28 14:05:09 +03:00'. */
const dohaClock = (at: number) =>
  `${new Date(at + DOHA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')} +03:00`

/** The name as typed, its runs of spaces made one; control characters make it invalid. */
const nameOf = (body: FormBody) => (body.name ?? '').replace(/[ \t]+/g, ' ').trim()

export type QuoteAcceptOptions = {
  originAllowed: OriginCheck
  /** Wakes the outbox once a code's e-mail is queued. */
  onNotification: () => void
  /** Tells the leads inbox that a lead moved. */
  onLeadChange: () => void
}

export function quoteAcceptRoutes(
  app: FastifyInstance,
  repo: QuoteAcceptStore &
    QuotePageStore &
    Pick<QuoteSendStore, 'leadStatus'> &
    Pick<WhatsAppContactStore, 'consentToWhatsApp'>,
  renderer: QuotePageRenderer,
  { originAllowed, onNotification, onLeadChange }: QuoteAcceptOptions,
) {
  /** What refuses a step before its fields are read: a foreign origin, or a link that opens nothing. */
  async function guard(
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
    language: EnquiryLocale,
  ) {
    if (refusedForeign(request, reply, language, originAllowed)) return null
    const tokenHash = quoteTokenHash(request.params.token)
    const target = await repo.acceptTarget(tokenHash)
    const row = target && (await repo.quotePage(tokenHash))
    if (!target || !row) {
      await renderer.notFound(reply, language)
      return null
    }
    const path = `${localePath(language, QUOTE_PAGE)}/${request.params.token}`
    const content = JSON.parse(target.content) as QuoteContent
    const body = (request.body ?? {}) as FormBody
    const echo: AcceptEcho = {
      name: nameOf(body),
      agreed: body.agree === 'yes',
      chosen: chosenOf(body, content),
      whatsapp: body.whatsappUpdates === 'yes',
      offerWhatsApp: whatsappNumber(content.subject.customer.phone) !== null,
      errors: {},
    }
    const show = (section: string, status: number) =>
      renderer.page(reply, row, language, path, null, { chosen: echo.chosen, section, status })
    return { target, content, path, echo, show }
  }

  /** Why the quote cannot be accepted now, or null when it can. */
  function closed(language: EnquiryLocale, target: AcceptTarget, content: QuoteContent) {
    const words = acceptWords(language)
    if (openToAnswer(target.status, content, qatarToday())) return null
    if (target.status === 'accepted') return words.acceptedAlready
    if (target.status === 'declined') return words.declinedMeanwhile
    if (target.status === 'draft') return words.revisedMeanwhile
    return words.expiredMeanwhile
  }

  /** The refused fields of the first step, if any. */
  function fieldErrors(language: EnquiryLocale, echo: AcceptEcho, body: FormBody) {
    const words = acceptWords(language)
    const errors: AcceptEcho['errors'] = {}
    // eslint-disable-next-line no-control-regex -- the characters a typed name never holds
    if (!echo.name || /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(body.name ?? ''))
      errors.name = words.nameNeeded
    else if (echo.name.length > NAME_MAX) errors.name = words.nameTooLong
    if (!echo.agreed) errors.agree = words.agreeNeeded
    return errors
  }

  for (const language of locales) {
    const words = acceptWords(language)
    const base = `${localePath(language, QUOTE_PAGE)}/:token`

    app.post<{ Params: { token: string } }>(`${base}/accept`, async (request, reply) => {
      const step = await guard(request, reply, language)
      if (!step) return reply
      const { target, content, path, echo, show } = step
      const refusal = closed(language, target, content)
      if (refusal)
        return show(acceptForm(language, path, { ...echo, errors: { form: refusal } }), 409)
      echo.errors = fieldErrors(language, echo, request.body as FormBody)
      if (Object.keys(echo.errors).length) return show(acceptForm(language, path, echo), 422)
      const at = Date.now()
      if ((await repo.codesSince(target.quoteId, at - HOUR)) >= CODES_PER_HOUR)
        return show(
          acceptForm(language, path, { ...echo, errors: { form: words.tooManyCodes } }),
          429,
        )
      await repo.requestCode(target.quoteId, target.leadId, target.version, at)
      onNotification()
      return show(codeForm(language, path, content.subject.customer.email, echo), 200)
    })

    app.post<{ Params: { token: string } }>(`${base}/confirm`, async (request, reply) => {
      const step = await guard(request, reply, language)
      if (!step) return reply
      const { target, content, path, echo, show } = step
      const body = request.body as FormBody
      const refusal = closed(language, target, content)
      if (refusal)
        return show(acceptForm(language, path, { ...echo, errors: { form: refusal } }), 409)
      echo.errors = fieldErrors(language, echo, body)
      if (Object.keys(echo.errors).length) return show(acceptForm(language, path, echo), 422)
      const email = content.subject.customer.email
      const askAgain = (message: string, status: number) =>
        show(codeForm(language, path, email, { ...echo, errors: { code: message } }), status)
      const typed = (body.code ?? '').trim()
      if (!/^\d{6}$/.test(typed)) return askAgain(words.codeFormat, 422)
      const code = await repo.latestCode(target.quoteId)
      if (!code || code.usedAt !== null)
        return show(
          acceptForm(language, path, { ...echo, errors: { form: words.codeMissing } }),
          422,
        )
      if (code.version !== target.version)
        return show(
          acceptForm(language, path, { ...echo, errors: { form: words.revisedMeanwhile } }),
          409,
        )
      if (code.expiresAt <= Date.now()) return askAgain(words.codeExpired, 422)
      // The try is counted before the code is compared, so parallel guesses share the five.
      if (code.attempts >= CODE_TRIES || !(await repo.spendTry(code.id)))
        return askAgain(words.codeSpent, 422)
      if (!matches(code, typed)) {
        const left = CODE_TRIES - code.attempts - 1
        return askAgain(left > 0 ? words.codeWrong(left) : words.codeSpent, 422)
      }
      // Before the acceptance, so its WhatsApp confirmation finds the consent when it goes.
      const phone = echo.whatsapp ? whatsappNumber(content.subject.customer.phone) : null
      if (phone)
        await repo.consentToWhatsApp(phone, language, 'quote', {
          actorId: null,
          actorName: null,
          ip: request.ip,
          action: 'whatsapp.consent',
          recordType: 'lead',
          recordId: target.leadId,
          after: { source: 'quote', quoteId: target.quoteId },
        })
      const outcome = await accept(request, language, target, content, code, echo)
      if (outcome !== 'accepted') {
        const now = await repo.acceptTarget(quoteTokenHash(request.params.token))
        const message = (now && closed(language, now, content)) ?? words.revisedMeanwhile
        return show(acceptForm(language, path, { ...echo, errors: { form: message } }), 409)
      }
      return reply.redirect(path, 303)
    })
  }

  for (const language of locales)
    app.post<{ Params: { token: string } }>(
      `${localePath(language, QUOTE_PAGE)}/:token/decline`,
      async (request, reply) => {
        const step = await guard(request, reply, language)
        if (!step) return reply
        const { target, content, path, echo, show } = step
        const words = acceptWords(language)
        const body = request.body as FormBody
        const decline: DeclineEcho = {
          reason: body.reason ?? '',
          note: (body.note ?? '').trim(),
          errors: {},
        }
        const refusal = closed(language, target, content)
        if (refusal)
          return show(acceptForm(language, path, { ...echo, errors: { form: refusal } }), 409)
        if (!isDeclineReason(decline.reason)) decline.errors.reason = words.reasonNeeded
        if (decline.note.length > NOTE_MAX) decline.errors.note = words.noteTooLong
        if (!isDeclineReason(decline.reason) || decline.errors.note)
          return show(acceptForm(language, path, echo) + declineForm(language, path, decline), 422)
        // Staff read the reason as the customer chose it, in the quote's language, with their words.
        const label = acceptWords(content.language).declineReasons[decline.reason]
        const declined = await repo.declineQuote(
          target.quoteId,
          target.version,
          decline.note ? `${label}: ${decline.note}` : label,
          {
            actorId: null,
            actorName: null,
            ip: request.ip,
            action: 'quote.declined',
            // The choice, never the customer's words.
            after: { leadId: target.leadId, version: target.version, reason: decline.reason },
          },
        )
        if (!declined) {
          const now = await repo.acceptTarget(quoteTokenHash(request.params.token))
          const message = (now && closed(language, now, content)) ?? words.notOpen
          return show(acceptForm(language, path, { ...echo, errors: { form: message } }), 409)
        }
        return reply.redirect(path, 303)
      },
    )

  /** Whether `typed` is the code, compared in constant time. */
  function matches(code: QuoteCode, typed: string) {
    const stored = Buffer.from(code.codeHash, 'utf8')
    const given = Buffer.from(codeHash(code.id, typed), 'utf8')
    // A code not yet drawn (no hash) matches nothing, after the same comparison.
    return (
      timingSafeEqual(given, stored.length === given.length ? stored : given) &&
      stored.length === given.length
    )
  }

  /** Records the acceptance, moving the lead to "won" as sending moves it to "quoted". */
  async function accept(
    request: FastifyRequest,
    language: EnquiryLocale,
    target: AcceptTarget,
    content: QuoteContent,
    code: QuoteCode,
    echo: AcceptEcho,
  ) {
    const sealed = await sealedContent(quoteContent(content, target.version, echo.chosen))
    const at = Date.now()
    const customer = { actorId: null, actorName: null, ip: request.ip }
    const accepted = {
      ...customer,
      action: 'quote.accepted',
      after: {
        leadId: target.leadId,
        version: target.version,
        total: (JSON.parse(sealed.text) as QuoteContent).totals.total,
        language,
        sha256: sealed.sha256,
      },
    }
    for (let tries = 1; ; tries += 1) {
      const from = await repo.leadStatus(target.leadId)
      // A lead already won or lost stays so.
      const moved = tries <= 3 && (from === 'new' || from === 'contacted' || from === 'quoted')
      const outcome = await repo.acceptQuote({
        quoteId: target.quoteId,
        leadId: target.leadId,
        version: target.version,
        codeId: code.id,
        sealed,
        typedName: echo.name,
        at,
        atDoha: dohaClock(at),
        ip: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
        language,
        accepted,
        leadMove: moved
          ? {
              from: from!,
              by: {
                ...customer,
                action: 'lead.status-changed',
                before: { status: from },
                after: {
                  status: 'won',
                  quoteId: target.quoteId,
                  version: target.version,
                  via: 'quote.accepted',
                },
              },
            }
          : null,
      })
      if (outcome === 'lead-changed') continue
      if (outcome === 'accepted' && moved) onLeadChange()
      return outcome
    }
  }
}
