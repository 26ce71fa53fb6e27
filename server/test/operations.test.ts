import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { Writable } from 'node:stream'

import { beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { openSqlite } from '../src/repository.ts'
import { createMailer, type Mailer } from '../src/notifications/mailer.ts'
import { startOutbox } from '../src/notifications/outbox.ts'
import { loadSite, type Site } from '../src/site/static-site.ts'

import {
  asMonitor,
  backends,
  fakeDist,
  fakeSiteverify,
  freshRepository,
  HEALTH_TOKEN,
  tempDir,
  validEnquiry,
  postEnquiry,
  testConfig,
} from './helpers.ts'

let site: Site
beforeAll(async () => {
  site = await loadSite(fakeDist())
})
describe('no customer data in log lines', () => {
  it('logs enquiries and their notifications by id only', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const repo = await freshRepository('sqlite')
    const app = await buildApp({
      config: testConfig(),
      repo,
      site,
      logger: { level: 'info', stream },
    })
    const response = await app.inject(postEnquiry())
    expect(response.statusCode).toBe(201)
    const mailer = createMailer(testConfig().mail, app.log)
    const [enquiry] = await repo.listEnquiries()
    await mailer.send({ kind: 'enquiry', enquiry: enquiry! })
    const log = lines.join('')
    expect(log).toContain(`"enquiryId":${response.json().id}`)
    expect(log).toContain('logged, not mailed')
    for (const secret of [validEnquiry.fullName, validEnquiry.email, validEnquiry.phoneNumber])
      expect(log).not.toContain(secret)
    await app.close()
    await repo.close()
  })
})

describe.each(backends)('notifications without SMTP_URL in production (%s)', (backend) => {
  it('stay queued and /api/health says so', async () => {
    const repo = await freshRepository(backend)
    const siteverify = await fakeSiteverify()
    const production = loadConfig(
      {
        NODE_ENV: 'production',
        RECAPTCHA_SECRET: 'secret',
        RECAPTCHA_HOSTNAMES: 'localhost',
        ALLOWED_ORIGINS: 'http://localhost',
        RATE_LIMIT_ENQUIRIES_PER_MINUTE: '1000',
        RECAPTCHA_VERIFY_URL: siteverify.url,
        HEALTH_TOKEN,
      },
      '/srv',
      { recaptchaSiteKey: 'key', siteUrl: undefined },
    )
    const app = await buildApp({ config: production, repo, site })
    for (let i = 0; i < 2; i++) expect((await app.inject(postEnquiry())).statusCode).toBe(201)
    const health = await app.inject({ url: '/api/health', headers: asMonitor })
    // Each enquiry's notification to the office and acknowledgement to the customer.
    expect(health.json().notifications).toEqual({ delivery: 'held', pending: 4 })
    await app.close()
    await repo.close()
    await siteverify.close()
  })
})

describe('the outbox on shutdown', () => {
  it('lets the delivery in flight finish, then closes the mailer', async () => {
    const repo = await freshRepository('sqlite')
    await repo.createEnquiry(
      {
        ...validEnquiry,
        trackingNumber: null,
        locale: 'en',
        details: null,
        attribution: null,
        clientIp: '127.0.0.1',
        recaptchaScore: null,
        reviewReason: null,
      },
      null,
    )
    const events: string[] = []
    // The enquiry's notification and its acknowledgement go out side by side.
    const inFlight: Array<() => void> = []
    let sending = () => {}
    const sendsStarted = new Promise<void>((resolve) => (sending = resolve))
    const mailer: Mailer = {
      send: () =>
        new Promise<void>((resolve) => {
          events.push('send')
          inFlight.push(resolve)
          if (inFlight.length === 2) sending()
        }),
      close: () => events.push('close'),
    }
    const log = { info: () => {}, warn: () => {}, error: () => {} }
    const settings = { pollMs: 60_000, maxAttempts: 3, retryBaseMs: 1000, leaseMs: 60_000 }
    const outbox = startOutbox(repo, { mailer, leadWebhook: null }, log, settings)
    await sendsStarted
    const stopped = outbox.stop()
    await new Promise((resolve) => setImmediate(resolve))
    expect(events).toEqual(['send', 'send'])
    inFlight.forEach((finish) => finish())
    await stopped
    expect(events).toEqual(['send', 'send', 'close'])
    expect(await repo.countPendingNotifications()).toBe(0)
    await repo.close()
  })
})

describe('the admin CLI', () => {
  it('shows control and bidi characters in customer text as codes, not as terminal commands', () => {
    const path = join(tempDir('cli'), 'site.db')
    const repo = openSqlite(path)
    return (async () => {
      await repo.migrate()
      await repo.createEnquiry(
        {
          ...validEnquiry,
          fullName: 'Omar \u202eevil\u202c \u009b31m',
          trackingNumber: null,
          locale: 'ar',
          details: null,
          attribution: null,
          clientIp: '127.0.0.1',
          recaptchaScore: null,
          reviewReason: 'check \u001b[2J',
        },
        null,
      )
      await repo.close()
      const output = execFileSync(process.execPath, ['dist-ssr/server/cli.js', 'enquiries'], {
        env: { ...process.env, SQLITE_PATH: path },
        encoding: 'utf8',
      })
      expect(output).toContain('Omar \\u{202e}evil\\u{202c} \\u{9b}31m')
      expect(output).toContain('check \\u{1b}[2J')
      for (const raw of ['\u001b', '\u009b', '\u202e']) expect(output).not.toContain(raw)
    })()
  })
})
