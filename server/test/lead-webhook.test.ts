// Leads to the company's CRM (issue 35, section 5): each new lead is POSTed through the outbox,
// signed as Standard Webhooks says, delivered again under the same id after a failure, and its
// failures show in /api/health and to the staff who work leads.
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from '../src/app.ts'
import { loadConfig, type Config } from '../src/config.ts'
import { webhookSignature } from '../src/notifications/lead-webhook.ts'
import {
  createLeadWebhook,
  createMailer,
  startOutbox,
  type Outbox,
} from '../src/notifications/index.ts'
import { loadSite, type Site } from '../src/site/index.ts'
import { addMember } from '../src/people/index.ts'

import { softAuthenticator } from './authenticator.ts'
import { crmReceiver } from './crm.ts'
import { plannedMove } from '../../src/testing/planned-move.ts'
import { notBotCheckedReason } from '../src/leads/recaptcha.ts'
import {
  asMonitor,
  backends,
  fakeDist,
  fakeSiteverify,
  HEALTH_TOKEN,
  validEnquiry,
} from './helpers.ts'
import { database, silent, testConfig, until } from './tracking-helpers.ts'

const ORIGIN = 'http://localhost:4000'
const SECRET = `whsec_${randomBytes(32).toString('base64')}`

const details = plannedMove()

let site: Site
beforeAll(async () => {
  site = await loadSite(fakeDist())
})

const post = (app: FastifyInstance, body: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contacts/enquiries/',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify({ ...validEnquiry, ...body }),
  })

/** The app and an outbox that delivers to the CRM (and logs e-mail, as development does). */
async function crmApp(
  repo: Awaited<ReturnType<typeof database>>['repo'],
  config: Config,
  maxAttempts: number,
) {
  const outbox: Outbox = startOutbox(
    repo,
    {
      mailer: createMailer(config.mail, silent),
      leadWebhook: config.leadWebhook && createLeadWebhook(config.leadWebhook),
    },
    silent,
    // Retries come within milliseconds, doubling: the waits below never sleep a fixed time.
    { pollMs: 50, maxAttempts, retryBaseMs: 40, leaseMs: 10_000 },
  )
  const app = await buildApp({ config, repo, site, onNotification: () => outbox.kick() })
  return { app, outbox }
}

