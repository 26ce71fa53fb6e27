import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import type { JobLookup } from '@contract/jobs.ts'
import { serverMessages } from '@contract/server-messages.ts'

/**
 * A client's tracking lookups per minute: one budget for the API, the server-rendered result page,
 * the reveal and the milestone subscription (issue 48, W4), so asking through each in turn buys
 * nothing. It counts per number rather than per request: a list of ten costs ten, so a list is no
 * cheaper way to try numbers than asking one at a time. A request costs one as it arrives (one the
 * contract then refuses, such as more than ten numbers, costs only that), and each further number
 * it asks for one more once it is read. Over budget: 429 with Retry-After, like every other limit.
 * Clients are counted as the plugin counts them, an IPv6 client by its /64. While a shared store
 * (Redis) cannot count, lookups go on without a budget; the second factor's routes keep a limit of
 * their own that refuses them then (docs/decisions/031).
 */
export function lookupBudget(app: FastifyInstance, perMinute: number) {
  const limiter = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    skipOnError: true,
    keyGenerator: (request) => `lookups:${normalizeIP(request.ip)}`,
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
    /** One lookup, as the request arrives. */
    spendOne: (request: FastifyRequest, reply: FastifyReply) => spend(request, reply, 1),
    /** After the query is read: the numbers past the first. */
    spendRest: (request: FastifyRequest, reply: FastifyReply) =>
      spend(request, reply, (request.query as JobLookup).tracking_ids.length - 1),
  }
}

export type LookupBudget = ReturnType<typeof lookupBudget>
