/**
 * Public route, for visitors whose browser ran no script (no session): the enquiry forms' plain
 * posts. Guards: the site's origin, the per-minute rate limit, and a review flag in place of
 * reCAPTCHA.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { HONEYPOT_FIELD } from '@contract/enquiry.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { internationalNumber } from '@contract/phone.ts'
import { reviewReasons } from '@contract/review-reasons.ts'
import { localePath } from '../../../src/i18n/locales.ts'
import { qatarToday } from '../../../src/lib/qatar-today.ts'
import { localiseErrorBody, requestLocale, toArabic, type OriginCheck } from '../http/index.ts'
import { notFoundPage, type PageRenderers, type Site } from '../site/index.ts'

import { enquiryBody } from './input.ts'
import type { EnquiryStore } from './enquiry-queries.ts'

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded'
const THANK_YOU_PAGE = '/thank-you'

/** The fields the site's enquiry forms send; anything else a form carries is ignored. */
const FORM_FIELDS = [
  'fullName',
  'phoneNumber',
  'email',
  'serviceType',
  'message',
  'trackingNumber',
  'locale',
  'whatsappUpdates',
]
/** The phone fields' country code, posted beside the number and joined to it before the checks. */
const DIAL_CODE = 'dialCode'

/**
 * A plain form post has no reCAPTCHA token (the check needs JavaScript): it passes the same
 * checks, and is stored flagged for review.
 */
export const NO_TOKEN_REVIEW = reviewReasons.plainForm

const HOUR = 3_600_000
/** Qatar keeps UTC+3 all year, so its next day is 24 hours on and its 07:00 is 04:00 UTC. */
const DIGEST_AT_DOHA = 'T07:00:00+03:00'

/**
 * The digest a plain-form enquiry stored at `now` joins in production: one e-mail per Doha day,
 * sent at 07:00 the next morning.
 */
export function formDigest(now: number) {
  const dueAt = Date.parse(qatarToday(new Date(now + 24 * HOUR)) + DIGEST_AT_DOHA)
  return { key: `plain-forms:${qatarToday(new Date(now))}`, dueAt }
}

/** A route handler as the router stores it per constraint value. */
type Strategy = Parameters<FastifyInstance['addConstraintStrategy']>[0]
type Handler = Parameters<ReturnType<Strategy['storage']>['set']>[1]

const mediaType = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()

/**
 * Form posts to the enquiry endpoint get their own route, chosen by content type, so the JSON
 * route stays exactly as it is. Bodies parse to plain objects of strings (a repeated field keeps
 * its last value).
 */
export function registerFormEnquiries(app: FastifyInstance, deps: Deps, perMinute: number) {
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
  app.addConstraintStrategy({
    name: 'mediaType',
    storage() {
      const handlers = new Map<unknown, Handler>()
      return {
        get: (type: unknown) => handlers.get(type) ?? null,
        set: (type: unknown, handler: Handler) => void handlers.set(type, handler),
      }
    },
    deriveConstraint: (request) => mediaType(request as unknown as FastifyRequest) ?? '',
  })
  app.post<{ Body: FormBody }>(
    '/api/contacts/enquiries/',
    {
      constraints: { mediaType: FORM_CONTENT_TYPE },
      config: { rateLimit: { max: perMinute, timeWindow: 60_000, skipOnError: true } },
    },
    (request, reply) => handleFormEnquiry(request, reply, deps),
  )
}

