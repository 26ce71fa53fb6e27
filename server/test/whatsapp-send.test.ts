// WhatsApp's automatic messages (issue 54, item 6), through the real outbox to the fake Graph
// API: the enquiry's acknowledgement, the quote's link on send and on a revised send, the
// acceptance's confirmation with the deposit, the booking once staff record the deposit, and a
// milestone to each number following the shipment; each only with consent, in the contact's
// language, as the approved template with its values, and nothing after STOP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatMoney } from '@contract/quote-money.ts'
import { leadReference, referencePrefix } from '@contract/reference.ts'
import { arabicDate } from '../../src/lib/arabic-date-time.ts'
import { trackingLink } from '../src/shipments/index.ts'
import { giveConsent, whatsappAuto, withdrawConsent } from '../src/whatsapp/index.ts'
import { startWhatsAppGraph, type WhatsAppGraph } from '../../tests/fakes/whatsapp-graph.mjs'

import { backends } from './helpers.ts'
import { quoteAcceptWorld } from './quote-accept-helpers.ts'
import { QUOTES } from './quote-send-helpers.ts'
import { until } from './tracking-helpers.ts'
import { ACCOUNT, statementsOn, whatsappEnv } from './whatsapp-helpers.ts'

const NAME = 'Layla Al-Mansouri'
const prefix = referencePrefix('Pearl Coast Movers')

