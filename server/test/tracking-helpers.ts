import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'

import { buildApp } from '../src/app.ts'
import { type Config } from '../src/config.ts'
import { createMailer, startOutbox, type Outbox } from '../src/notifications/index.ts'
import { openPostgres, openSqlite, type Repository } from '../src/repository.ts'
import { loadSite } from '../src/site/index.ts'
import { seedDemo } from '../src/shipments/index.ts'

import {
  emptyPostgresDatabase,
  fakeDist,
  tempDir,
  testConfig as quietConfig,
  type Backend,
} from './helpers.ts'
import { smtpServer } from './smtp.ts'

export const SITE = 'https://track.example.qa'
export const REVEAL = '/api/jobs/jobs/reveal/'
export const SUBSCRIBE = '/api/jobs/subscriptions/'

/** The tests' settings, with links in e-mails starting at SITE. */
export const testConfig = (env: Record<string, string> = {}): Config =>
  quietConfig({ SITE_URL: SITE, ...env })

/** A fresh, migrated database, with what the CLI needs to open the same one. */
export async function database(backend: Backend): Promise<{
  repo: Repository
  env: Record<string, string>
  query: (sql: string) => Promise<Array<Record<string, unknown>>> | Array<Record<string, unknown>>
}> {
  if (backend === 'sqlite') {
    const path = join(tempDir('db'), 'site.db')
    const repo = openSqlite(path)
    await repo.migrate()
    return {
      repo,
      env: { SQLITE_PATH: path, DATABASE_URL: '' },
      query(sql: string) {
        const raw = new Database(path, { readonly: true })
        try {
          return raw.prepare(sql).all() as Array<Record<string, unknown>>
        } finally {
          raw.close()
        }
      },
    }
  }
  const url = await emptyPostgresDatabase()
  const repo = openPostgres(url)
  await repo.migrate()
  return {
    repo,
    env: { DATABASE_URL: url },
    async query(sql: string) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return (await client.query(sql)).rows as Array<Record<string, unknown>>
      } finally {
        await client.end()
      }
    },
  }
}

/** The staff CLI as staff run it (`npm run test:server` builds it first). */
export function cli(env: Record<string, string>, ...args: string[]) {
  const run = spawnSync(process.execPath, ['dist-ssr/server/cli.js', ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  return { code: run.status, stdout: run.stdout.trim(), stderr: run.stderr }
}

export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

export const silent = { info: () => {}, warn: () => {}, error: () => {} }

/**
 * For one describe block: the demo jobs in a fresh database, a real SMTP server, the outbox and
 * the app, with the requests and waits the subscription suites make.
 */
export function mailingApp(backend: Backend) {
  const world = {} as {
    db: Awaited<ReturnType<typeof database>>
    app: FastifyInstance
    outbox: Outbox
    smtp: Awaited<ReturnType<typeof smtpServer>>
  }
  beforeAll(async () => {
    const site = await loadSite(fakeDist())
    world.db = await database(backend)
    await seedDemo(world.db.repo)
    world.smtp = await smtpServer()
    const config = testConfig({ SMTP_URL: world.smtp.url })
    const mailer = createMailer(config.mail, silent)
    world.outbox = startOutbox(world.db.repo, { mailer, leadWebhook: null }, silent, {
      pollMs: 50,
      maxAttempts: 3,
      retryBaseMs: 100,
      leaseMs: 10_000,
    })
    world.app = await buildApp({
      config,
      repo: world.db.repo,
      site,
      onNotification: () => world.outbox.kick(),
    })
  })
  afterAll(async () => {
    await world.app.close()
    await world.outbox.stop()
    await world.smtp.close()
    await world.db.repo.close()
  })
  return {
    world,
    subscribe: (payload: object) =>
      world.app.inject({ method: 'POST', url: SUBSCRIBE, payload, remoteAddress: '10.3.0.1' }),
    delivered: () =>
      until(async () => (await world.db.repo.countPendingNotifications()) === 0, 'the outbox'),
    mailCount: (n: number) => until(() => world.smtp.mails.length >= n, `${n} e-mails`),
    pathOf: (link: string) => link.slice(SITE.length),
  }
}

/**
 * The app over `repo` with a site that has the track page and a stand-in renderer answering with
 * the lookup as JSON, so the server-rendered result links are answered too.
 */
export async function appWithTrackPage(repo: Repository, config: Config) {
  const dist = fakeDist()
  mkdirSync(join(dist, 'track-your-cargo'))
  writeFileSync(join(dist, 'track-your-cargo', 'index.html'), '<!doctype html><p>track</p>')
  return buildApp({
    config,
    repo,
    site: await loadSite(dist),
    renderers: {
      en: {
        renderTrackResultPage: async (_template, _url, lookup) => JSON.stringify(lookup),
        renderEnquiryCorrectionPage: async () => '',
      },
    },
  })
}
