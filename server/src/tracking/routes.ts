import type { FastifyInstance, onRequestHookHandler } from 'fastify'

import {
  jobQuerySchema,
  MAX_TRACKING_ID,
  revealRequestSchema,
  type Job,
  type JobQuery,
  type RevealRequest,
} from '../../../shared/contract/jobs.ts'
import type { ErrorBody } from '../../../shared/contract/messages.ts'
import type { Config } from '../config.ts'
import { toJobView, toMaskedJobView } from './job-response.ts'
import type { TrackingStore } from './queries.ts'
import { atLeast, type SecondFactor } from './second-factor.ts'

/**
 * The tracking endpoint, Django REST style: always a list. Unknown, malformed and missing ids all
 * run the same indexed query and get the same empty list. A found job comes back masked: the
 * shipment's facts whole, the customer's personal fields cut down.
 *
 * The reveal endpoint answers the full job for the right last 4 digits of its contact number, and
 * one 403 for anything else, after the same time.
 */
export function registerJobs(
  app: FastifyInstance,
  deps: {
    repo: Pick<TrackingStore, 'findJobs'>
    secondFactor: SecondFactor
    /** Refuses what is not JSON from our own origin, before the body is read. */
    guard: onRequestHookHandler
  },
  config: Pick<Config, 'rateLimit' | 'privacy'>,
) {
  const { repo, secondFactor, guard } = deps
  const rateLimit = { max: config.rateLimit.trackingPerMinute, timeWindow: 60_000 }

  app.get<{ Querystring: JobQuery; Reply: Job[] }>(
    '/api/jobs/jobs/',
    { schema: { querystring: jobQuerySchema }, config: { rateLimit } },
    async (request, reply) => {
      const { tracking_id: trackingId } = request.query
      reply.header('cache-control', 'no-store')
      return (await repo.findJobs(trackingId.length <= MAX_TRACKING_ID ? trackingId : '')).map(
        toMaskedJobView,
      )
    },
  )

  app.post<{ Body: RevealRequest; Reply: Job[] | ErrorBody }>(
    '/api/jobs/jobs/reveal/',
    { schema: { body: revealRequestSchema }, onRequest: guard, config: { rateLimit } },
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
