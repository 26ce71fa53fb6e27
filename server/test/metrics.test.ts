// The operator's numbers (issue 50, item 4): GET /api/metrics behind HEALTH_TOKEN, counting
// requests by route pattern, rate-limit refusals, the outbox's failures, depth and age, the backup's
// age, the live streams open and the database's query time, on both databases.
import { utimesSync } from 'node:fs'
import { get, type IncomingMessage } from 'node:http'
import { join } from 'node:path'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverMessages } from '@contract/server-messages.ts'
import { buildApp } from '../src/app.ts'
import { backupName, takeBackup, type Source } from '../src/db/backup.ts'
import { createMetrics } from '../src/metrics/index.ts'
import { createMailer, startOutbox } from '../src/notifications/index.ts'
import { loadSite } from '../src/site/index.ts'
import { seedDemo } from '../src/shipments/index.ts'

import {
  asMonitor,
  backends,
  fakeDist,
  freePort,
  postEnquiry,
  tempDir,
  testConfig,
} from './helpers.ts'
import { staffSession } from './staff-sessions.ts'
import { database, silent, until } from './tracking-helpers.ts'

const ORIGIN = 'http://localhost:4000'
const LIMIT = 3
const LOOKUP = '/api/jobs/jobs/?tracking_id=ABCD123456'

