import { fileURLToPath } from 'node:url'

import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { holdDatabase } from './db/backup.ts'
import { anyHour, startFollowUps } from './follow-ups/index.ts'
import { scheduleBackups } from './db/backup-schedule.ts'
import { withDeadline } from './health/index.ts'
import {
  createLeadWebhook,
  createMailer,
  deliveryMode,
  startOutbox,
  whatsappSender,
  type Outbox,
} from './notifications/index.ts'
import { leadSignal } from './leads/index.ts'
import { createMetrics } from './metrics/index.ts'
import { openRedis, redisLeadSignal } from './redis/index.ts'
import { openRepository } from './repository.ts'
import { loadPageRenderers, loadSite } from './site/index.ts'
import { demoTrackingIds, seedDemo } from './shipments/index.ts'
import { graphClient, startWhatsAppEvents, type WhatsAppEvents } from './whatsapp/index.ts'

const SHUTDOWN_GRACE_MS = 10_000
/** Redis is not waited for longer: the server starts without it, as the ADR 031 says it runs. */
const REDIS_STARTUP_MS = 2_000

async function main() {
  const config = loadConfig()
  const repo = openRepository(config)
  try {
    await withDeadline(repo.migrate(), config.timeouts.startupMs, 'The database')
  } catch (error) {
    // Not awaited: closing waits for the very connection that never answered.
    void repo.close().catch(() => undefined)
    const where = repo.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.sqlitePath
    throw new Error(
      `Cannot start: ${where} is not usable (${error instanceof Error ? error.message : error}). ` +
        `Check that the database is running and reachable; DB_STARTUP_TIMEOUT_MS sets the wait.`,
      { cause: error },
    )
  }
  // `restore` refuses to replace the file while this process holds it.
  const letGo = repo.kind === 'sqlite' ? holdDatabase(config.sqlitePath) : () => {}
  const site = await loadSite(config.distDir)
  // This file is dist-ssr/server/main.js; the SSR build it renders pages with is dist-ssr/.
  const renderers = await loadPageRenderers(fileURLToPath(new URL('..', import.meta.url)))
  // With Redis, every instance counts the same limits and hears of every instance's leads.
  const redis = config.redis && openRedis(config.redis)
  // The consoles hear of leads changed by a request or by WhatsApp's worker alike.
  const leads = redis ? redisLeadSignal(redis) : leadSignal()
  // The outbox needs the app's logger, the app needs the outbox's kick: tie them late.
  let kickOutbox = () => {}
  let whatsappEvents: WhatsAppEvents | null = null
  let kickFollowUps = () => {}
  const metrics = createMetrics()
  const app = await buildApp({
    config,
    repo,
    site,
    onNotification: () => kickOutbox(),
    onWhatsAppEvent: () => whatsappEvents?.kick(),
    onFollowUpDue: () => kickFollowUps(),
    renderers,
    logger: { level: config.logLevel },
    redis,
    leads,
    metrics,
  })
  const log = app.log
  if (redis && !(await redis.connected(REDIS_STARTUP_MS)))
    log.error(
      '!!! REDIS_URL is set but Redis does not answer: public lookups and enquiries go WITHOUT ' +
        'rate limits, staff sign-in and the second factor are refused until it does !!!',
    )

  if (!config.recaptcha.secret) {
    log.warn(
      '!!! RECAPTCHA_SECRET is not set: enquiries are accepted WITHOUT bot verification and ' +
        'stored flagged "not bot-checked". Fine for local use; production refuses to start this way. !!!',
    )
  }
  if (config.seedDemo && (await repo.countJobs()) === 0) {
    await seedDemo(repo)
    log.info(
      { trackingIds: demoTrackingIds },
      'empty database: seeded demo jobs (SEED_DEMO=0 to skip)',
    )
  }

  let outbox: Outbox | null = null
  // Meta answers a send in well under a second; one that hangs is retried, not waited on.
  const WHATSAPP_TIMEOUT_MS = 10_000
  const held = deliveryMode(config) === 'held'
  if (held)
    log.warn(
      '!!! SMTP_URL is not set: notifications (enquiries, subscriber e-mails) are queued, NOT ' +
        'sent. Set SMTP_URL and restart to deliver them; /api/health shows how many wait. !!!',
    )
  // Held e-mail does not hold the CRM's leads: the outbox then runs for the webhook alone.
  const senders = {
    mailer: held ? null : createMailer(config.mail, log),
    leadWebhook: config.leadWebhook && createLeadWebhook(config.leadWebhook),
    whatsapp: whatsappSender(
      repo,
      config.whatsapp && graphClient(config.whatsapp, WHATSAPP_TIMEOUT_MS),
      config.mail.siteUrl,
    ),
  }
  if (senders.mailer || senders.leadWebhook || senders.whatsapp.configured) {
    outbox = startOutbox(repo, senders, log, config.outbox, metrics.outboxFailed)
    kickOutbox = outbox.kick
  }
  // Meta's webhook bodies, read after they are answered; leased, so every instance may run one.
  if (config.whatsapp)
    whatsappEvents = startWhatsAppEvents(
      repo,
      log,
      config.outbox,
      { onLeadChange: () => leads.publish(), onNotification: () => kickOutbox() },
      { leadWebhook: config.leadWebhook !== null },
    )

  // Follow-ups on every instance: planned by key and sent under a lease, so each goes once.
  const followUps = startFollowUps(
    repo,
    log,
    {
      pollMs: config.outbox.pollMs,
      // A minute apart in production; a quick test server sweeps with its quicker outbox.
      sweepMs: Math.min(60_000, config.outbox.pollMs * 12),
      leaseMs: config.outbox.leaseMs,
      ...(config.followUpsAnyHour && { hours: anyHour }),
    },
    {
      whatsapp: senders.whatsapp.configured,
      onNotification: () => kickOutbox(),
      onAlert: () => leads.publish(),
    },
  )
  kickFollowUps = followUps.kick

  const backups =
    config.backup &&
    scheduleBackups(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'sqlite', path: config.sqlitePath },
      config.backup,
      log,
    )

  await app.listen({ port: config.port, host: config.host })
  log.info(
    {
      database: repo.kind === 'sqlite' ? config.sqlitePath : 'postgres (DATABASE_URL)',
      rateLimits: redis ? 'redis (REDIS_URL), shared' : 'in memory, this instance only',
    },
    `serving ${config.distDir} and /api/ on ${config.host}:${config.port}`,
  )

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    log.info(`${signal}: finishing in-flight requests, then stopping`)
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    // Keep-alive connections go idle as their last request finishes; close each as it does.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100)
    await app.close()
    clearInterval(sweep)
    await followUps.stop()
    await outbox?.stop()
    await whatsappEvents?.stop()
    await backups?.stop()
    redis?.close()
    await repo.close()
    letGo()
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
