import { randomInt } from 'node:crypto'

import type { EnquiryBody } from '@contract/enquiry-body.ts'
import type { FieldErrors, Parsed } from '@contract/messages.ts'
import { serverMessages } from '@contract/server-messages.ts'
import type { QuoteDetails } from '../../../src/lib/quote-details.ts'

import type { Config } from '../config.ts'
import { originChecker, type Logger } from '../http/index.ts'

import { enquiryFingerprint } from './input.ts'
import type { EnquiryStore } from './enquiry-queries.ts'
import { checkCaptcha } from './recaptcha.ts'

export const enquiryMessages = {
  crossOrigin: serverMessages.crossOrigin,
  badIdempotencyKey: serverMessages.badIdempotencyKey,
  keyReused: serverMessages.keyReused,
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/

/** The id a bot is told its enquiry got: drawn at random, so it says nothing about real ones. */
const pretendId = () => randomInt(1, 2 ** 31)

/** What the pipeline needs to know about one HTTP request, whatever its body format. */
export type EnquiryRequest = {
  /** The body as the route's schema parsed it. */
  body: Parsed<EnquiryBody<QuoteDetails>>
  /** Origin header, if the browser sent one. */
  origin: string | undefined
  /** Idempotency-Key header, as received. */
  idempotencyKey: string | string[] | undefined
  /** Client IP (after trusted proxies), protocol and host the request was sent to. */
  ip: string
  protocol: string
  host: string
  hostname: string
  log: Logger
}

export type EnquiryOutcome =
  | { ok: true; id: number; replayed: boolean }
  | { ok: false; status: number; error: string; fields?: FieldErrors }

const reject = (status: number, error: string, fields?: FieldErrors): EnquiryOutcome =>
  fields ? { ok: false, status, error, fields } : { ok: false, status, error }

/**
 * An enquiry from any route, checked and stored in order: origin, idempotency key, fields (SPEC
 * 3.1), replay, bot check, then one transaction with its notification before success, so an
 * acknowledged enquiry is never lost.
 */
export function enquiryPipeline(
  repo: Pick<EnquiryStore, 'findByIdempotencyKey' | 'createEnquiry'>,
  config: Pick<Config, 'recaptcha' | 'allowedOrigins' | 'leadWebhook'>,
  onCreated: () => void,
) {
  const originAllowed = originChecker(config.allowedOrigins)

  async function submit(request: EnquiryRequest): Promise<EnquiryOutcome> {
    if (!originAllowed(request)) return reject(403, enquiryMessages.crossOrigin)

    const keyHeader = request.idempotencyKey
    if (
      keyHeader !== undefined &&
      (typeof keyHeader !== 'string' || !IDEMPOTENCY_KEY.test(keyHeader))
    )
      return reject(400, enquiryMessages.badIdempotencyKey)

    const body = request.body
    if (!body.ok) return reject(400, body.error, body.fields)
    const { companyWebsite, ...input } = body.value
    if (companyWebsite) {
      // A bot filled the hidden field: it gets what a stored enquiry gets, and nothing is kept,
      // checked with Google or announced.
      request.log.info({}, 'enquiry dropped: the honeypot field was filled')
      return { ok: true, id: pretendId(), replayed: false }
    }
    const idempotency = keyHeader
      ? { key: keyHeader, fingerprint: enquiryFingerprint(input) }
      : null

    // A retry must not be re-verified: its token may be spent, and nothing new gets stored.
    if (idempotency) {
      const previous = await repo.findByIdempotencyKey(idempotency.key)
      if (previous && previous.fingerprint !== idempotency.fingerprint)
        return reject(422, enquiryMessages.keyReused)
      if (previous) return { ok: true, id: previous.id, replayed: true }
    }

    const { recaptchaToken, ...enquiry } = input
    const verdict = await checkCaptcha(
      config.recaptcha,
      recaptchaToken,
      request.ip,
      request.hostname,
    )
    if (!verdict.ok) return reject(verdict.status, verdict.error)

    const result = await repo.createEnquiry(
      {
        ...enquiry,
        clientIp: request.ip,
        recaptchaScore: verdict.score,
        reviewReason: verdict.reviewReason,
      },
      idempotency,
      { leadWebhook: config.leadWebhook !== null },
    )
    if (result.kind === 'conflict') return reject(422, enquiryMessages.keyReused)
    if (result.kind === 'created') {
      request.log.info(
        { enquiryId: result.id, review: verdict.reviewReason ?? undefined },
        'enquiry stored',
      )
      onCreated()
    }
    return { ok: true, id: result.id, replayed: result.kind === 'replayed' }
  }

  return { submit, originAllowed }
}

export type EnquiryPipeline = ReturnType<typeof enquiryPipeline>