/** The value of the one sample named `name` whose labels include `labels`; undefined if none. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const has = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    )
    if (Object.entries(labels).every(([key, value]) => has[key] === value))
      return match[3] === '+Inf' ? Infinity : Number(match[3])
  }
  return undefined
}

describe.each(backends)('metrics on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let app: FastifyInstance
  let address: string
  const metrics = createMetrics()
  const backupDir = tempDir('backups')

  beforeAll(async () => {
    db = await database(backend)
    await seedDemo(db.repo)
    app = await buildApp({
      config: testConfig({
        SITE_URL: ORIGIN,
        ALLOWED_ORIGINS: ORIGIN,
        RATE_LIMIT_TRACKING_PER_MINUTE: String(LIMIT),
        BACKUP_DIR: backupDir,
      }),
      repo: db.repo,
      site: await loadSite(fakeDist()),
      metrics,
    })
    address = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await app.close()
    await db.repo.close()
  })

  const scrape = async () => {
    const response = await app.inject({ url: '/api/metrics', headers: asMonitor })
    expect(response.statusCode).toBe(200)
    return response.body
  }
  const requests = (
    text: string,
    [method, route, statusClass]: readonly [string, string, string],
  ) =>
    sample(text, 'movers_http_request_duration_seconds_count', {
      method,
      route,
      status_class: statusClass,
    }) ?? 0

  it('refuses a scrape without a token, as the health details are refused', async () => {
    const refused = await app.inject({ url: '/api/metrics' })
    expect(refused.statusCode).toBe(401)
    expect(refused.headers['www-authenticate']).toBe('Bearer')
    expect(refused.json()).toEqual({ error: serverMessages.badHealthToken })
  })

  it('refuses a scrape with a wrong token', async () => {
    const refused = await app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${'x'.repeat(40)}` },
    })
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({ error: serverMessages.badHealthToken })
  })

  it('refuses every scrape while HEALTH_TOKEN is not set', async () => {
    // A second app in the same process: its registry is its own, so nothing collides.
    const untokened = await buildApp({
      config: testConfig({ HEALTH_TOKEN: '' }),
      repo: db.repo,
      site: await loadSite(fakeDist()),
    })
    try {
      for (const headers of [{}, asMonitor, { authorization: 'Bearer ' }]) {
        const refused = await untokened.inject({ url: '/api/metrics', headers })
        expect(refused.statusCode).toBe(401)
        expect(refused.json()).toEqual({ error: serverMessages.badHealthToken })
      }
    } finally {
      await untokened.close()
    }
  })

  it('answers the scraper in the exposition format, with the process metrics prefixed', async () => {
    const response = await app.inject({ url: '/api/metrics', headers: asMonitor })
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers['cache-control']).toBe('no-store')
    // The CPU counters count from the first scrape and may still read 0; the start time never does.
    const started = sample(response.body, 'movers_process_start_time_seconds')
    expect(started).toBeGreaterThan(0)
    expect(started).toBeLessThanOrEqual(Date.now() / 1000)
  })

  it('counts a request under its route pattern, never its URL', async () => {
    const before = await scrape()
    expect((await app.inject({ url: LOOKUP, remoteAddress: '10.1.0.1' })).statusCode).toBe(200)
    // The staff lead behind its guard: refused, and counted under the pattern with its :id.
    expect((await app.inject({ url: '/api/staff/enquiries/987654' })).statusCode).toBe(401)
    // A GET of an unknown address is the site's (its `/*` route); a POST reaches no route.
    const nowhere = await app.inject({ method: 'POST', url: '/api/no-such-thing/123' })
    expect(nowhere.statusCode).toBe(404)
    const after = await scrape()
    for (const counted of [
      ['GET', '/api/jobs/jobs/', '2xx'],
      ['GET', '/api/staff/enquiries/:id', '4xx'],
      ['POST', 'unmatched', '4xx'],
    ] as const)
      expect(requests(after, counted) - requests(before, counted)).toBe(1)
    expect(after).not.toContain('987654')
    expect(after).not.toContain('no-such-thing')
    expect(after).not.toContain('ABCD123456')
  })

  it('counts a rate-limit refusal under its route', async () => {
    const refusals = (text: string) =>
      sample(text, 'movers_rate_limit_refusals_total', { route: '/api/jobs/jobs/' }) ?? 0
    const before = await scrape()
    const statuses = []
    for (let i = 0; i <= LIMIT; i++)
      statuses.push((await app.inject({ url: LOOKUP, remoteAddress: '10.2.0.1' })).statusCode)
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429])
    const after = await scrape()
    expect(refusals(after) - refusals(before)).toBe(1)
  })

  it('counts an e-mail that failed to send, and shows it waiting in the outbox', async () => {
    const empty = await scrape()
    expect(sample(empty, 'movers_outbox_pending')).toBe(0)
    expect(sample(empty, 'movers_outbox_oldest_pending_age_seconds')).toBe(0)
    const failures = (text: string) =>
      sample(text, 'movers_outbox_failures_total', { channel: 'email', outcome: 'retry' })
    expect(failures(empty)).toBe(0)

    // Nothing listens on this port: every attempt fails at once.
    const closed = testConfig({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` })
    const outbox = startOutbox(
      db.repo,
      { mailer: createMailer(closed.mail, silent), leadWebhook: null },
      silent,
      { pollMs: 50, maxAttempts: 5, retryBaseMs: 60_000, leaseMs: 10_000 },
      metrics.outboxFailed,
    )
    try {
      const sent = await app.inject(postEnquiry({ origin: ORIGIN }, '10.3.0.1'))
      expect(sent.statusCode).toBe(201)
      outbox.kick()
      // Two e-mails: the office's notification and the customer's acknowledgement.
      await until(async () => failures(await scrape()) === 2, 'the failed attempts counted')
    } finally {
      await outbox.stop()
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    const after = await scrape()
    expect(sample(after, 'movers_outbox_pending')).toBe(2)
    const age = sample(after, 'movers_outbox_oldest_pending_age_seconds')!
    expect(age).toBeGreaterThan(0)
    expect(age).toBeLessThan(60)
    expect(
      sample(after, 'movers_outbox_failures_total', { channel: 'email', outcome: 'given_up' }),
    ).toBe(0)
  })

  it('shows the newest backup’s age, and +Inf before the first', async () => {
    expect(sample(await scrape(), 'movers_backup_age_seconds')).toBe(Infinity)
    const source: Source =
      backend === 'sqlite'
        ? { kind: 'sqlite', path: db.env.SQLITE_PATH! }
        : { kind: 'postgres', url: db.env.DATABASE_URL! }
    const file = join(backupDir, backupName(source.kind))
    await takeBackup(source, file)
    const age = sample(await scrape(), 'movers_backup_age_seconds')!
    expect(age).toBeGreaterThanOrEqual(0)
    expect(age).toBeLessThan(60)
    // Read from the file's time, as the schedule reads it: the same backup two hours on.
    const twoHoursAgo = new Date(Date.now() - 7_200_000)
    utimesSync(file, twoHoursAgo, twoHoursAgo)
    const older = sample(await scrape(), 'movers_backup_age_seconds')!
    expect(older).toBeGreaterThanOrEqual(7_200)
    expect(older).toBeLessThan(7_260)
  })

  it('counts the live streams open as they open and close', async () => {
    const open = async () => sample(await scrape(), 'movers_live_streams')
    const { cookie } = await staffSession(db.repo, 'sales')
    expect(await open()).toBe(0)
    const stream = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${address}/api/staff/enquiries/live`, { headers: { cookie } }, resolve).on(
        'error',
        reject,
      ),
    )
    expect(stream.statusCode).toBe(200)
    await until(async () => (await open()) === 1, 'the stream counted')
    stream.destroy()
    await until(async () => (await open()) === 0, 'the stream no longer counted')
  })

  it('times the database’s queries by their kind', async () => {
    const count = (text: string, kind: string) =>
      sample(text, 'movers_db_query_duration_seconds_count', { kind }) ?? 0
    const before = await scrape()
    expect((await app.inject({ url: LOOKUP, remoteAddress: '10.4.0.1' })).statusCode).toBe(200)
    const after = await scrape()
    expect(count(after, 'select')).toBeGreaterThan(count(before, 'select'))
    // The enquiry above was written, and its outbox row updated.
    expect(count(after, 'insert')).toBeGreaterThan(0)
    expect(count(after, 'update')).toBeGreaterThan(0)
    expect(after).not.toMatch(/SELECT|INSERT/)
  })
})
