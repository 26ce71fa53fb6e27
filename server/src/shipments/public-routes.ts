/**
 * Public routes, for anyone with a tracking number (no session): the lookup and the reveal under
 * /api/jobs/jobs/. Guards: the client's lookup budget on each, and for the reveal, JSON from the
 * site's own origin, the second factor and its rate limit.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify'

import {
  jobQuerySchema,
  MAX_TRACKING_ID,
  revealRequestSchema,
  type Job,
  type JobLookup,
  type RevealRequest,
} from '@contract/jobs.ts'
import type { ErrorBody } from '@contract/messages.ts'
import type { Config } from '../config.ts'
import { toJobView, toMaskedJobView } from './job-response.ts'
import type { LookupBudget } from './lookup-budget.ts'
import type { TrackingStore } from './tracking-queries.ts'
import { atLeast, type SecondFactor } from './second-factor.ts'

/**
 * The tracking endpoint, Django REST style: always a list. Unknown, malformed and missing ids all
 * run the same indexed query and get the same empty list. A found job comes back masked: the
 * shipment's facts whole, the customer's personal fields cut down. Up to 10 numbers at once
 * (`tracking_id=A,B,C`) answer one list of the jobs found, in the order asked; each number costs
 * one lookup of the client's budget, and more than 10 are refused with 400.
 *
 * The reveal endpoint answers the full job for the right last 4 digits of its contact number, and
 * one 403 for anything else, after the same time; each costs one lookup of the same budget.
 */
export function registerJobs(
  app: FastifyInstance,
  deps: {
    repo: Pick<TrackingStore, 'findJobs'>
    secondFactor: SecondFactor
    /** Refuses what is not JSON from our own origin, before the body is read. */
    guard: onRequestHookHandler
    /** The client's lookups, shared with the result page and the subscriptions. */
    budget: LookupBudget
  },
  config: Pick<Config, 'rateLimit' | 'privacy'>,
) {
  const { repo, secondFactor, guard, budget } = deps
  // Counted apart too, as a limit that refuses while Redis cannot count (docs/decisions/031); the
  // shared budget, which every reveal also spends, is reached first.
  const rateLimit = { max: config.rateLimit.trackingPerMinute, timeWindow: 60_000 }

  app.get<{ Querystring: JobLookup; Reply: Job[] }>(
    '/api/jobs/jobs/',
    {
      schema: { querystring: jobQuerySchema },
      onRequest: budget.spendOne,
      preHandler: budget.spendRest,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return (await findEach(repo, request.query.tracking_ids)).map(toMaskedJobView)
    },
  )

  app.post<{ Body: RevealRequest; Reply: Job[] | ErrorBody }>(
    '/api/jobs/jobs/reveal/',
    {
      schema: { body: revealRequestSchema },
      onRequest: guard,
      // After the limit of its own: while Redis cannot count, that one refuses it alone.
      preHandler: budget.spendOne,
      config: { rateLimit },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const outcome = await atLeast(config.privacy.answerMs, () =>
        secondFactor(request.body, request.ip, request.log),
      )
      if (outcome.ok) return [toJobView(outcome.job, 'full')]
      if (outcome.status === 429) reply.header('retry-after', outcome.retryAfter)
      return reply.code(outcome.status).send(outcome.body)
    },
  )
}

/**
 * The jobs of every number asked, in the order asked. An over-long id is looked up as '' (same
 * rule as always), so every number runs the same indexed query whether it could exist or not.
 */
export async function findEach(repo: Pick<TrackingStore, 'findJobs'>, trackingIds: string[]) {
  const found = await Promise.all(
    trackingIds.map((id) => repo.findJobs(id.length <= MAX_TRACKING_ID ? id : '')),
  )
  return found.flat()
}