function originOf(url: string | undefined) {
  try {
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** A urlencoded body as the parser above leaves it. */
type FormBody = Record<string, string> | undefined

export type Deps = {
  repo: Pick<EnquiryStore, 'createEnquiry' | 'countEnquiriesSince'>
  site: Site
  renderers: PageRenderers
  onCreated: () => void
  originAllowed: OriginCheck
  /**
   * Nothing vouches for these enquiries, so a script can post them: at most `perHour` from all
   * clients together, and with `digest` (production) sales hear of them once a day, not singly.
   */
  unverified: { perHour: number; digest: boolean }
  /** Every stored enquiry goes to the CRM too (LEADS_WEBHOOK_URL), whether verified or not. */
  leadWebhook: boolean
}

/**
 * POST /api/contacts/enquiries/ from an enquiry form when scripts did not run: the same checks as
 * the JSON API, then 303 to the thank-you page, or the form again with the spec's messages next to
 * the visitor's values. Unlike JSON, a form can be posted from any site, so the browser's Origin
 * (or, failing that, Referer) must be this site.
 */
async function handleFormEnquiry(
  request: FastifyRequest<{ Body: FormBody }>,
  reply: FastifyReply,
  { repo, site, renderers, onCreated, originAllowed, unverified, leadWebhook }: Deps,
) {
  const locale = requestLocale(request)
  const thankYou = localePath(locale, THANK_YOU_PAGE)
  const referer = typeof request.headers.referer === 'string' ? request.headers.referer : undefined
  const from = originOf(request.headers.origin === undefined ? referer : request.headers.origin)
  // The same allowed origins as the JSON route (configured, never taken from Host in production).
  if (!from || !originAllowed({ origin: from, protocol: request.protocol, host: request.host }))
    return reply
      .code(403)
      .type('text/plain; charset=utf-8')
      .send(locale === 'ar' ? toArabic(serverMessages.crossOrigin) : serverMessages.crossOrigin)

  const body = request.body ?? {}
  const values: Record<string, string> = {}
  for (const name of FORM_FIELDS) if (typeof body[name] === 'string') values[name] = body[name]
  const dialCode = /^[0-9]{1,4}$/.test(body[DIAL_CODE] ?? '') ? body[DIAL_CODE] : undefined

  const pageUrl = referer && originOf(referer) === from ? referer : `${from}/`
  const input = enquiryBody.parse({
    ...values,
    [HONEYPOT_FIELD]: body[HONEYPOT_FIELD],
    ...(dialCode && values.phoneNumber !== undefined
      ? { phoneNumber: internationalNumber(dialCode, values.phoneNumber) }
      : {}),
    refererUrl: pageUrl,
    submittedUrl: pageUrl,
  })
  if (!input.ok) {
    // The form comes back in the language it was sent in, around that language's page.
    const template = notFoundPage(site, localePath(locale, '/404')).bodies.identity.body.toString(
      'utf8',
    )
    const errors = localiseErrorBody(input, locale).fields
    const renderer = renderers[locale]
    // The form comes back as the visitor filled it: the code and the number apart.
    const echo = { values: dialCode ? { ...values, [DIAL_CODE]: dialCode } : values, errors }
    const html = renderer
      ? await renderer.renderEnquiryCorrectionPage(template, echo)
      : `<!doctype html><title>Please check your enquiry</title><ul>${Object.values(errors)
          .map((message) => `<li>${escapeHtml(message ?? '')}</li>`)
          .join('')}</ul>`
    return reply.code(400).type('text/html; charset=utf-8').send(html)
  }

  const { companyWebsite, ...checked } = input.value
  // A bot filled the hidden field: it sees the thank-you page like anyone, and nothing is kept.
  if (companyWebsite) return reply.redirect(thankYou, 303)

  const now = Date.now()
  const recent = await repo.countEnquiriesSince(NO_TOKEN_REVIEW, new Date(now - HOUR))
  if (recent.count >= unverified.perHour) {
    const endsAt = (recent.first?.getTime() ?? now) + HOUR
    request.log.warn({ perHour: unverified.perHour }, 'plain-form enquiry refused: hourly cap')
    return reply
      .code(429)
      .header('retry-after', Math.max(1, Math.ceil((endsAt - now) / 1000)))
      .type('text/plain; charset=utf-8')
      .send(locale === 'ar' ? toArabic(serverMessages.formsBusy) : serverMessages.formsBusy)
  }

  // A form sends no token (it is not among the form's fields), and none is stored.
  const enquiry: Partial<typeof checked> & Omit<typeof checked, 'recaptchaToken'> = checked
  delete enquiry.recaptchaToken
  const result = await repo.createEnquiry(
    { ...enquiry, clientIp: request.ip, recaptchaScore: null, reviewReason: NO_TOKEN_REVIEW },
    null,
    { digest: unverified.digest ? formDigest(now) : null, leadWebhook },
  )
  if (result.kind === 'created') {
    request.log.info({ enquiryId: result.id, review: NO_TOKEN_REVIEW }, 'enquiry stored')
    onCreated()
  }
  return reply.redirect(thankYou, 303)
}
