import { randomInt } from 'node:crypto'

import type { onRequestHookHandler } from 'fastify'

import type { EnquiryBody } from '../../shared/contract/enquiry-body.ts'
import type { FieldErrors, Parsed } from '../../shared/contract/messages.ts'
import { serverMessages } from '../../shared/contract/server-messages.ts'
import type { QuoteDetails } from '../../src/lib/quote-details.ts'

import type { Config } from './config.ts'
import type { Repository } from './db/repository.ts'
import { enquiryFingerprint } from './enquiry-input.ts'
import type { Logger } from './mailer.ts'
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
  repo: Repository,
  config: Pick<Config, 'recaptcha' | 'allowedOrigins'>,
  onCreated: () => void,
) {
  /** Other sites' scripts and forms are refused; our own origins come from configuration. */
  function originAllowed(request: Pick<EnquiryRequest, 'origin' | 'protocol' | 'host'>) {
    if (request.origin === undefined) return true
    const allowed = config.allowedOrigins.length
      ? config.allowedOrigins
      : [`${request.protocol}://${request.host}`]
    return allowed.includes(request.origin)
  }

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

/**
 * For the endpoints that spend a customer's second-factor attempts: JSON only (a cross-site form
 * can post urlencoded bodies without asking) and, when the browser names an origin, ours; so a
 * third-party page cannot spend visitors' attempts or lock a number.
 */
export function sameSiteJsonOnly(originAllowed: EnquiryPipeline['originAllowed']) {
  const guard: onRequestHookHandler = async (request, reply) => {
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
    const refusal =
      type !== 'application/json'
        ? { status: 415, error: serverMessages.jsonOnly }
        : !originAllowed({
              origin: request.headers.origin,
              protocol: request.protocol,
              host: request.host,
            })
          ? { status: 403, error: serverMessages.foreignOrigin }
          : null
    if (refusal)
      await reply
        .code(refusal.status)
        .header('cache-control', 'no-store')
        .send({ error: refusal.error })
  }
  return guard
}
