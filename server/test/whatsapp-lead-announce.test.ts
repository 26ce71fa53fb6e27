// A lead made by a customer's first WhatsApp message reaches sales and the CRM as a form's does,
// on both databases: sales' e-mail through a real SMTP server, saying where to answer and with no
// Reply-To (there is no address), and the signed lead.created through the CRM's webhook; a second
// message from the number joins its lead and announces nothing more.
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from '../src/app.ts'
import {
  createLeadWebhook,
  createMailer,
  startOutbox,
  whatsappSender,
  type Outbox,
} from '../src/notifications/index.ts'
import { loadSite } from '../src/site/index.ts'
import { graphClient, startWhatsAppEvents, type WhatsAppEvents } from '../src/whatsapp/index.ts'
import { startWhatsAppGraph, type WhatsAppGraph } from '../../tests/fakes/whatsapp-graph.mjs'

import { crmReceiver } from './crm.ts'
import { backends, fakeDist } from './helpers.ts'
import { readMail, smtpServer } from './smtp.ts'
import { database, silent, testConfig, until } from './tracking-helpers.ts'
import { ACCOUNT, EVENT_SETTINGS } from './whatsapp-in-helpers.ts'

const ORIGIN = 'http://localhost:4000'
const SECRET = `whsec_${randomBytes(32).toString('base64')}`

describe.each(backends)('a lead from WhatsApp announced, on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let graph: WhatsAppGraph
  let smtp: Awaited<ReturnType<typeof smtpServer>>
  let crm: Awaited<ReturnType<typeof crmReceiver>>
  let outbox: Outbox
  let events: WhatsAppEvents
  let app: FastifyInstance
  let webhook: string

  beforeAll(async () => {
    graph = await startWhatsAppGraph(ACCOUNT)
    smtp = await smtpServer()
    crm = await crmReceiver(SECRET)
    db = await database(backend)
    const config = testConfig({
      SITE_URL: ORIGIN,
      ALLOWED_ORIGINS: ORIGIN,
      SMTP_URL: smtp.url,
      LEADS_WEBHOOK_URL: crm.url,
      LEADS_WEBHOOK_SECRET: SECRET,
      WHATSAPP_TOKEN: ACCOUNT.token,
      WHATSAPP_PHONE_NUMBER_ID: ACCOUNT.phoneNumberId,
      WHATSAPP_APP_SECRET: ACCOUNT.appSecret,
      WHATSAPP_VERIFY_TOKEN: ACCOUNT.verifyToken,
      WHATSAPP_API_BASE: graph.url,
    })
    outbox = startOutbox(
      db.repo,
      {
        mailer: createMailer(config.mail, silent),
        leadWebhook: createLeadWebhook(config.leadWebhook!),
        whatsapp: whatsappSender(db.repo, graphClient(config.whatsapp!, 5_000), ORIGIN),
      },
      silent,
      EVENT_SETTINGS,
    )
    events = startWhatsAppEvents(
      db.repo,
      silent,
      EVENT_SETTINGS,
      { onLeadChange: () => {}, onNotification: () => outbox.kick() },
      { leadWebhook: config.leadWebhook !== null },
    )
    app = await buildApp({
      config,
      repo: db.repo,
      site: await loadSite(fakeDist()),
      onNotification: () => outbox.kick(),
      onWhatsAppEvent: () => events.kick(),
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    webhook = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/whatsapp/webhook`
  })

  afterAll(async () => {
    await app.close()
    await events.stop()
    await outbox.stop()
    await Promise.all([graph.close(), smtp.close(), crm.close()])
    await db.repo.close()
  })

  const leadsOf = async (phone: string) =>
    (await db.query(`SELECT id FROM enquiries WHERE phone_number = '${phone}'`)) as Array<{
      id: number | string
    }>
  const salesMails = (id: number) =>
    smtp.messages
      .map(readMail)
      .filter((mail) => mail.headers.get('subject')?.startsWith(`New WhatsApp lead #${id} `))
  const crmCalls = (id: number) =>
    crm.state.deliveries.filter((delivery) => JSON.parse(delivery.body).data.id === id)

  it('sends sales an e-mail that says where to answer, and the CRM the signed lead', async () => {
    await graph.postMessage(webhook, {
      from: '97433119900',
      name: 'Noura Al-Mannai',
      text: 'السلام عليكم، أحتاج عرض سعر لنقل فيلا من الريان إلى لوسيل',
    })
    await until(async () => (await leadsOf('97433119900')).length === 1, 'the lead')
    const id = Number((await leadsOf('97433119900'))[0]!.id)
    await until(() => salesMails(id).length === 1, 'sales’ e-mail')
    await until(() => crmCalls(id).length === 1, 'the CRM’s lead')

    const [mail] = salesMails(id)
    expect(mail!.headers.get('subject')).toBe(`New WhatsApp lead #${id} from Noura Al-Mannai`)
    expect(mail!.headers.get('to')).toContain('info@pearlcoastmovers.qa')
    expect(mail!.headers.has('reply-to')).toBe(false)
    expect(mail!.text).toContain('WhatsApp: +97433119900')
    expect(mail!.text).toContain('Language: Arabic (answer in Arabic)')
    expect(mail!.text).toContain('WhatsApp thread in the console')
    expect(mail!.text).toContain('أحتاج عرض سعر لنقل فيلا من الريان إلى لوسيل')
    // Not the form's lines, which would be empty here.
    expect(mail!.text).not.toMatch(/^(Email|Service|Page):/m)

    const [call] = crmCalls(id)
    expect(call!.verified).toBe(true)
    expect(JSON.parse(call!.body)).toMatchObject({
      type: 'lead.created',
      data: {
        id,
        fullName: 'Noura Al-Mannai',
        phoneNumber: '97433119900',
        locale: 'ar',
        message: 'السلام عليكم، أحتاج عرض سعر لنقل فيلا من الريان إلى لوسيل',
      },
    })
  })

  it('announces nothing more when the same number writes again', async () => {
    const [lead] = await leadsOf('97433119900')
    const id = Number(lead!.id)
    const mailsBefore = smtp.messages.length
    await graph.postMessage(webhook, { from: '97433119900', text: 'The villa has five rooms.' })
    await until(
      async () =>
        (
          await db.query(
            `SELECT id FROM whatsapp_messages WHERE phone = '97433119900' AND direction = 'in'`,
          )
        ).length === 2,
      'the second message',
    )
    await until(
      async () =>
        (await db.query(`SELECT id FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL`))
          .length === 0,
      'the outbox to be empty',
    )
    expect(await leadsOf('97433119900')).toHaveLength(1)
    expect(
      smtp.messages
        .slice(mailsBefore)
        .map(readMail)
        .map((m) => m.headers.get('subject')),
    ).not.toContainEqual(expect.stringContaining('New WhatsApp lead'))
    expect(crmCalls(id)).toHaveLength(1)
  })
})
