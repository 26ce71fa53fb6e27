// STOP and Meta's delivery statuses (issue 54, items 3 and 4), on both databases: "STOP" or
// «إيقاف» withdraws the number's consent, is audited without the number or the words, and queues a
// confirmation in the contact's language through the outbox; a repeated STOP sends no second one.
// Statuses move a sent message forward only, and a failure keeps Meta's reason.
import { describe, expect, it } from 'vitest'

import { backends } from './helpers.ts'
import { until } from './tracking-helpers.ts'
import { whatsappWorld } from './whatsapp-in-helpers.ts'

const EN =
  'You will get no more WhatsApp updates from Pearl Coast Movers. If you write to us here, we will ' +
  'still answer you. To get updates again, ask for them on our website.'

describe.each(backends)('STOP and statuses, on %s', (backend) => {
  const { world, query, settled, messagesOf, newLead, exec, auditOf } = whatsappWorld(backend)
  const consent = (phone: string, locale: string) =>
    exec(
      `INSERT INTO whatsapp_contacts (phone, locale, consent_at, consent_source, created_at, updated_at)
       VALUES ('${phone}', '${locale}', 1000, 'enquiry', 1000, 1000)`,
    )
  const contact = async (phone: string) =>
    (await query(`SELECT * FROM whatsapp_contacts WHERE phone = '${phone}'`))[0]!

  it('opts out a customer who writes STOP, audits it and confirms in English', async () => {
    const lead = await newLead('97455110011')
    await consent('97455110011', 'en')
    const stop = await world.graph.postMessage(world.webhook, {
      from: '97455110011',
      text: ' Stop! ',
    })
    await settled()
    expect(Number((await contact('97455110011')).opted_out_at)).toBeGreaterThan(1000)
    // The outbox sends it: free text, the customer having just written.
    await until(
      async () => (await messagesOf('97455110011'))[1]?.status === 'sent',
      'the confirmation sent',
    )
    expect(world.graph.messages.find((sent) => sent.to === '97455110011')?.text).toBe(EN)
    const [incoming, confirmation] = await messagesOf('97455110011')
    expect(incoming).toMatchObject({ direction: 'in', wa_id: stop.id })
    expect(confirmation).toMatchObject({
      direction: 'out',
      kind: 'text',
      purpose: 'opt-out',
      language: 'en',
      status: 'sent',
      body: EN,
    })
    expect(Number(confirmation!.lead_id)).toBe(lead)
    const [outbox] = await query(
      `SELECT payload FROM outbox WHERE payload LIKE '{"kind":"whatsapp"%' AND enquiry_id = ${lead}`,
    )
    expect(JSON.parse(String(outbox!.payload))).toEqual({
      kind: 'whatsapp',
      messageId: Number(confirmation!.id),
    })
    const [line] = (await auditOf('whatsapp.opt-out')).filter(
      (row) => String(row.record_id) === String(lead),
    )
    expect(line).toMatchObject({ record_type: 'lead', actor_id: null })
    expect(JSON.stringify(line)).not.toContain('55110011')
    expect(JSON.stringify(line)).not.toContain('Stop!')

    // Meta sends the same STOP again: no second confirmation.
    await world.graph.postWebhook(world.webhook, stop.body)
    await settled()
    expect(await messagesOf('97455110011')).toHaveLength(2)
    expect(world.graph.messages.filter((sent) => sent.to === '97455110011')).toHaveLength(1)
  })

  it('confirms «إيقاف» in Arabic, for a number it has never seen, without making a lead', async () => {
    await world.graph.postMessage(world.webhook, { from: '97455220022', text: 'إيقاف' })
    await settled()
    const [, confirmation] = await messagesOf('97455220022')
    expect(confirmation).toMatchObject({ purpose: 'opt-out', language: 'ar', lead_id: null })
    expect(String(confirmation!.body)).toMatch(/^لن تصلك بعد الآن تحديثات عبر واتساب من /)
    await until(
      () =>
        world.graph.messages.some(
          (sent) => sent.to === '97455220022' && sent.text === confirmation!.body,
        ),
      'the Arabic confirmation at Meta',
    )
    expect((await contact('97455220022')).locale).toBe('ar')
    expect((await contact('97455220022')).opted_out_at).not.toBeNull()
    expect(await query(`SELECT id FROM enquiries WHERE phone_number = '97455220022'`)).toHaveLength(
      0,
    )
  })

  it('answers an Arabic contact’s STOP in Arabic, the language it chose', async () => {
    await newLead('97455330033', { locale: 'ar' })
    await consent('97455330033', 'ar')
    await world.graph.postMessage(world.webhook, { from: '97455330033', text: 'STOP' })
    await settled()
    const [, confirmation] = await messagesOf('97455330033')
    expect(confirmation).toMatchObject({ purpose: 'opt-out', language: 'ar' })
  })

  it('moves a sent message’s status forward only, and keeps a failure’s reason', async () => {
    const lead = await newLead('97455440044')
    await exec(
      `INSERT INTO whatsapp_messages (phone, lead_id, direction, wa_id, kind, language, body, status, at)
       VALUES ('97455440044', ${lead}, 'out', 'wamid.out-1', 'text', 'en', 'Hello', 'sent', 1),
              ('97455440044', ${lead}, 'out', 'wamid.out-2', 'template', 'en', 'Hi', 'sent', 2),
              ('97455440044', ${lead}, 'in', 'wamid.in-3', 'text', 'en', 'Yo', 'received', 3)`,
    )
    const status = (id: string, state: 'delivered' | 'read' | 'failed', extra = {}) =>
      world.graph.postStatus(world.webhook, { id, to: '97455440044', status: state, ...extra })
    const published = world.published
    await status('wamid.out-1', 'delivered')
    await status('wamid.out-1', 'read')
    // Meta's webhooks may come out of order: a late 'delivered' does not undo 'read'.
    await status('wamid.out-1', 'delivered')
    await status('wamid.out-2', 'failed', {
      errors: [
        {
          code: 131047,
          title: 'Re-engagement message',
          message: 'Re-engagement message',
          error_data: {
            details:
              'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
          },
        },
      ],
    })
    // A status never touches a message that came in.
    await status('wamid.in-3', 'read')
    await settled()
    const rows = await messagesOf('97455440044')
    expect(rows.map((row) => [row.wa_id, row.status])).toEqual([
      ['wamid.out-1', 'read'],
      ['wamid.out-2', 'failed'],
      ['wamid.in-3', 'received'],
    ])
    expect(rows[1]!.error).toBe(
      'Re-engagement message (131047): Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    )
    expect(rows[0]!.error).toBeNull()
    // The console's thread shows the ticks as they change.
    expect(world.published).toBeGreaterThan(published)
  })
})
