// Each refusal of the console's WhatsApp thread (issue 54, item 5), on both databases: no
// session (401), the operations role (403), a foreign origin or none (403), an unknown lead
// (404), free text after the 24-hour window closed or before the customer ever wrote (409, naming
// when it closed), a number that said STOP (409), a template to a customer who never agreed
// (409), a number WhatsApp cannot reach (422), text over Meta's 4,096 characters or empty (400),
// a template staff may not pick or its values wrong (400, 422), and a server without WhatsApp set
// up (404, and the inbox and lead say nothing of it). Nothing refused is queued or audited.
import { describe, expect, it } from 'vitest'

import { serverMessages } from '@contract/server-messages.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import * as arWhatsApp from '@contract/whatsapp-messages.ar.ts'
import { whatsappMessages } from '@contract/whatsapp-messages.ts'
import { dohaMinute } from '../src/whatsapp/staff-thread.ts'

import { backends } from './helpers.ts'
import { HOUR, whatsappConsoleWorld } from './whatsapp-console-helpers.ts'

const text = { kind: 'text', body: 'Our surveyor can come on Sunday at 10.' }
const reminder = (
  values = ['Aisha', 'Sunday 20 December 2026', 'between 8:00 and 9:00 AM', 'Ahmed 5555 1234'],
) => ({
  kind: 'template',
  template: 'move_reminder',
  values,
})

