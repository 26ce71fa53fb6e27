// The console's WhatsApp thread on a lead (issue 54, item 5), on both databases: the conversation
// both ways with its consent, window and templates filled from the lead; free text inside the
// window and a template outside it, each queued for the outbox in the customer's language with
// its audit line (kind and template, never the text or the number); customers' unread messages
// counted per lead in the inbox and marked read up to the newest the console showed. The
// refusals are whatsapp-console-refusals.test.ts.
import { get, type IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { renderTemplate } from '../src/whatsapp/templates.ts'
import { referenceOf } from '../src/leads/index.ts'
import { dohaMinute } from '../src/whatsapp/staff-thread.ts'

import { backends } from './helpers.ts'
import { HOUR, whatsappConsoleWorld } from './whatsapp-console-helpers.ts'

describe('a moment in a refusal', () => {
  it('is Doha’s date and time to the minute, the same in both languages', () => {
    expect(dohaMinute(Date.UTC(2026, 10, 28, 19, 40, 59))).toBe('2026-11-28 22:40')
    expect(dohaMinute(Date.UTC(2026, 11, 31, 22, 5))).toBe('2027-01-01 01:05')
  })
})

describe.each(backends)('the WhatsApp thread, on %s', (backend) => {
  const world = whatsappConsoleWorld(backend)
  const { call, customer, incoming, send, seen, threadOf, staffSends, query, exec, auditOf } = world
  const { enrolled } = world

  it('answers the conversation both ways, the consent, the open window and the templates', async () => {
    const { leadId, phone } = await customer({
      name: 'Aisha Al-Kuwari',
      agreedAgo: 3 * HOUR,
      source: 'planner',
      wroteAgo: 2 * HOUR,
    })
    await incoming(leadId, phone, 'Can you move a piano?', 2 * HOUR)
    await incoming(leadId, phone, 'Here is the building pass', HOUR, 'pass.pdf')
    const reply = await send(leadId, { kind: 'text', body: 'Yes, we move pianos.' })
    expect(reply.statusCode, reply.body).toBe(201)
    const thread = await threadOf(leadId)
    expect(thread).toMatchObject({
      phone,
      language: 'en',
      consent: { state: 'agreed', source: 'planner' },
      window: { open: true },
    })
    expect(thread.window.closesAt - thread.window.lastInboundAt).toBe(24 * HOUR)
    expect(thread.window.closesAt).toBeGreaterThan(Date.now() + 21 * HOUR)
    const staffMessages = thread.messages.filter(
      (message: { purpose: string | null; direction: string }) =>
        message.direction === 'in' || message.purpose === null,
    )
    expect(staffMessages).toMatchObject([
      {
        direction: 'in',
        kind: 'text',
        body: 'Can you move a piano?',
        status: 'received',
        media: null,
        seen: false,
      },
      {
        direction: 'in',
        kind: 'document',
        media: { type: 'application/pdf', name: 'pass.pdf', size: 2048 },
      },
      {
        direction: 'out',
        kind: 'text',
        body: 'Yes, we move pianos.',
        authorName: expect.stringMatching(/^sales /),
        error: null,
      },
    ])
    // Oldest first.
    const ids = staffMessages.map((message: { id: number }) => message.id)
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
    const lead = (await call('sales', 'GET', `/api/staff/enquiries/${leadId}`)).json()
    expect(lead.whatsapp).toBe(true)
    expect(thread.templates).toEqual([
      {
        name: 'move_reminder',
        parameters: ['customer_name', 'move_date', 'time_window', 'crew_contact'],
        values: ['Aisha Al-Kuwari', '', '', ''],
        body: expect.stringContaining('a reminder that your move is on {{2}}'),
      },
      {
        name: 'enquiry_received',
        parameters: ['customer_name', 'reference'],
        values: ['Aisha Al-Kuwari', referenceOf(lead)],
        body: expect.stringContaining('Your reference is {{2}}'),
      },
    ])
  })

  it('fills moving day and whom to call from the lead’s shipment', async () => {
    const { leadId } = await customer({ name: 'Aisha Al-Kuwari', agreedAgo: HOUR })
    const year = new Date().getUTCFullYear() + 1
    await exec(
      `INSERT INTO jobs (tracking_id, lead_id, collection_date, crew_contact) VALUES ('WAC${backend}', ${leadId}, '${year}-12-20', 'Ahmed 5555 1234')`,
    )
    const [reminder] = (await threadOf(leadId)).templates
    const day = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
      .format(Date.UTC(year, 11, 20))
      .replace(',', '')
    expect(reminder).toMatchObject({
      name: 'move_reminder',
      values: ['Aisha Al-Kuwari', day, '', 'Ahmed 5555 1234'],
    })
  })

  it('says when the customer said STOP, and that nobody asked one who never agreed', async () => {
    const stopped = await customer({ agreedAgo: 5 * HOUR, stoppedAgo: 2 * HOUR })
    expect((await threadOf(stopped.leadId)).consent).toEqual({
      state: 'stopped',
      at: expect.any(Number),
    })
    const never = await customer({ wroteAgo: 30 * HOUR })
    const thread = await threadOf(never.leadId)
    expect(thread.consent).toEqual({ state: 'not-asked' })
    expect(thread.window).toMatchObject({ open: false })
    // Agreeing again after a STOP counts.
    const again = await customer({ agreedAgo: HOUR, stoppedAgo: 2 * HOUR })
    expect((await threadOf(again.leadId)).consent).toMatchObject({ state: 'agreed' })
  })

  it('queues free text inside the window for the outbox, with its audit line', async () => {
    const { leadId, phone } = await customer({ wroteAgo: 23 * HOUR })
    const answer = await send(leadId, { kind: 'text', body: '  The crew arrives at 8.  ' })
    expect(answer.statusCode, answer.body).toBe(201)
    const { message } = answer.json()
    expect(message).toMatchObject({
      direction: 'out',
      kind: 'text',
      body: 'The crew arrives at 8.',
    })
    const [row] = await staffSends(leadId)
    expect({ ...row, id: Number(row!.id) }).toMatchObject({
      id: message.id,
      phone,
      kind: 'text',
      language: 'en',
      template: null,
    })
    const outbox = await query(
      `SELECT payload FROM outbox WHERE enquiry_id = ${leadId} AND payload LIKE '%whatsapp%'`,
    )
    expect(outbox.map((r) => JSON.parse(String(r.payload)))).toEqual([
      { kind: 'whatsapp', messageId: message.id },
    ])
    const [line] = await auditOf('whatsapp.send', leadId)
    expect(line).toMatchObject({ record_type: 'lead', after: { kind: 'text', language: 'en' } })
    // The trail holds no contact details and no words of the message.
    expect(JSON.stringify(line)).not.toContain(phone)
    expect(JSON.stringify(line)).not.toContain('crew')
  })

  it('sends a template outside the window in the customer’s language, its values in order', async () => {
    const { leadId, phone } = await customer({
      locale: 'ar',
      agreedAgo: 48 * HOUR,
      wroteAgo: 40 * HOUR,
    })
    const thread = await threadOf(leadId)
    expect(thread).toMatchObject({ language: 'ar', window: { open: false } })
    expect(thread.templates[0].body).toContain('نذكّرك بأن موعد نقلك {{2}}')
    const values = ['عائشة', 'الأحد 20 ديسمبر 2026', 'بين 8:00 ص و9:00 ص', 'أحمد 5555 1234']
    const answer = await send(leadId, { kind: 'template', template: 'move_reminder', values })
    expect(answer.statusCode, answer.body).toBe(201)
    const [row] = await staffSends(leadId)
    expect(row).toMatchObject({
      phone,
      kind: 'template',
      template: 'move_reminder',
      language: 'ar',
      body: renderTemplate('move_reminder', 'ar', values),
    })
    const params = typeof row!.params === 'string' ? JSON.parse(row!.params) : row!.params
    expect(params).toEqual(values)
    const [line] = await auditOf('whatsapp.send', leadId)
    expect(line!.after).toEqual({ kind: 'template', language: 'ar', template: 'move_reminder' })
    // Inside the window a template may go too, to a customer who agreed.
    const later = await customer({ agreedAgo: HOUR, wroteAgo: HOUR })
    const inside = await send(later.leadId, {
      kind: 'template',
      template: 'enquiry_received',
      values: ['Aisha', 'PCM-26-000123'],
    })
    expect(inside.statusCode, inside.body).toBe(201)
  })

  it('counts unread messages per lead in the inbox, and marks them read up to the one shown', async () => {
    const { leadId, phone } = await customer({ wroteAgo: HOUR })
    await incoming(leadId, phone, 'First', 3 * HOUR)
    await incoming(leadId, phone, 'Second', 2 * HOUR)
    const unreadOf = async () =>
      (await call('sales', 'GET', '/api/staff/enquiries'))
        .json()
        .leads.find((lead: { id: number }) => lead.id === leadId).whatsappUnread
    expect(await unreadOf()).toBe(2)
    const [first, second] = (await threadOf(leadId)).messages
    // Reading the thread marks nothing: only the console saying it showed them does.
    expect(await unreadOf()).toBe(2)
    const marked = await seen(leadId, first.id)
    expect([marked.statusCode, marked.json()]).toEqual([200, { marked: 1 }])
    expect(await unreadOf()).toBe(1)
    // A message that came after the one shown stays unread until it is shown too.
    await incoming(leadId, phone, 'Third', 0)
    expect((await seen(leadId, second.id)).json()).toEqual({ marked: 1 })
    expect(await unreadOf()).toBe(1)
    const all = (await threadOf(leadId)).messages
    expect(all.map((message: { seen: boolean }) => message.seen)).toEqual([true, true, false])
    expect((await seen(leadId, all.at(-1).id)).json()).toEqual({ marked: 1 })
    expect(await unreadOf()).toBe(0)
    // Another lead's messages are not this lead's to mark.
    const other = await customer({ wroteAgo: HOUR })
    await incoming(other.leadId, other.phone, 'Hello', 0)
    expect((await seen(leadId, Number.MAX_SAFE_INTEGER)).json()).toEqual({ marked: 0 })
  })
  it('says the unread count on the live stream, and every console hears a read go down', async () => {
    const { leadId, phone } = await customer({ wroteAgo: HOUR })
    await incoming(leadId, phone, 'Anyone there?', 0)
    const { cookie } = await enrolled('sales')
    const address = await world.world.app.listen({ port: 0, host: '127.0.0.1' })
    const stream = await new Promise<IncomingMessage>((resolve) =>
      get(`${address}/api/staff/enquiries/live`, { headers: { cookie } }, resolve),
    )
    const events: Array<{ event: string; unanswered: number; whatsapp: number }> = []
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      for (const [, event, data] of chunk.matchAll(/^event: (\w+)\ndata: (.*)$/gm))
        events.push({ event: event!, ...JSON.parse(data!) })
    })
    const heard = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => events.length >= count && resolve()
        stream.on('data', check)
        check()
      })
    await heard(1)
    const [ready] = events
    const unread = Number(
      (
        await query(
          `SELECT count(*) AS n FROM whatsapp_messages WHERE direction = 'in' AND seen_at IS NULL AND lead_id IS NOT NULL`,
        )
      )[0]!.n,
    )
    expect(ready).toMatchObject({ event: 'ready', whatsapp: unread })
    expect(unread).toBeGreaterThan(0)
    const [message] = (await threadOf(leadId)).messages
    await seen(leadId, message.id)
    await heard(2)
    expect(events[1]).toMatchObject({ event: 'leads', whatsapp: unread - 1 })
    stream.destroy()
  })
})
