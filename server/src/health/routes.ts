import type { FastifyInstance } from 'fastify'

import type { Delivery, LeadWebhookDeliveries, OutboxStore } from '../notifications/index.ts'

/** What the health check asks of the database. */
type Probed = Pick<OutboxStore, 'countPendingNotifications'> & {
  kind: string
  ping(): Promise<void>
}

class DeadlineExceeded extends Error {}

/** Resolves with `work`, or rejects once `ms` have passed: a frozen database must not hang us. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DeadlineExceeded(`${what} did not answer within ${ms} ms`)),
      ms,
    )
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

/**
 * For load balancers and uptime checks: 200 when the database answers within the deadline, 503
 * when it does not. It also says how notifications leave and how many wait in the outbox, and how
 * leads are getting to the CRM (counts and an error's words, never a customer's data).
 */
export function registerHealth(
  app: FastifyInstance,
  repo: Probed,
  settings: {
    deadlineMs: number
    delivery: Delivery
    webhook: () => Promise<LeadWebhookDeliveries & { configured: boolean }>
    /** Redis, when configured: its trouble slows no answer and fails no check (ADR 031). */
    redis: () => Promise<{ configured: boolean; reachable?: boolean }>
  },
) {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      // Asked beside the database, not after it: each gives up within its own timeout.
      const redis = settings.redis()
      const [pending, webhook] = await withDeadline(
        repo.ping().then(() => Promise.all([repo.countPendingNotifications(), settings.webhook()])),
        settings.deadlineMs,
        'the database',
      )
      return {
        status: 'ok',
        database: { kind: repo.kind, reachable: true },
        notifications: { delivery: settings.delivery, pending },
        webhook,
        redis: await redis,
      }
    } catch (error) {
      request.log.error({ error: String(error) }, 'health check: database unreachable')
      return reply
        .code(503)
        .send({ status: 'error', database: { kind: repo.kind, reachable: false } })
    }
  })
}
