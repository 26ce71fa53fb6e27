/**
 * Public routes, for Meta alone (issue 54, item 4): `GET /api/whatsapp/webhook` answers Meta's
 * verification challenge with the right verify token only; `POST /api/whatsapp/webhook` takes a
 * body only when its `X-Hub-Signature-256` is the app secret's HMAC of its exact bytes (compared
 * in constant time), stores it and answers at once, the worker (events.ts) reading it after.
 * Registered only when WHATSAPP_* are set; otherwise the address is a 404 like any other.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

import type { FastifyInstance, FastifyRequest } from 'fastify'

import { whatsappInboundMessages as words } from '@contract/whatsapp-inbound-messages.ts'
import type { WhatsAppSettings } from '../settings/whatsapp.ts'

import type { WhatsAppEventStore } from './event-queries.ts'

export const WEBHOOK_PATH = '/api/whatsapp/webhook'
/** Meta batches at most a few hundred KB of messages and statuses in one body. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024
/**
 * Requests a client may make in a minute without a valid signature (or a verification): Meta
 * signs every request, so it is never counted; someone guessing is, by address.
 */
const REFUSALS_PER_MINUTE = 30

/** Whether `header` is `sha256=` and the hex HMAC-SHA256 of `body` under `secret`. */
function signedBy(secret: string, body: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim())
  if (!match) return false
  const expected = createHmac('sha256', secret).update(body).digest()
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'))
}

/** Compares two secrets in constant time, whatever their lengths. */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  )

export function registerWhatsAppWebhook(
  root: FastifyInstance,
  deps: {
    settings: WhatsAppSettings
    repo: Pick<WhatsAppEventStore, 'storeWhatsAppEvent'>
    /** Called once a body is stored (wakes the worker). */
    onEvent: () => void
  },
) {
  const { settings, repo, onEvent } = deps
  // The signature is over the bytes Meta sent: this scope alone reads its bodies raw.
  return root.register(async (app) => {
    app.removeAllContentTypeParsers()
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    )
    const checked = new WeakMap<FastifyRequest, boolean>()
    const signed = (request: FastifyRequest) => {
      let verdict = checked.get(request)
      if (verdict === undefined) {
        verdict =
          Buffer.isBuffer(request.body) &&
          signedBy(settings.appSecret, request.body, request.headers['x-hub-signature-256'])
        checked.set(request, verdict)
      }
      return verdict
    }
    // Counted once the body is read, so that a signed one is let through uncounted.
    const limit = { max: REFUSALS_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler' as const }

    app.get<{ Querystring: Record<string, unknown> }>(
      WEBHOOK_PATH,
      { config: { rateLimit: limit } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        const query = request.query
        const token = query['hub.verify_token']
        if (
          query['hub.mode'] !== 'subscribe' ||
          typeof token !== 'string' ||
          !sameSecret(token, settings.verifyToken)
        )
          return reply.code(403).send({ error: words.badVerifyToken })
        const challenge = query['hub.challenge']
        if (typeof challenge !== 'string' || !challenge)
          return reply.code(400).send({ error: words.noChallenge })
        return reply
          .code(200)
          .type('text/plain; charset=utf-8')
          .header('x-content-type-options', 'nosniff')
          .send(challenge)
      },
    )

    app.post(
      WEBHOOK_PATH,
      { config: { rateLimit: { ...limit, allowList: signed } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        if (!signed(request)) return reply.code(401).send({ error: words.badSignature })
        await repo.storeWhatsAppEvent((request.body as Buffer).toString('utf8'))
        onEvent()
        return reply.code(200).send({ ok: true })
      },
    )
  })
}
