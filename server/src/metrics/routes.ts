import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Gauge } from 'prom-client'

import { listBackups } from '../db/backup.ts'
import type { QueryListener } from '../db/timed.ts'
import { isMonitor, refuseMonitor, withDeadline } from '../health/index.ts'
import type { OutboxStore } from '../notifications/index.ts'

import { PREFIX, type Metrics } from './collectors.ts'

/** What the scrape asks of the database, and what it listens to. */
type Sources = Pick<OutboxStore, 'outboxBacklog'> & {
  observeQueries(listener: QueryListener): () => void
}

type MetricsSettings = {
  /** HEALTH_TOKEN: without it every scrape is refused, as the health details are. */
  token: string | undefined
  /** BACKUP_DIR, when the server takes backups. */
  backupDir: string | undefined
  /** How long the scrape waits for the outbox's counts (HEALTH_TIMEOUT_MS). */
  deadlineMs: number
}

/** Every request that does not reach a route (404s, refused methods of no route) shares one. */
const UNMATCHED = 'unmatched'

/**
 * The operator's numbers: a hook on every answer, gauges read from the outbox table and the
 * backup folder when Prometheus asks, and `GET /api/metrics` for a scraper that sends
 * `Authorization: Bearer <HEALTH_TOKEN>` (refused otherwise, with the health check's refusal).
 * The hooks are the root's, so they count every route, added before them or after.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  repo: Sources,
  { token, backupDir, deadlineMs }: MetricsSettings,
) {
  const { registry } = metrics
  // A hijacked reply (the console's live stream) skips onSend: it is no request-and-answer to
  // time, and the live-streams gauge counts it instead.
  const answered = new WeakSet<FastifyRequest>()
  app.addHook('onSend', async (request) => {
    answered.add(request)
  })
  app.addHook('onResponse', async (request, reply) => {
    if (!answered.has(request)) return
    const route = request.routeOptions.url ?? UNMATCHED
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000)
    if (reply.statusCode === 429) metrics.refused(route)
  })
  app.addHook('onClose', repo.observeQueries(metrics.query))

  const pending = new Gauge({
    name: `${PREFIX}outbox_pending`,
    help: 'Messages (e-mails, lead webhooks) due and neither sent nor given up; NaN when the database did not answer.',
    registers: [registry],
  })
  const age = new Gauge({
    name: `${PREFIX}outbox_oldest_pending_age_seconds`,
    help: 'Age of the oldest pending message (digests aside); 0 when none waits, NaN when the database did not answer.',
    registers: [registry],
  })
  const backups = backupDir
    ? {
        dir: backupDir,
        age: new Gauge({
          name: `${PREFIX}backup_age_seconds`,
          help: 'Seconds since the newest backup in BACKUP_DIR was written; +Inf while there is none.',
          registers: [registry],
        }),
      }
    : null

  /** The gauges read from the outbox table and the backup folder, as of now. */
  async function read() {
    const backlog = await withDeadline(repo.outboxBacklog(), deadlineMs, 'the database').catch(
      () => null,
    )
    const now = Date.now()
    pending.set(backlog?.pending ?? NaN)
    age.set(!backlog ? NaN : backlog.oldest ? (now - backlog.oldest.getTime()) / 1000 : 0)
    if (backups) {
      const newest = listBackups(backups.dir)[0]
      backups.age.set(newest ? (now - newest.mtimeMs) / 1000 : Infinity)
    }
  }

  app.get('/api/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (!isMonitor(request.headers.authorization, token)) return refuseMonitor(reply)
    await read()
    return reply.type(registry.contentType).send(await metrics.scrape())
  })
}
