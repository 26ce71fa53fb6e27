// WhatsApp's sends through the outbox (issue 54): a refusal Meta means for good fails the message
// with Meta's words at once, a passing one is tried again and given up in the end, staff are
// warned of both beside the CRM's failures, the metrics count them; stored messages wait while
// WhatsApp is not set up; two instances on one PostgreSQL database send each message once; and
// the approved templates' file agrees with what the server fills in.
import { readFileSync } from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { WHATSAPP_TEMPLATES } from '@contract/whatsapp.ts'
import { startOutbox, whatsappSender, type Outbox } from '../src/notifications/index.ts'
import { openPostgres, type Repository } from '../src/repository.ts'
import { graphClient, queueWhatsAppMessage, whatsappAuto } from '../src/whatsapp/index.ts'
import { whatsappOf } from '../src/settings/whatsapp.ts'
import {
  GRAPH_ERRORS,
  startWhatsAppGraph,
  type WhatsAppGraph,
} from '../../tests/fakes/whatsapp-graph.mjs'

import { backends } from './helpers.ts'
import { quoteSendWorld } from './quote-send-helpers.ts'
import { database, silent, until } from './tracking-helpers.ts'
import { ACCOUNT, statementsOn, whatsappEnv } from './whatsapp-helpers.ts'

/** A text staff wrote, queued as the console queues it. */
const reply = (phone: string, body: string) => ({
  phone,
  leadId: null,
  jobId: null,
  kind: 'text' as const,
  language: 'en' as const,
  body,
  authorId: null,
  authorName: 'Sales',
  at: Date.now(),
})

describe.each(backends)('WhatsApp failures, on %s', (backend) => {
  let graph: WhatsAppGraph
  const env: Record<string, string> = {}
  beforeAll(async () => {
    graph = await startWhatsAppGraph(ACCOUNT)
    Object.assign(env, whatsappEnv(graph))
  })
  const world = quoteSendWorld(backend, env)
  const { query, call } = world
  const statements = statementsOn(() => world.world.db.env)
  afterAll(async () => {
    await statements.close()
    await graph.close()
  })
  let numbers = 0
  const number = () => `9746${backend === 'sqlite' ? 1 : 2}${String(++numbers).padStart(6, '0')}`
  async function queue(phone: string, body: string) {
    const [first, ...then] = queueWhatsAppMessage(statements.db, reply(phone, body))
    const { rows } = await statements.run(first, ...then)
    world.world.outbox.kick()
    return Number((rows[0] as { id: number }).id)
  }
  const message = async (id: number) =>
    (await query(`SELECT * FROM whatsapp_messages WHERE id = ${id}`))[0]!
  const settled = (id: number) =>
    until(async () => (await message(id)).status !== 'queued', `message ${id} to settle`)
  const deliveries = async () => (await call('sales', 'GET', '/api/staff/deliveries')).json()
  /** The message's outbox row once it is given up (the message is marked failed just before). */
  async function givenUp(id: number) {
    const row = async () =>
      (await query(`SELECT * FROM outbox WHERE payload LIKE '%"messageId":${id}}'`))[0]
    await until(async () => (await row())?.failed_at != null, `message ${id}'s row given up`)
    return (await row())!
  }

  it("sends a stored message as written, with Meta's id", async () => {
    const phone = number()
    const id = await queue(phone, 'Your crew arrives at 8.')
    await settled(id)
    const sent = graph.messages.find((each) => each.to === phone)!
    expect(sent).toMatchObject({ type: 'text', text: 'Your crew arrives at 8.' })
    expect(sent.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: phone,
      type: 'text',
      text: { body: 'Your crew arrives at 8.', preview_url: true },
    })
    expect(graph.requests.at(-1)!.authorization).toBe(`Bearer ${ACCOUNT.token}`)
    expect(await message(id)).toMatchObject({ status: 'sent', wa_id: sent.id, error: null })
  })

  it("fails a message Meta refuses for good at once, with Meta's words, and warns staff", async () => {
    const before = await deliveries()
    const phone = number()
    graph.setWindow(phone, Date.now() - 25 * 3_600_000)
    const id = await queue(phone, 'Are you free tomorrow?')
    await settled(id)
    const { error } = GRAPH_ERRORS.windowClosed
    const reason = `${error.message}: ${(error.error_data as { details: string }).details}`
    expect(await message(id)).toMatchObject({ status: 'failed', error: reason })
    // Not tried again: one attempt, given up.
    expect(await givenUp(id)).toMatchObject({ attempts: 1, last_error: reason })
    const after = await deliveries()
    expect(after.whatsapp).toEqual({
      configured: true,
      retrying: 0,
      failed: before.whatsapp.failed + 1,
      lastError: reason,
    })
    // The warning names Meta's reason, never the customer's number or text.
    expect(JSON.stringify(after)).not.toContain(phone)
    expect(JSON.stringify(after)).not.toContain('free tomorrow')
  })

  it('tries a passing failure again and sends it', async () => {
    const phone = number()
    graph.fail(1, 'transient')
    const id = await queue(phone, 'Second try.')
    await settled(id)
    expect(await message(id)).toMatchObject({ status: 'sent', error: null })
    expect(graph.messages.filter((each) => each.to === phone)).toHaveLength(1)
  })

  it('gives up after the last attempt and fails the message with the last reason', async () => {
    const phone = number()
    graph.fail(3, GRAPH_ERRORS.rateLimited)
    const id = await queue(phone, 'Never arrives.')
    await settled(id)
    expect(await message(id)).toMatchObject({
      status: 'failed',
      error: '(#130429) Rate limit hit: Cloud API message throughput has been reached.',
    })
    expect(await givenUp(id)).toMatchObject({ attempts: 3 })
    expect(graph.messages.filter((each) => each.to === phone)).toEqual([])
  })
})

