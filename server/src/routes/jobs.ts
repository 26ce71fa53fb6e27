import type { FastifyInstance } from 'fastify'

import {
  jobQuerySchema,
  MAX_TRACKING_ID,
  type Job,
  type JobQuery,
} from '../../../shared/contract/jobs.ts'
import type { Repository } from '../db/repository.ts'
import { toJobView } from '../job-response.ts'

/**
 * The tracking endpoint, Django REST style: always a list. Unknown, malformed and missing ids all run the same
 * indexed query and get the same empty list, so answers reveal nothing beyond "found or not".
 */
export function registerJobs(app: FastifyInstance, repo: Repository, perMinute: number) {
  app.get<{ Querystring: JobQuery; Reply: Job[] }>(
    '/api/jobs/jobs/',
    {
      schema: { querystring: jobQuerySchema },
      config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { tracking_id: trackingId } = request.query
      reply.header('cache-control', 'no-store')
      return (await repo.findJobs(trackingId.length <= MAX_TRACKING_ID ? trackingId : '')).map(
        toJobView,
      )
    },
  )
}
