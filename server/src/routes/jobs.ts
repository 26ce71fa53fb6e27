import type { FastifyInstance } from 'fastify'

import type { Repository } from '../db/repository.ts'
import { toJobView } from '../job-response.ts'

// Longer than any real tracking number; anything longer is looked up as "" (matches nothing).
export const MAX_TRACKING_ID = 64

/**
 * SPEC 7.2, Django-REST style: always a list. Unknown, malformed and missing ids all run the same
 * indexed query and get the same empty list, so answers reveal nothing beyond "found or not".
 */
export function registerJobs(app: FastifyInstance, repo: Repository, perMinute: number) {
  app.get(
    '/api/jobs/jobs/',
    { config: { rateLimit: { max: perMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const raw = (request.query as Record<string, unknown>).tracking_id
      const trackingId = typeof raw === 'string' && raw.length <= MAX_TRACKING_ID ? raw : ''
      reply.header('cache-control', 'no-store')
      return (await repo.findJobs(trackingId)).map(toJobView)
    },
  )
}