/** A signed-in member of staff with `role`, enrolled through the CLI's link with a new passkey. */
async function staffCookie(
  app: FastifyInstance,
  repo: Awaited<ReturnType<typeof database>>['repo'],
  role: 'sales' | 'operations',
) {
  const added = await addMember(
    repo,
    ORIGIN,
    { email: `${role}@crm.example.qa`, name: `CRM ${role}`, role },
    { actorId: null, actorName: 'cli:test', ip: 'cli', action: 'staff.added' },
  )
  const token = added!.enrolUrl.split('#')[1]!
  const passkey = softAuthenticator('localhost')
  const call = (url: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
  const { challengeId, options } = (await call('/api/staff/enrol/options', { token })).json()
  const enrolled = await call('/api/staff/enrol', {
    token,
    challengeId,
    response: passkey.register(options, ORIGIN),
  })
  return String(enrolled.headers['set-cookie']).split(';')[0]!
}

describe('the Standard Webhooks signature', () => {
  it("reproduces the specification's published test vector", () => {
    const key = Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64')
    expect(
      webhookSignature(key, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}'),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=')
  })
})

describe('an attempt to reach the CRM', () => {
  const lead = {
    ...validEnquiry,
    id: 7,
    createdAt: new Date().toISOString(),
    trackingNumber: null,
    locale: 'en' as const,
    details: null,
    clientIp: '127.0.0.1',
    recaptchaScore: 0.9,
    reviewReason: null,
    attribution: null,
  }

  /** A CRM endpoint that answers each request with `answer`. */
  async function endpoint(answer: (response: ServerResponse) => void) {
    const server = createServer((_request, response) => answer(response))
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const webhook = createLeadWebhook(
      { url: `http://127.0.0.1:${port}/hooks/leads`, key: Buffer.from('key') },
      200,
    )
    const attempt = webhook.send('msg_1', lead).then(
      () => 'delivered',
      (error: Error) => error.message,
    )
    const outcome = await attempt
    server.closeAllConnections()
    server.close()
    return outcome
  }

  it('fails when the CRM does not answer in time', async () => {
    expect(await endpoint(() => {})).toBe('the CRM did not answer within 200 ms')
  })

  it('fails on a redirect rather than sending the lead elsewhere', async () => {
    expect(
      await endpoint((response) =>
        response.writeHead(302, { location: 'http://127.0.0.1:9/' }).end(),
      ),
    ).toBe('the CRM answered HTTP 302')
  })

  it('counts any 2xx as delivered', async () => {
    expect(await endpoint((response) => response.writeHead(204).end())).toBe('delivered')
  })
})

describe.each(backends)('leads to the CRM on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let crm: Awaited<ReturnType<typeof crmReceiver>>
  let app: FastifyInstance
  let outbox: Outbox
  let sales: string

  const health = async () =>
    (await app.inject({ url: '/api/health', headers: asMonitor })).json().webhook
  const deliveries = async (cookie = sales) =>
    app.inject({ method: 'GET', url: '/api/staff/deliveries', headers: { cookie } })
  const forLead = (id: number) =>
    crm.state.deliveries.filter((delivery) => JSON.parse(delivery.body).data.id === id)
  const delivered = () =>
    until(async () => (await health()).pending === 0, 'the CRM to have every lead')

  beforeAll(async () => {
    db = await database(backend)
    crm = await crmReceiver(SECRET)
    const config = testConfig({
      SITE_URL: ORIGIN,
      ALLOWED_ORIGINS: ORIGIN,
      LEADS_WEBHOOK_URL: crm.url,
      LEADS_WEBHOOK_SECRET: SECRET,
    })
    ;({ app, outbox } = await crmApp(db.repo, config, 50))
    sales = await staffCookie(app, db.repo, 'sales')
  })
  afterAll(async () => {
    await app.close()
    await outbox.stop()
    await crm.close()
    await db.repo.close()
  })

  it('POSTs each new lead as JSON, signed so the CRM can verify it', async () => {
    const sent = await post(app)
    expect(sent.statusCode).toBe(201)
    const { id } = sent.json()
    await until(() => forLead(id).length === 1, 'the lead at the CRM')
    const [delivery] = forLead(id)
    expect(delivery!.verified).toBe(true)
    expect(delivery!.id).toMatch(/^msg_[0-9a-f]{32}$/)
    const [stored] = (await db.repo.listEnquiries()).filter((enquiry) => enquiry.id === id)
    expect(JSON.parse(delivery!.body)).toEqual({
      type: 'lead.created',
      timestamp: stored!.createdAt,
      data: {
        id,
        createdAt: stored!.createdAt,
        fullName: validEnquiry.fullName,
        phoneNumber: validEnquiry.phoneNumber,
        email: validEnquiry.email,
        serviceType: validEnquiry.serviceType,
        message: validEnquiry.message,
        locale: 'en',
        trackingNumber: null,
        pageUrl: validEnquiry.submittedUrl,
        refererUrl: validEnquiry.refererUrl,
        reviewReason: notBotCheckedReason,
        attribution: null,
        quote: null,
      },
    })
    await delivered()
    expect(await health()).toEqual({
      configured: true,
      pending: 0,
      retrying: 0,
      failed: 0,
      lastError: null,
    })
  })

  it("sends a planned quote with the planner's summary and details", async () => {
    const sent = await post(app, { details })
    expect(sent.statusCode, sent.body).toBe(201)
    const { id } = sent.json()
    await until(() => forLead(id).length === 1, 'the quote at the CRM')
    const { quote } = JSON.parse(forLead(id)[0]!.body).data
    expect(quote.details).toEqual(details)
    expect(quote.summary).toContain('Amman')
  })

  it("sends nothing for a bot's submission that the hidden field gave away", async () => {
    const before = await db.query('SELECT COUNT(*) AS n FROM outbox')
    const sent = await post(app, { companyWebsite: 'https://spam.example' })
    expect(sent.statusCode).toBe(201)
    expect(await db.query('SELECT COUNT(*) AS n FROM outbox')).toEqual(before)
  })

  it('shows a failing CRM, and delivers again under the same webhook-id once it answers', async () => {
    crm.state.status = 500
    const { id } = (await post(app, { fullName: 'Omar Haddad' })).json()
    await until(() => forLead(id).length >= 2, 'two refused attempts')
    const failing = {
      configured: true,
      pending: 1,
      retrying: 1,
      failed: 0,
      lastError: 'the CRM answered HTTP 500',
    }
    expect(await health()).toEqual(failing)
    const seen = await deliveries()
    expect(seen.statusCode).toBe(200)
    expect(seen.json().webhook).toEqual(failing)
    // No customer data in what the console and the health check show.
    expect(seen.body).not.toContain('Omar')

    // Then the CRM is gone altogether: the connection is refused.
    await crm.down()
    await until(
      async () => /ECONNREFUSED/.test((await health()).lastError ?? ''),
      'a refused connection',
    )
    crm.state.status = 200
    await crm.up()
    await delivered()

    const attempts = forLead(id)
    expect(attempts.at(-1)!.answered).toBe(200)
    expect(attempts.every((attempt) => attempt.verified)).toBe(true)
    expect(new Set(attempts.map((attempt) => attempt.id)).size).toBe(1)
    // The same message each time: only the attempt's timestamp (and so its signature) moves on.
    expect(new Set(attempts.map((attempt) => attempt.body)).size).toBe(1)
    expect((await deliveries()).json().webhook).toMatchObject({ pending: 0, lastError: null })
  })

  it('shows the deliveries to staff who work leads only', async () => {
    const operations = await staffCookie(app, db.repo, 'operations')
    expect((await deliveries(operations)).statusCode).toBe(403)
    expect((await app.inject('/api/staff/deliveries')).statusCode).toBe(401)
  })
})