describe.each(backends)('automatic WhatsApp messages, on %s', (backend) => {
  let graph: WhatsAppGraph
  const env: Record<string, string> = {}
  beforeAll(async () => {
    graph = await startWhatsAppGraph(ACCOUNT)
    Object.assign(env, whatsappEnv(graph))
  })
  const world = quoteAcceptWorld(backend, env)
  const { newLead, sentQuote, post, nthCode, nthMail, query, exec, call, revise, read, send } =
    world
  const repo = () => world.world.db.repo
  const statements = statementsOn(() => world.world.db.env)
  const db = () => statements.db
  afterAll(async () => {
    await statements.close()
    await graph.close()
  })

  let numbers = 0
  /** A number of its own for each test (international digits). */
  const number = () => `9745${backend === 'sqlite' ? 1 : 2}${String(++numbers).padStart(6, '0')}`
  async function consent(phone: string, locale: 'en' | 'ar') {
    await statements.run(giveConsent(db(), { phone, locale, source: 'enquiry', at: Date.now() }))
  }
  const to = (phone: string) => graph.messages.filter((message) => message.to === phone)
  /** Waits for the `n`th message to `phone`. */
  async function nth(phone: string, n: number) {
    await until(() => to(phone).length >= n, `WhatsApp message ${n} to ${phone}`)
    return to(phone)[n - 1]!
  }
  /** Waits until the outbox has nothing left to do. */
  const drained = () =>
    until(async () => {
      const [row] = await query(
        'SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL',
      )
      return Number(row!.n) === 0
    }, 'the outbox to drain')
  /** The messages stored for `phone` (PostgreSQL's BIGINT ids read as numbers). */
  const stored = async (phone: string) =>
    (await query(`SELECT * FROM whatsapp_messages WHERE phone = '${phone}' ORDER BY id`)).map(
      (row): Record<string, unknown> => ({
        ...row,
        lead_id: row.lead_id === null ? null : Number(row.lead_id),
        job_id: row.job_id === null ? null : Number(row.job_id),
      }),
    )

  it("acknowledges an enquiry in the contact's language, with the lead's reference", async () => {
    const phone = number()
    await consent(phone, 'ar')
    const { leadId, email } = await newLead({ fullName: NAME, phoneNumber: phone })
    const message = await nth(phone, 1)
    const [lead] = await query(`SELECT created_at FROM enquiries WHERE id = ${leadId}`)
    const reference = leadReference(leadId, new Date(String(lead!.created_at)).getTime(), prefix)
    expect(message.template).toEqual({
      name: 'enquiry_received',
      language: 'ar',
      parameters: [NAME, reference],
    })
    await nthMail(email, 1)
    const [row] = await stored(phone)
    expect(row).toMatchObject({
      lead_id: leadId,
      direction: 'out',
      kind: 'template',
      template: 'enquiry_received',
      language: 'ar',
      purpose: 'enquiry-received',
      status: 'sent',
      wa_id: message.id,
    })
    expect(String(row!.body)).toContain(`مرحبًا ${NAME}`)
    expect(String(row!.body)).toContain(reference)
  })

  it('sends nothing without consent, nor after STOP', async () => {
    const never = number()
    const stopped = number()
    await consent(stopped, 'en')
    await statements.run(withdrawConsent(db(), { phone: stopped, at: Date.now() + 1 }))
    const first = await newLead({ phoneNumber: never })
    const second = await newLead({ phoneNumber: stopped })
    await nthMail(first.email, 1)
    await nthMail(second.email, 1)
    await drained()
    expect([...to(never), ...to(stopped)]).toEqual([])
    expect([...(await stored(never)), ...(await stored(stopped))]).toEqual([])
  })

  it('asks for consent again when the message goes: a STOP after queueing stops it', async () => {
    const phone = number()
    const { leadId, email } = await newLead({ phoneNumber: phone })
    await nthMail(email, 1)
    await consent(phone, 'en')
    // Queued with consent, due in a minute; STOP comes before it is due.
    const later = Date.now() + 60_000
    const row = whatsappAuto(db(), {
      phone,
      leadId,
      message: { purpose: 'enquiry-received' },
      at: later,
    })!
    expect((await statements.run(row)).changes).toBe(1)
    await statements.run(withdrawConsent(db(), { phone, at: Date.now() }))
    await exec(`UPDATE outbox SET next_attempt_at = 0 WHERE next_attempt_at = ${later}`)
    world.world.outbox.kick()
    await drained()
    expect(to(phone)).toEqual([])
    expect(await stored(phone)).toEqual([])
  })

  it("sends a quote's link on send and on a revised send, each opening the quote", async () => {
    const phone = number()
    await consent(phone, 'ar')
    const { id, quote } = await sentQuote('ar', { fullName: NAME, phoneNumber: phone })
    const first = await nth(phone, 2)
    expect(to(phone)[0]!.template!.name).toBe('enquiry_received')
    expect(first.template).toMatchObject({ name: 'quote_ready', language: 'ar' })
    const [name, reference, validUntil, link] = first.template!.parameters
    expect([name, reference, validUntil]).toEqual([
      NAME,
      quote.reference,
      arabicDate(quote.validUntil),
    ])
    const token = /\/ar\/quote\/([\w-]{43})$/.exec(link!)?.[1]
    expect(token, link).toBeDefined()
    const page = await world.world.app.inject({ method: 'GET', url: `/ar/quote/${token}` })
    expect(page.statusCode).toBe(200)
    // The stored message shows the link without its secret.
    const rows = await stored(phone)
    expect(JSON.stringify(rows)).not.toContain(token)

    const revised = await revise(await read(id))
    expect(revised.statusCode, revised.body).toBe(200)
    expect((await send(await read(id))).statusCode).toBe(200)
    const again = await nth(phone, 3)
    expect(again.template!.name).toBe('quote_ready')
    expect(again.template!.parameters[3]).not.toBe(link)
  })

  it('confirms an acceptance with the deposit, then the booking once staff record it', async () => {
    const phone = number()
    await consent(phone, 'en')
    const { id, email, page, quote } = await sentQuote('en', { phoneNumber: phone })
    await nth(phone, 2)
    const asked = await post(`${page}/accept`, { name: NAME, agree: 'yes', options: '' })
    expect(asked.statusCode, asked.body).toBe(200)
    const { code } = await nthCode(email, 1)
    const confirmed = await post(`${page}/confirm`, { name: NAME, agree: 'yes', options: '', code })
    expect(confirmed.statusCode, confirmed.body).toBe(303)
    const accepted = await nth(phone, 3)
    const [acceptance] = await query(`SELECT content FROM quote_acceptances WHERE quote_id = ${id}`)
    const content = JSON.parse(String(acceptance!.content))
    expect(accepted.template).toMatchObject({ name: 'quote_accepted', language: 'en' })
    expect(accepted.template!.parameters.slice(0, 3)).toEqual([
      content.subject.customer.name,
      quote.reference,
      formatMoney(content.totals.deposit, 'en'),
    ])
    expect(accepted.template!.parameters[3]).toMatch(/\/quote\/[\w-]{43}$/)

    const deposit = await call('sales', 'POST', `${QUOTES}/${id}/deposit`, {})
    expect(deposit.statusCode, deposit.body).toBe(200)
    const booked = await nth(phone, 4)
    const day = new Date(`${content.subject.move.when.date}T00:00:00Z`)
    const words = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .formatToParts(day)
      .filter((part) => part.type !== 'literal')
      .map((part) => part.value)
      .join(' ')
    expect(booked.template).toEqual({
      name: 'booking_confirmed',
      language: 'en',
      parameters: [content.subject.customer.name, quote.reference, words],
    })
  })

  it("tells each follower of a shipment its milestone, in Arabic with staff's Arabic note", async () => {
    const arabic = number()
    const english = number()
    const stopped = number()
    await consent(arabic, 'ar')
    await consent(english, 'en')
    await consent(stopped, 'en')
    await statements.run(withdrawConsent(db(), { phone: stopped, at: Date.now() + 1 }))
    const [job] = await query(`SELECT id FROM jobs WHERE tracking_id = 'ABCD123456'`)
    const jobId = Number(job!.id)
    for (const phone of [arabic, english, stopped])
      await statements.run(
        db()
          .insertInto('whatsapp_follows')
          .values({ job_id: jobId, phone, created_at: Date.now() }),
      )
    await repo().addStatusUpdate({
      tracking_id: 'ABCD123456',
      status_content: 'Departed Hamad Port on MSC Aurora.',
      status_content_ar: 'غادرت ميناء حمد على متن MSC Aurora.',
      status_date: '2026-11-22',
      status_time: '22:40',
      milestone: 'departed',
    })
    world.world.outbox.kick()
    const ar = await nth(arabic, 1)
    const en = await nth(english, 1)
    expect(ar.template).toEqual({
      name: 'milestone_update',
      language: 'ar',
      parameters: [
        'ABCD123456',
        'غادرت الشحنة',
        'غادرت ميناء حمد على متن MSC Aurora في 22 نوفمبر 2026، 10:40 م (بتوقيت الدوحة).',
        trackingLink('http://localhost:4000', 'ABCD123456', 'ar'),
      ],
    })
    expect(en.template!.language).toBe('en')
    expect(en.template!.parameters[2]).toBe(
      'Departed Hamad Port on MSC Aurora, 22 November 2026, 10:40 PM (Doha time).',
    )
    await drained()
    expect(to(stopped)).toEqual([])
    const [row] = await stored(arabic)
    expect(row).toMatchObject({ job_id: jobId, purpose: 'milestone', status: 'sent' })
  })

  it("tells a whole move's follower of another leg of the same customer, once, and no one else's", async () => {
    const wholeMove = number()
    const oneLeg = number()
    const stranger = number()
    for (const phone of [wholeMove, oneLeg, stranger]) await consent(phone, 'en')
    // QTRM654321 is another leg of ABCD123456's move, the same customer's (contact digits);
    // SYKR293270 is in the move too, but someone else's.
    const { rows } = await statements.run(
      db().insertInto('moves').values({ created_at: Date.now() }).returning('id'),
    )
    const moveId = Number((rows[0] as { id: number }).id)
    await exec(
      `UPDATE jobs SET move_id = ${moveId}, move_reason = NULL, contact_digits = '97455001122', email = NULL WHERE tracking_id IN ('ABCD123456', 'QTRM654321')`,
    )
    await exec(
      `UPDATE jobs SET move_id = ${moveId}, move_reason = NULL, contact_digits = '97433009988', email = NULL WHERE tracking_id = 'SYKR293270'`,
    )
    const idOf = async (trackingId: string) =>
      Number((await query(`SELECT id FROM jobs WHERE tracking_id = '${trackingId}'`))[0]!.id)
    const follows: Array<[string, string, number]> = [
      [wholeMove, 'QTRM654321', 1],
      // Following the leg itself too: still one message.
      [wholeMove, 'ABCD123456', 0],
      [oneLeg, 'QTRM654321', 0],
      [stranger, 'SYKR293270', 1],
    ]
    for (const [phone, trackingId, whole] of follows)
      await statements.run(
        db()
          .insertInto('whatsapp_follows')
          .values({
            job_id: await idOf(trackingId),
            phone,
            whole_move: whole,
            created_at: Date.now(),
          }),
      )
    await repo().addStatusUpdate({
      tracking_id: 'ABCD123456',
      status_content: 'Arrived at Jebel Ali.',
      status_date: '2026-11-28',
      status_time: null,
      milestone: 'arrived',
    })
    world.world.outbox.kick()
    const sent = await nth(wholeMove, 1)
    expect(sent.template!.parameters[0]).toBe('ABCD123456')
    await drained()
    expect(to(wholeMove)).toHaveLength(1)
    expect([...to(oneLeg), ...to(stranger)]).toEqual([])
  })
})