describe.each(backends)('the WhatsApp channel, on %s', (backend) => {
  let graph: WhatsAppGraph
  let db: Awaited<ReturnType<typeof database>>
  const statements = statementsOn(() => db.env)
  const outboxes: Outbox[] = []
  const repos: Repository[] = []
  beforeAll(async () => {
    graph = await startWhatsAppGraph(ACCOUNT)
    db = await database(backend)
    repos.push(db.repo)
  })
  afterAll(async () => {
    for (const outbox of outboxes) await outbox.stop()
    await statements.close()
    for (const repo of repos) await repo.close()
    await graph.close()
  })
  const settings = () =>
    whatsappOf({
      WHATSAPP_TOKEN: ACCOUNT.token,
      WHATSAPP_PHONE_NUMBER_ID: ACCOUNT.phoneNumberId,
      WHATSAPP_APP_SECRET: ACCOUNT.appSecret,
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_API_BASE: graph.url,
      WHATSAPP_API_VERSION: 'v23.0',
    })!
  function outboxOf(
    repo: Repository,
    configured: boolean,
    failures: Array<[string, boolean]> = [],
  ) {
    const outbox = startOutbox(
      repo,
      {
        mailer: null,
        leadWebhook: null,
        whatsapp: whatsappSender(
          repo,
          configured ? graphClient(settings(), 5_000) : null,
          'https://www.example.qa',
        ),
      },
      silent,
      { pollMs: 40, maxAttempts: 2, retryBaseMs: 20, leaseMs: 10_000 },
      (channel, gaveUp) => failures.push([channel, gaveUp]),
    )
    outboxes.push(outbox)
    return outbox
  }
  const count = async (statement: string) => Number((await db.query(statement))[0]!.n)

  it('holds stored messages while WhatsApp is not set up, and lets automatic ones go', async () => {
    const held = outboxOf(db.repo, false)
    const [first, ...then] = queueWhatsAppMessage(statements.db, reply('97470000001', 'Held.'))
    await statements.run(first, ...then)
    const lead = await db.repo.createEnquiry(
      {
        fullName: 'Held Customer',
        phoneNumber: '97470000002',
        email: 'held@example.com',
        serviceType: 'internationalMove',
        message: 'A move.',
        refererUrl: 'http://localhost/',
        submittedUrl: 'http://localhost/contact-us',
        trackingNumber: null,
        locale: 'en',
        clientIp: '127.0.0.1',
        recaptchaScore: 0.9,
        reviewReason: null,
        details: null,
        attribution: null,
      },
      null,
    )
    const leadId = 'id' in lead ? lead.id : 0
    await statements.run(
      statements.db.insertInto('whatsapp_contacts').values({
        phone: '97470000002',
        locale: 'en',
        consent_at: Date.now(),
        consent_source: 'enquiry',
        created_at: Date.now(),
        updated_at: Date.now(),
      }),
    )
    await statements.run(
      whatsappAuto(statements.db, {
        phone: '97470000002',
        leadId,
        message: { purpose: 'enquiry-received' },
        at: Date.now(),
      })!,
    )
    held.kick()
    const auto = `SELECT count(*) AS n FROM outbox WHERE payload LIKE '{"kind":"whatsapp-auto"%' AND sent_at IS NULL`
    await until(async () => (await count(auto)) === 0, 'the automatic message to be let go')
    const stored = `SELECT count(*) AS n FROM outbox WHERE payload LIKE '{"kind":"whatsapp",%' AND sent_at IS NULL AND failed_at IS NULL`
    expect(await count(stored)).toBe(1)
    expect(await count(`SELECT count(*) AS n FROM whatsapp_messages WHERE status = 'queued'`)).toBe(
      1,
    )
    expect(graph.requests).toEqual([])
    await held.stop()

    // Once it is set up, the stored message goes.
    const failures: Array<[string, boolean]> = []
    outboxOf(db.repo, true, failures)
    await until(async () => (await count(stored)) === 0, 'the held message to go')
    expect(graph.messages.map((each) => each.text)).toEqual(['Held.'])
    expect(failures.filter(([channel]) => channel === 'whatsapp')).toEqual([])
  })

  it("counts WhatsApp's failures under its own channel in the metrics", async () => {
    for (const outbox of outboxes.splice(0)) await outbox.stop()
    const failures: Array<[string, boolean]> = []
    outboxOf(db.repo, true, failures).kick()
    graph.fail(1, 'transient')
    graph.fail(1, 'permanent')
    const [first, ...then] = queueWhatsAppMessage(statements.db, reply('97470000003', 'Metrics.'))
    await statements.run(first, ...then)
    await until(() => failures.length >= 2, 'two failed attempts')
    expect(failures).toEqual([
      ['whatsapp', false],
      ['whatsapp', true],
    ])
  })

  it.runIf(backend === 'postgres')(
    'sends each message once from two instances sharing the database',
    async () => {
      for (const outbox of outboxes.splice(0)) await outbox.stop()
      const other = openPostgres(db.env.DATABASE_URL!)
      repos.push(other)
      const before = graph.messages.length
      for (let n = 0; n < 30; n++) {
        const [first, ...then] = queueWhatsAppMessage(
          statements.db,
          reply(`9747100${String(n).padStart(4, '0')}`, `Once ${n}`),
        )
        await statements.run(first, ...then)
      }
      outboxOf(db.repo, true).kick()
      outboxOf(other, true).kick()
      const pending = `SELECT count(*) AS n FROM whatsapp_messages WHERE status = 'queued'`
      await until(async () => (await count(pending)) === 0, 'every message to be sent')
      const texts = graph.messages.slice(before).map((each) => each.text)
      expect(texts).toHaveLength(30)
      expect(new Set(texts).size).toBe(30)
    },
  )
})

