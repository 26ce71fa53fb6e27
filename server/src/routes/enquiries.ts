import type { FastifyInstance, FastifyReply } from 'fastify'

import type { Config } from '../config.ts'
import type { Repository } from '../db/repository.ts'
import { enquiryFingerprint, validateEnquiryInput } from '../enquiry-input.ts'
import {
  captchaFailedMessage,
  notBotCheckedReason,
  verifyRecaptcha,
  type CaptchaVerdict,
} from '../recaptcha.ts'

export const enquiryMessages = {
  crossOrigin: 'Enquiries are accepted only from this website.',
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  keyReused: 'This Idempotency-Key was already used for a different enquiry.',
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/

const created = (reply: FastifyReply, id: number, replayed: boolean) => {
  if (replayed) reply.header('idempotent-replayed', 'true')
  return reply.code(201).send({ id })
}

/**
 * SPEC 7.1. The enquiry and its notification are committed in one transaction before the 201, so
 * a crash right after never loses an enquiry that was acknowledged.
 */
export function registerEnquiries(
  app: FastifyInstance,
  repo: Repository,
  config: Pick<Config, 'recaptcha' | 'rateLimit'>,
  onCreated: () => void,
) {
  app.post(
    '/api/contacts/enquiries/',
    { config: { rateLimit: { max: config.rateLimit.enquiriesPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      // JSON-only already stops cross-site HTML forms; this also stops other sites' scripts.
      const origin = request.headers.origin
      if (origin !== undefined && origin !== `${request.protocol}://${request.host}`)
        return reply.code(403).send({ error: enquiryMessages.crossOrigin })

      const keyHeader = request.headers['idempotency-key']
      if (
        keyHeader !== undefined &&
        (typeof keyHeader !== 'string' || !IDEMPOTENCY_KEY.test(keyHeader))
      )
        return reply.code(400).send({ error: enquiryMessages.badIdempotencyKey })

      const input = validateEnquiryInput(request.body)
      if (!input.ok) return reply.code(400).send({ error: input.error, fields: input.fields })
      const idempotency = keyHeader
        ? { key: keyHeader, fingerprint: enquiryFingerprint(input.value) }
        : null

      // A retry must not be re-verified: its token may be spent, and nothing new gets stored.
      if (idempotency) {
        const previous = await repo.findByIdempotencyKey(idempotency.key)
        if (previous && previous.fingerprint !== idempotency.fingerprint)
          return reply.code(422).send({ error: enquiryMessages.keyReused })
        if (previous) return created(reply, previous.id, true)
      }

      const { recaptchaToken, ...enquiry } = input.value
      const secret = config.recaptcha.secret
      // Without a secret (never in production) nothing can be checked: keep it, flagged as such.
      const verdict: CaptchaVerdict = !secret
        ? { ok: true, score: null, reviewReason: notBotCheckedReason }
        : !recaptchaToken
          ? { ok: false, error: captchaFailedMessage }
          : await verifyRecaptcha(
              { ...config.recaptcha, secret },
              recaptchaToken,
              request.ip,
              request.hostname,
            )
      if (!verdict.ok) return reply.code(400).send({ error: verdict.error })

      const result = await repo.createEnquiry(
        {
          ...enquiry,
          clientIp: request.ip,
          recaptchaScore: verdict.score,
          reviewReason: verdict.reviewReason,
        },
        idempotency,
      )
      if (result.kind === 'conflict')
        return reply.code(422).send({ error: enquiryMessages.keyReused })
      if (result.kind === 'created') {
        request.log.info(
          { enquiryId: result.id, review: verdict.reviewReason ?? undefined },
          'enquiry stored',
        )
        onCreated()
      }
      return created(reply, result.id, result.kind === 'replayed')
    },
  )
}
