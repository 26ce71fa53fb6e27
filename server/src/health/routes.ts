import { createHash, timingSafeEqual } from 'node:crypto'

import type { FastifyInstance, FastifyReply } from 'fastify'

import { serverMessages } from '@contract/server-messages.ts'
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

type HealthSettings = {
  deadlineMs: number
  delivery: Delivery
  webhook: () => Promise<LeadWebhookDeliveries & { configured: boolean }>
  /** Redis, when configured: its trouble slows no answer and fails no check (ADR 031). */
  redis: () => Promise<{ configured: boolean; reachable?: boolean }>
}

/**
 * The whole answer: the database, how notifications leave and wait, the CRM's leads, Redis. It
 * asks everything the service depends on: up when the database answers within the deadline. The
 * details (queue counts, the CRM's last error, whether mail is held) are for admins and
 * monitoring only, never the public answer.
 */
export function healthReport(repo: Probed, settings: HealthSettings) {
  return async (log: FastifyInstance['log']) => {
    try {
      // Asked beside the database, not after it: each gives up within its own timeout.
      const redis = settings.redis()
      const [pending, webhook] = await withDeadline(
        repo.ping().then(() => Promise.all([repo.countPendingNotifications(), settings.webhook()])),
        settings.deadlineMs,
        'the database',
      )
      return {
        status: 'ok' as const,
        database: { kind: repo.kind, reachable: true },
        notifications: { delivery: settings.delivery, pending },
        webhook,
        redis: await redis,
      }
    } catch (error) {
      log.error({ error: String(error) }, 'health check: database unreachable')
      return { status: 'error' as const, database: { kind: repo.kind, reachable: false } }
    }
  }
}

/** Compares in constant time: a digest of each side, so their lengths leak nothing either. */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  )

/** Whether `authorization` is `Bearer <HEALTH_TOKEN>`; never while no token is set. */
export function isMonitor(authorization: string | undefined, token: string | undefined) {
  const bearer = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1]
  return Boolean(bearer && token && sameSecret(bearer, token))
}

/** The one refusal of a missing or wrong monitor's token, for the health details and metrics. */
export const refuseMonitor = (reply: FastifyReply) =>
  reply
    .code(401)
    .header('www-authenticate', 'Bearer')
    .send({ error: serverMessages.badHealthToken })

/**
 * For load balancers and uptime checks: 200 `{"status":"ok"}` when the database answers within
 * the deadline, 503 `{"status":"error"}` when it does not. A monitor that sends
 * `Authorization: Bearer <HEALTH_TOKEN>` gets the whole report; a wrong or unexpected token is
 * refused, so a monitor set up wrongly is told at once rather than reading less.
 */
export function registerHealth(
  app: FastifyInstance,
  report: ReturnType<typeof healthReport>,
  token: string | undefined,
) {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const authorization = request.headers.authorization
    if (authorization !== undefined && !isMonitor(authorization, token)) return refuseMonitor(reply)
    const health = await report(request.log)
    reply.code(health.status === 'ok' ? 200 : 503)
    return authorization === undefined ? { status: health.status } : health
  })
}
