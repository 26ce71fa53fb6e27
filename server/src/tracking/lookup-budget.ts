import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import type { JobLookup } from '../../../shared/contract/jobs.ts'
import { serverMessages } from '../../../shared/contract/server-messages.ts'

/**
 * A client's tracking lookups per minute, counted per number rather than per request: a list of
 * ten costs ten, so a list is no cheaper way to try numbers than asking one at a time. A request
 * costs one as it arrives (one the contract then refuses, such as more than ten numbers, costs only
 * that), and each further number it asks for one more once it is read. Over budget: 429 with
 * Retry-After, like every other limit. Each budget counts apart, under its `name` (clients are
 * counted as the plugin counts them, an IPv6 client by its /64). While a shared store (Redis)
 * cannot count, lookups go on without a budget (docs/decisions/031).
 */
export function lookupBudget(app: FastifyInstance, perMinute: number, name: string) {
  const limiter = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    skipOnError: true,
    keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
  })

  async function spend(request: FastifyRequest, reply: FastifyReply, lookups: number) {
    for (let spent = 0; spent < lookups; spent++) {
      const budget = await limiter(request)
      if (!budget.isAllowed && budget.isExceeded) {
        reply.header('retry-after', budget.ttlInSeconds)
        throw Object.assign(new Error(serverMessages.tooMany), { statusCode: 429 })
      }
    }
  }

  return {
    onRequest: (request: FastifyRequest, reply: FastifyReply) => spend(request, reply, 1),
    /** After the query is read: the numbers past the first. */
    preHandler: (request: FastifyRequest, reply: FastifyReply) =>
      spend(request, reply, (request.query as JobLookup).tracking_ids.length - 1),
  }
}
