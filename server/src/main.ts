import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openRepository } from './db/open.ts'
import { createMailer } from './mailer.ts'
import { startOutbox } from './outbox.ts'
import { loadPageRenderer } from './page-renderer.ts'
import { demoJobs, seedDemo } from './seed.ts'
import { loadSite } from './static-site.ts'

const SHUTDOWN_GRACE_MS = 10_000

async function main() {
  const config = loadConfig()
  const repo = openRepository(config)
  await repo.migrate()
  const site = await loadSite(config.distDir)
  const renderer = await loadPageRenderer()
  // The outbox needs the app's logger, the app needs the outbox's kick: tie them late.
  let kickOutbox = () => {}
  const app = await buildApp({
    config,
    repo,
    site,
    onEnquiry: () => kickOutbox(),
    renderer,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  })
  const log = app.log

  if (!config.recaptcha.secret) {
    log.warn(
      '!!! RECAPTCHA_SECRET is not set: enquiries are accepted WITHOUT bot verification. ' +
        'Fine for local use; production (NODE_ENV=production) refuses to start this way. !!!',
    )
  }
  if (config.seedDemo && (await repo.countJobs()) === 0) {
    await seedDemo(repo)
    log.info(
      { trackingIds: demoJobs.map(({ job }) => job.tracking_id) },
      'empty database: seeded demo jobs (SEED_DEMO=0 to skip)',
    )
  }

  const outbox = startOutbox(repo, createMailer(config.mail, log), log, config.outbox)
  kickOutbox = outbox.kick

  await app.listen({ port: config.port, host: config.host })
  log.info(
    { database: repo.kind === 'sqlite' ? config.sqlitePath : 'postgres (DATABASE_URL)' },
    `serving ${config.distDir} and /api/ on port ${config.port}`,
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
    await app.close()
    await outbox.stop()
    await repo.close()
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