describe.each(backends)('a CRM that never answers, on %s', (backend) => {
  it('is given up on after the outbox’s attempts, and counted as failed', async () => {
    const db = await database(backend)
    const crm = await crmReceiver(SECRET)
    crm.state.status = 503
    const config = testConfig({
      ALLOWED_ORIGINS: ORIGIN,
      LEADS_WEBHOOK_URL: crm.url,
      LEADS_WEBHOOK_SECRET: SECRET,
    })
    const { app, outbox } = await crmApp(db.repo, config, 2)
    expect((await post(app)).statusCode).toBe(201)
    await until(
      async () =>
        (await app.inject({ url: '/api/health', headers: asMonitor })).json().webhook.failed === 1,
      'the lead given up',
    )
    expect((await app.inject({ url: '/api/health', headers: asMonitor })).json().webhook).toEqual({
      configured: true,
      pending: 0,
      retrying: 0,
      failed: 1,
      lastError: 'the CRM answered HTTP 503',
    })
    expect(crm.state.deliveries).toHaveLength(2)
    // The enquiry itself is kept, and sales' e-mail went as ever.
    expect(await db.repo.listEnquiries()).toHaveLength(1)
    expect(await db.repo.countPendingNotifications()).toBe(0)
    await app.close()
    await outbox.stop()
    await crm.close()
    await db.repo.close()
  })
})

describe.each(backends)('leads without LEADS_WEBHOOK_URL, on %s', (backend) => {
  it('go to no CRM, and the health check says none is configured', async () => {
    const db = await database(backend)
    const { app, outbox } = await crmApp(db.repo, testConfig({ ALLOWED_ORIGINS: ORIGIN }), 3)
    expect((await post(app)).statusCode).toBe(201)
    await until(async () => (await db.repo.countPendingNotifications()) === 0, 'the e-mail')
    const rows = await db.query('SELECT payload FROM outbox ORDER BY id')
    // The e-mail to sales and the customer's acknowledgement, nothing for a CRM.
    expect(rows.map((row) => String(row.payload).slice(0, 35))).toEqual([
      expect.stringMatching(/^\{"kind":"enquiry",/),
      '{"kind":"enquiry-acknowledgement"}',
    ])
    expect((await app.inject({ url: '/api/health', headers: asMonitor })).json().webhook).toEqual({
      configured: false,
      pending: 0,
      retrying: 0,
      failed: 0,
      lastError: null,
    })
    await app.close()
    await outbox.stop()
    await db.repo.close()
  })
})

describe.each(backends)('leads in production without SMTP_URL, on %s', (backend) => {
  it('still go to the CRM while the e-mail stays held', async () => {
    const db = await database(backend)
    const crm = await crmReceiver(SECRET)
    const siteverify = await fakeSiteverify()
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        RECAPTCHA_SECRET: 'secret',
        RECAPTCHA_HOSTNAMES: 'localhost',
        RECAPTCHA_VERIFY_URL: siteverify.url,
        ALLOWED_ORIGINS: ORIGIN,
        RATE_LIMIT_ENQUIRIES_PER_MINUTE: '1000',
        // Production takes only an https:// CRM; this one listens on loopback, in plain HTTP.
        LEADS_WEBHOOK_URL: 'https://crm.example.com/hooks/leads',
        LEADS_WEBHOOK_SECRET: SECRET,
        HEALTH_TOKEN,
      },
      '/srv',
      { recaptchaSiteKey: 'key', siteUrl: undefined },
    )
    config.leadWebhook!.url = crm.url
    // As main.ts starts it: no mailer while e-mail is held.
    const outbox = startOutbox(
      db.repo,
      { mailer: null, leadWebhook: createLeadWebhook(config.leadWebhook!) },
      silent,
      { pollMs: 50, maxAttempts: 3, retryBaseMs: 40, leaseMs: 10_000 },
    )
    const app = await buildApp({ config, repo: db.repo, site, onNotification: outbox.kick })
    expect((await post(app)).statusCode).toBe(201)
    await until(() => crm.state.deliveries.length === 1, 'the lead at the CRM')
    await until(
      async () =>
        (await app.inject({ url: '/api/health', headers: asMonitor })).json().webhook.pending === 0,
      'the webhook marked sent',
    )
    expect(crm.state.deliveries[0]!.verified).toBe(true)
    expect(
      (await app.inject({ url: '/api/health', headers: asMonitor })).json().notifications,
    ).toEqual({
      delivery: 'held',
      // The e-mail to sales and the customer's acknowledgement.
      pending: 2,
    })
    await app.close()
    await outbox.stop()
    await crm.close()
    await siteverify.close()
    await db.repo.close()
  })
})