describe.each(backends)('the WhatsApp thread refuses, on %s', (backend) => {
  const { request, call, customer, send, seen, thread, staffSends, query, url } =
    whatsappConsoleWorld(backend)

  /** Nothing went: no message queued by staff, no outbox row for one, no audit line. */
  async function nothingSent(leadId: number) {
    expect(await staffSends(leadId)).toEqual([])
    const lines = await query(
      `SELECT count(*) AS n FROM audit_log WHERE action = 'whatsapp.send' AND record_id = '${leadId}'`,
    )
    expect(Number(lines[0]!.n)).toBe(0)
  }

  it('refuses every request without a session (401)', async () => {
    const { leadId } = await customer({ wroteAgo: HOUR, agreedAgo: HOUR })
    const read = await request('GET', url(leadId))
    const sent = await request('POST', url(leadId), { body: text })
    const marked = await request('POST', `${url(leadId)}/seen`, { body: { upTo: 1 } })
    for (const answer of [read, sent, marked])
      expect([answer.statusCode, answer.json().error]).toEqual([401, staffMessages.signedOut])
    await nothingSent(leadId)
  })

  it('refuses the operations role (403), which never opens a lead', async () => {
    const { leadId } = await customer({ wroteAgo: HOUR, agreedAgo: HOUR })
    for (const answer of [
      await thread(leadId, 'operations'),
      await send(leadId, text, 'operations'),
      await seen(leadId, 1, 'operations'),
    ])
      expect([answer.statusCode, answer.json().error]).toEqual([403, staffMessages.forbidden])
    await nothingSent(leadId)
  })

  it('refuses a send from a foreign origin, or naming none (403)', async () => {
    const { leadId } = await customer({ wroteAgo: HOUR, agreedAgo: HOUR })
    const foreign = await request('POST', url(leadId), {
      role: 'sales',
      origin: 'https://evil.example',
      body: text,
    })
    expect([foreign.statusCode, foreign.json().error]).toEqual([403, serverMessages.foreignOrigin])
    const none = await request('POST', url(leadId), { role: 'sales', origin: null, body: text })
    expect([none.statusCode, none.json().error]).toEqual([403, staffMessages.missingOrigin])
    await nothingSent(leadId)
  })

  it('answers 404 for a lead that does not exist', async () => {
    for (const id of [987_654_321, 'abc']) {
      for (const answer of [await thread(id), await send(id, text), await seen(id, 1)])
        expect([answer.statusCode, answer.json().error]).toEqual([404, staffMessages.noSuchLead])
    }
  })

  it('refuses free text once the 24-hour window has closed (409), naming when, in both languages', async () => {
    const { leadId, phone } = await customer({ wroteAgo: 25 * HOUR, agreedAgo: 30 * HOUR })
    const english = await send(leadId, text)
    expect(english.statusCode).toBe(409)
    const [contact] = await query(
      `SELECT last_inbound_at FROM whatsapp_contacts WHERE phone = '${phone}'`,
    )
    const closedAt = Number(contact!.last_inbound_at) + 24 * HOUR
    expect(english.json().error).toBe(whatsappMessages.windowClosed(dohaMinute(closedAt)))
    const arabic = await send(leadId, text, 'sales', 'ar')
    expect(arabic.json().error).toBe(arWhatsApp.whatsappMessages.windowClosed(dohaMinute(closedAt)))
    await nothingSent(leadId)
  })

  it('refuses free text to a customer who never wrote (409)', async () => {
    const { leadId } = await customer({ agreedAgo: HOUR })
    const answer = await send(leadId, text)
    expect([answer.statusCode, answer.json().error]).toEqual([
      409,
      whatsappMessages.windowNeverOpened,
    ])
    await nothingSent(leadId)
  })

  it('refuses text and templates to a number that said STOP (409), even inside the window', async () => {
    const { leadId } = await customer({ agreedAgo: 5 * HOUR, wroteAgo: HOUR, stoppedAgo: HOUR })
    for (const body of [text, reminder()]) {
      const answer = await send(leadId, body)
      expect([answer.statusCode, answer.json().error]).toEqual([409, whatsappMessages.optedOut])
    }
    const arabic = await send(leadId, text, 'sales', 'ar')
    expect(arabic.json().error).toBe(arWhatsApp.whatsappMessages.optedOut)
    await nothingSent(leadId)
  })

  it('refuses a template to a customer who never agreed to WhatsApp updates (409)', async () => {
    const { leadId } = await customer({ wroteAgo: 30 * HOUR })
    const answer = await send(leadId, reminder())
    expect([answer.statusCode, answer.json().error]).toEqual([409, whatsappMessages.noConsent])
    await nothingSent(leadId)
  })

  it('refuses a lead whose number WhatsApp cannot reach (422)', async () => {
    const { leadId } = await customer({ phone: '123456' })
    const answer = await send(leadId, text)
    expect([answer.statusCode, answer.json().error]).toEqual([422, whatsappMessages.noNumber])
    expect((await thread(leadId)).json().phone).toBeNull()
    await nothingSent(leadId)
  })

  it('refuses text over 4,096 characters, or none (400)', async () => {
    const { leadId } = await customer({ wroteAgo: HOUR })
    const long = await send(leadId, { kind: 'text', body: 'a'.repeat(4097) })
    expect([long.statusCode, long.json().error]).toEqual([400, whatsappMessages.textTooLong(4096)])
    const arabic = await send(leadId, { kind: 'text', body: 'a'.repeat(4097) }, 'sales', 'ar')
    expect(arabic.json().error).toBe(arWhatsApp.whatsappMessages.textTooLong(4096))
    const empty = await send(leadId, { kind: 'text', body: '  ' })
    expect([empty.statusCode, empty.json().error]).toEqual([400, whatsappMessages.emptyText])
    // 4,096 exactly is Meta's limit, not beyond it.
    expect((await send(leadId, { kind: 'text', body: 'a'.repeat(4096) })).statusCode).toBe(201)
  })

  it('refuses a template staff may not pick, or its values wrong (400, 422)', async () => {
    const { leadId } = await customer({ agreedAgo: HOUR })
    const refusals: Array<[unknown, number, string]> = [
      [
        { kind: 'template', template: 'quote_ready', values: ['a', 'b', 'c', 'd'] },
        400,
        whatsappMessages.unknownTemplate,
      ],
      [
        { kind: 'template', template: 'no_such', values: [] },
        400,
        whatsappMessages.unknownTemplate,
      ],
      [{ kind: 'voice' }, 400, whatsappMessages.badKind],
      [
        { kind: 'template', template: 'move_reminder', values: 'Aisha' },
        400,
        whatsappMessages.badValues,
      ],
      [reminder(['Aisha', '', '8:00', 'Ahmed']), 400, whatsappMessages.badValue(200)],
      [reminder(['Aisha', 'x'.repeat(201), '8:00', 'Ahmed']), 400, whatsappMessages.badValue(200)],
      [reminder(['Aisha', 'Sunday', '8:00']), 422, whatsappMessages.valueCount(4)],
      [
        reminder(['Aisha', 'Sunday', '8:00', 'Ahmed', 'extra']),
        422,
        whatsappMessages.valueCount(4),
      ],
    ]
    for (const [body, status, error] of refusals) {
      const answer = await send(leadId, body)
      expect([JSON.stringify(body), answer.statusCode, answer.json().error]).toEqual([
        JSON.stringify(body),
        status,
        error,
      ])
    }
    await nothingSent(leadId)
  })

  it('refuses a malformed "seen" (400)', async () => {
    const { leadId } = await customer({ wroteAgo: HOUR })
    const answer = await call('sales', 'POST', `${url(leadId)}/seen`, { upTo: 'all' })
    expect([answer.statusCode, answer.json().error]).toEqual([400, whatsappMessages.badSeen])
  })
})

describe.each(backends)('without WhatsApp set up, on %s', (backend) => {
  const { customer, send, seen, thread, staffSends, call } = whatsappConsoleWorld(backend, {})

  it('answers 404 to the thread, a send and "seen", and the inbox and lead say nothing of it', async () => {
    const { leadId } = await customer({ wroteAgo: HOUR, agreedAgo: HOUR })
    for (const answer of [
      await thread(leadId),
      await send(leadId, { kind: 'text', body: 'Hello' }),
      await seen(leadId, 1),
    ])
      expect([answer.statusCode, answer.json().error]).toEqual([
        404,
        whatsappMessages.notConfigured,
      ])
    expect(await staffSends(leadId)).toEqual([])
    const lead = (await call('sales', 'GET', `/api/staff/enquiries/${leadId}`)).json()
    expect(lead.whatsapp).toBe(false)
    const inbox = (await call('sales', 'GET', '/api/staff/enquiries')).json()
    expect(inbox.leads.find((row: { id: number }) => row.id === leadId)).not.toHaveProperty(
      'whatsappUnread',
    )
  })
})
