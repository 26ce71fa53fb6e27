// What the WhatsApp tests of the way in share (issue 54, item 4): a fresh database, the fake Graph
// API (tests/fakes/whatsapp-graph.mjs, which signs webhooks as Meta does), the app listening on
// loopback for it, the webhook's worker, a signed-in member of each role, and the reads and waits
// the suites make.
import { createHmac } from 'node:crypto'
import type { AddressInfo } from 'node:net'

import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'

import { buildApp } from '../src/app.ts'
import { leadSignal } from '../src/leads/index.ts'
import { startOutbox, whatsappSender, type Outbox } from '../src/notifications/index.ts'
import { loadSite } from '../src/site/index.ts'
import { graphClient, startWhatsAppEvents, type WhatsAppEvents } from '../src/whatsapp/index.ts'
import { startWhatsAppGraph, type WhatsAppGraph } from '../../tests/fakes/whatsapp-graph.mjs'

import { fakeDist, type Backend } from './helpers.ts'
import { enrolMember, type Role } from './staff-helpers.ts'
import { database, silent, testConfig, until } from './tracking-helpers.ts'

const ORIGIN = 'http://localhost:4000'
export const ACCOUNT = {
  token: 'EAAG-test-token-0123456789',
  phoneNumberId: '106540352242922',
  appSecret: 'app-secret-0123456789abcdef',
  verifyToken: 'verify-me-0123456789',
}
const WHATSAPP_ENV = {
  WHATSAPP_TOKEN: ACCOUNT.token,
  WHATSAPP_PHONE_NUMBER_ID: ACCOUNT.phoneNumberId,
  WHATSAPP_APP_SECRET: ACCOUNT.appSecret,
  WHATSAPP_VERIFY_TOKEN: ACCOUNT.verifyToken,
}
/** The worker's settings in tests: quick polls and retries, three tries before giving up. */
export const EVENT_SETTINGS = { pollMs: 50, maxAttempts: 3, retryBaseMs: 50, leaseMs: 10_000 }

/** `sha256=` and the hex HMAC of `raw` under `secret`, as Meta signs a webhook's body. */
export const metaSignature = (raw: string, secret = ACCOUNT.appSecret) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`

export type Row = Record<string, unknown>

export function whatsappWorld(backend: Backend) {
  const world = {} as {
    db: Awaited<ReturnType<typeof database>>
    app: FastifyInstance
    graph: WhatsAppGraph
    events: WhatsAppEvents
    /** Sends the WhatsApp messages queued (a STOP's confirmation) to the fake; e-mail is held. */
    outbox: Outbox
    webhook: string
    /** How often the consoles were told that leads changed. */
    published: number
  }
  const cookies: Partial<Record<Role, string>> = {}
  beforeAll(async () => {
    world.graph = await startWhatsAppGraph(ACCOUNT)
    world.db = await database(backend)
    const config = testConfig({
      SITE_URL: ORIGIN,
      ALLOWED_ORIGINS: ORIGIN,
      RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: '1000',
      ...WHATSAPP_ENV,
      WHATSAPP_API_BASE: world.graph.url,
    })
    const leads = leadSignal()
    world.published = 0
    leads.subscribe(() => world.published++)
    world.outbox = startOutbox(
      world.db.repo,
      {
        mailer: null,
        leadWebhook: null,
        whatsapp: whatsappSender(world.db.repo, graphClient(config.whatsapp!, 5_000), ORIGIN),
      },
      silent,
      EVENT_SETTINGS,
    )
    world.events = startWhatsAppEvents(world.db.repo, silent, EVENT_SETTINGS, {
      onLeadChange: () => leads.publish(),
      onNotification: () => world.outbox.kick(),
    })
    world.app = await buildApp({
      config,
      repo: world.db.repo,
      site: await loadSite(fakeDist()),
      leads,
      onNotification: () => world.outbox.kick(),
      onWhatsAppEvent: () => world.events.kick(),
    })
    await world.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = world.app.server.address() as AddressInfo
    world.webhook = `http://127.0.0.1:${port}/api/whatsapp/webhook`
    for (const role of ['admin', 'sales', 'operations'] as const)
      cookies[role] = (
        await enrolMember(world.app, world.db.repo, {
          email: `${role}@console.example.qa`,
          name: `Console ${role}`,
          role,
        })
      ).cookie
  })
  afterAll(async () => {
    await world.app.close()
    await world.events.stop()
    await world.outbox.stop()
    await world.graph.close()
    await world.db.repo.close()
  })

  const query = async (sql: string) => (await world.db.query(sql)) as Row[]
  return {
    world,
    query,
    /** A console GET as `role`. */
    get: (role: Role | null, url: string, language = 'en') =>
      world.app.inject({
        method: 'GET',
        url,
        headers: {
          origin: ORIGIN,
          'accept-language': language,
          ...(role && { cookie: cookies[role]! }),
        },
      }),
    /** Changes rows directly, as no API may. */
    async exec(statement: string) {
      if (backend === 'postgres') return void (await world.db.query(statement))
      const raw = new Database(world.db.env.SQLITE_PATH!)
      try {
        raw.exec(statement)
      } finally {
        raw.close()
      }
    },
    /** Waits until the worker has read every body the webhook stored. */
    settled: () =>
      until(
        async () =>
          (await query('SELECT id FROM whatsapp_events WHERE processed_at IS NULL')).length === 0,
        'the WhatsApp events',
      ),
    /** A lead as the site's enquiry form makes it, with `phone`. */
    async newLead(phone: string, extra: Row = {}) {
      const sent = await world.app.inject({
        method: 'POST',
        url: '/api/contacts/enquiries/',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          fullName: 'Fatima Al-Sayed',
          phoneNumber: phone,
          email: 'fatima@example.com',
          serviceType: 'internationalMove',
          message: 'Moving a 3-bedroom flat from Doha to Brisbane in May.',
          refererUrl: 'http://localhost/',
          submittedUrl: 'http://localhost/contact-us',
          recaptchaToken: 'good',
          ...extra,
        }),
      })
      if (sent.statusCode !== 201) throw new Error(sent.body)
      return Number(sent.json().id)
    },
    messagesOf: (phone: string) =>
      query(`SELECT * FROM whatsapp_messages WHERE phone = '${phone}' ORDER BY id`),
    auditOf: (action: string) =>
      query(`SELECT * FROM audit_log WHERE action = '${action}' ORDER BY id`),
  }
}