describe('the approved templates (deploy/whatsapp-templates.json)', () => {
  const file = JSON.parse(
    readFileSync(new URL('../../deploy/whatsapp-templates.json', import.meta.url), 'utf8'),
  ) as {
    templates: Array<{
      name: string
      parameters: string[]
      languages: Record<string, { body: string; example: string[] }>
    }>
  }
  /** The values the server fills in, in order (notifications/whatsapp-auto.ts, follow-up-whatsapp.ts). */
  const filled: Record<string, string[]> = {
    enquiry_received: ['customer_name', 'reference'],
    quote_ready: ['customer_name', 'quote_reference', 'valid_until', 'quote_link'],
    quote_accepted: ['customer_name', 'quote_reference', 'deposit', 'quote_link'],
    booking_confirmed: ['customer_name', 'quote_reference', 'move_date'],
    milestone_update: ['tracking_number', 'milestone', 'details', 'tracking_link'],
    move_reminder: ['customer_name', 'move_date', 'time_window', 'crew_contact'],
    quote_reminder: ['customer_name', 'quote_reference', 'valid_until', 'quote_link', 'stop_link'],
    move_rescheduled: ['customer_name', 'move_date', 'time_window', 'stop_link'],
    review_request: ['customer_name', 'feedback_link', 'stop_link'],
  }

  it('names every template the product knows, once', () => {
    expect(file.templates.map((template) => template.name).sort()).toEqual(
      [...WHATSAPP_TEMPLATES].sort(),
    )
  })

  it.each(file.templates.map((template) => [template.name, template] as const))(
    '%s has as many {{n}} as parameters, numbered in order, in both languages',
    (name, template) => {
      expect(template.parameters).toEqual(filled[name])
      expect(Object.keys(template.languages).sort()).toEqual(['ar', 'en'])
      for (const { body, example } of Object.values(template.languages)) {
        const numbers = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]))
        expect(numbers).toEqual(template.parameters.map((_, i) => i + 1))
        expect(example).toHaveLength(template.parameters.length)
      }
    },
  )
})
