import type { FastifyInstance } from 'fastify'

import type { Repository } from '../db/repository.ts'

/** For load balancers and uptime checks: 200 when the database answers, 503 when it does not. */
export function registerHealth(app: FastifyInstance, repo: Repository) {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await repo.ping()
      return { status: 'ok', database: { kind: repo.kind, reachable: true } }
    } catch (error) {
      request.log.error({ error: String(error) }, 'health check: database unreachable')
      return reply
        .code(503)
        .send({ status: 'error', database: { kind: repo.kind, reachable: false } })
    }
  })
}
