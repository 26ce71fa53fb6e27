// The follow-ups on WhatsApp (issue 55), through the real outbox to the fake Graph API, on both
// databases: each rule as its approved template, in the language it was planned in, its values
// from what is stored when it goes, its links drawn then (only their hashes kept, the stored copy
// showing none), the follow-up told its message; and nothing without consent or after a stop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readSiteEnv } from '../../src/config/site-env.ts'
import { plannedMove } from '../../src/testing/planned-move.ts'
import * as enDays from '../src/notifications/whatsapp-words.ts'
import { giveConsent } from '../src/whatsapp/index.ts'
import { startWhatsAppGraph, type WhatsAppGraph } from '../../tests/fakes/whatsapp-graph.mjs'

import {
  followUpWorld,
  sha256,
  tokenAfter,
  withIds,
  type PlannedFollowUp,
} from './follow-up-mail-helpers.ts'
import { backends } from './helpers.ts'
import { quoteToken } from './quote-send-helpers.ts'
import { ORIGIN } from './staff-world.ts'
import { until } from './tracking-helpers.ts'
import { ACCOUNT, whatsappEnv } from './whatsapp-helpers.ts'

const PHONE = readSiteEnv(import.meta.env as unknown as Record<string, string>).primaryPhone

describe.each(backends)('follow-ups on WhatsApp, on %s', (backend) => {
  let graph: WhatsAppGraph
  const env: Record<string, string> = {}
  beforeAll(async () => {
    graph = await startWhatsAppGraph(ACCOUNT)
    Object.assign(env, whatsappEnv(graph))
  })
  afterAll(() => graph.close())
  const world = followUpWorld(backend, env)
  const { newLead, prepared, send, query, exec, queued, shipment, statements } = world

  let numbers = 0
  /** A number of its own for each test (international digits). */
  const number = () => `9745${backend === 'sqlite' ? 3 : 4}${String(++numbers).padStart(6, '0')}`
  const consent = (phone: string, locale: 'en' | 'ar' = 'en') =>
    statements.run(giveConsent(statements.db, { phone, locale, source: 'enquiry', at: Date.now() }))
  const templates = (phone: string, name: string) =>
    graph.messages.filter((message) => message.to === phone && message.template?.name === name)

  /** Queues the follow-up on WhatsApp and waits for its template to reach the fake. */
  async function delivered(phone: string, template: string, planned: PlannedFollowUp) {
    const { id } = await queued({ ...planned, channel: 'whatsapp' })
    await until(() => templates(phone, template).length > 0, `${template} to ${phone}`)
    expect(templates(phone, template)).toHaveLength(1)
    const message = templates(phone, template)[0]!
    await until(
      async () =>
        (await query(`SELECT status FROM whatsapp_messages WHERE wa_id = '${message.id}'`))[0]
          ?.status === 'sent',
      'the message stored as sent',
    )
    const [row] = await query(`SELECT * FROM whatsapp_messages WHERE wa_id = '${message.id}'`)
    const [followUp] = await query(`SELECT whatsapp_message_id FROM follow_ups WHERE id = ${id}`)
    // The follow-up names the message it went as.
    expect(Number(followUp!.whatsapp_message_id)).toBe(Number(row!.id))
    expect(row).toMatchObject({ purpose: 'follow-up', template, kind: 'template' })
    return { template: message.template!, row: withIds(row!) }
  }

  /** Queues the follow-up and waits until the outbox is done with it. */
  async function settled(planned: PlannedFollowUp) {
    const { outboxId } = await queued({ ...planned, channel: 'whatsapp' })
    await until(
      async () =>
        (await query(`SELECT sent_at FROM outbox WHERE id = ${outboxId}`))[0]!.sent_at != null,
      `outbox row ${outboxId}`,
    )
  }

  it('reminds of moving day in the planned language: the date, the crew’s window, whom to call', async () => {
    const phone = number()
    await consent(phone, 'en')
    const { jobId } = await shipment('Aisha Rahman', `wa.${phone}@follow.example`, {
      contact_number: phone,
      collection_date: '2026-12-20',
      collection_window: '08:00-10:00',
      crew_contact: 'Ahmed 5555 1234',
    })
    const { template, row } = await delivered(phone, 'move_reminder', {
      rule: 'move_3_days',
      jobId,
      locale: 'ar',
    })
    expect(template).toEqual({
      name: 'move_reminder',
      language: 'ar',
      parameters: [
        'Aisha Rahman',
        'الأحد 20 ديسمبر 2026',
        'بين 8:00 ص و10:00 ص',
        'Ahmed 5555 1234',
      ],
    })
    expect(row).toMatchObject({ job_id: jobId, language: 'ar' })
    expect(String(row.body)).toContain('نذكّرك بأن موعد نقلك الأحد 20 ديسمبر 2026')
  })

  it('says the coordinator will confirm the time, and gives the office’s number with no crew named', async () => {
    const phone = number()
    await consent(phone)
    const { jobId } = await shipment('Aisha Rahman', `wa.${phone}@follow.example`, {
      contact_number: phone,
      collection_date: '2026-12-21',
    })
    const { template } = await delivered(phone, 'move_reminder', { rule: 'move_1_day', jobId })
    expect(template.parameters).toEqual([
      'Aisha Rahman',
      'Monday 21 December 2026',
      'your move coordinator will confirm the time',
      `our office on ${PHONE}`,
    ])
  })

  it('reminds of a quote with fresh links to it and to the stop page, stored without them', async () => {
    const phone = number()
    await consent(phone)
    const { leadId } = await newLead({ details: plannedMove(), phoneNumber: phone })
    const draft = await prepared(leadId)
    expect((await send(draft)).statusCode).toBe(200)
    const { template, row } = await delivered(phone, 'quote_reminder', {
      rule: 'quote_expiring',
      leadId,
      quoteId: draft.id,
    })
    const [name, reference, date, quote, stop] = template.parameters
    expect([name, reference, date]).toEqual([
      'Fatima Al-Sayed',
      draft.reference,
      enDays.date(draft.validUntil),
    ])
    const quoteSecret = quoteToken(quote!)!
    const stopSecret = tokenAfter('/follow-ups/stop/', stop!)!
    expect(quote).toBe(`${ORIGIN}/quote/${quoteSecret}`)
    expect(stop).toBe(`${ORIGIN}/follow-ups/stop/${stopSecret}`)
    const quoteLinks = await query(
      `SELECT token_hash FROM quote_links WHERE quote_id = ${draft.id}`,
    )
    expect(quoteLinks.map((each) => each.token_hash)).toContain(sha256(quoteSecret))
    const [link] = await query(
      `SELECT * FROM follow_up_links WHERE token_hash = '${sha256(stopSecret)}'`,
    )
    expect(withIds(link!)).toMatchObject({ lead_id: leadId, phone, locale: 'en' })
    // What staff see of it holds neither secret.
    expect(String(row.body)).toContain(`${ORIGIN}/quote/…`)
    expect(String(row.body)).toContain(`${ORIGIN}/follow-ups/stop/…`)
    expect(JSON.stringify(row)).not.toContain(quoteSecret)
    expect(JSON.stringify(row)).not.toContain(stopSecret)
  })

  it('gives the new moving day and asks "How did we do?" with the feedback page’s link', async () => {
    const phone = number()
    await consent(phone, 'ar')
    const { jobId } = await shipment('عائشة', `wa.${phone}@follow.example`, {
      contact_number: phone,
      collection_date: '2026-12-27',
    })
    const moved = await delivered(phone, 'move_rescheduled', {
      rule: 'reschedule',
      key: `reschedule:job:${jobId}:2026-12-27`,
      jobId,
      locale: 'ar',
    })
    expect(moved.template.parameters.slice(0, 3)).toEqual([
      'عائشة',
      'الأحد 27 ديسمبر 2026',
      'سيؤكده معك منسّق النقل',
    ])
    expect(moved.template.parameters[3]).toMatch(
      /^http:\/\/localhost:4000\/ar\/follow-ups\/stop\/[\w-]{43}$/,
    )
    const asked = await delivered(phone, 'review_request', {
      rule: 'review_request',
      jobId,
      locale: 'ar',
    })
    const [name, feedback, stop] = asked.template.parameters
    expect(name).toBe('عائشة')
    const secret = tokenAfter('/ar/feedback/', feedback!)!
    expect(feedback).toBe(`${ORIGIN}/ar/feedback/${secret}`)
    expect(stop).toMatch(/\/ar\/follow-ups\/stop\/[\w-]{43}$/)
    const [review] = await query(`SELECT * FROM review_links WHERE job_id = ${jobId}`)
    expect(review).toMatchObject({ token_hash: sha256(secret), locale: 'ar' })
  })

  it('sends nothing to a number without consent', async () => {
    const phone = number()
    const { jobId } = await shipment('Aisha Rahman', `wa.${phone}@follow.example`, {
      contact_number: phone,
      collection_date: '2026-12-20',
    })
    await settled({ rule: 'move_3_days', jobId })
    expect(graph.messages.filter((message) => message.to === phone)).toEqual([])
  })

  it('sends nothing once the customer stopped this move’s follow-ups', async () => {
    const phone = number()
    await consent(phone)
    const { jobId } = await shipment('Aisha Rahman', `wa.${phone}@follow.example`, {
      contact_number: phone,
      collection_date: '2026-12-20',
    })
    await exec(
      `INSERT INTO follow_up_stops (scope, job_id, source, at) VALUES ('move', ${jobId}, 'link', ${Date.now()})`,
    )
    await settled({ rule: 'move_3_days', jobId })
    expect(graph.messages.filter((message) => message.to === phone)).toEqual([])
    expect(await query(`SELECT * FROM whatsapp_messages WHERE phone = '${phone}'`)).toEqual([])
  })
})
