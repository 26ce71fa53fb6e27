// A customer's WhatsApp message on its thread (issue 54, item 4), on both databases: an unknown
// number becomes a new lead with source WhatsApp (its name from the profile, its language from its
// script) whose response clock runs, told to the consoles and audited; a known number joins its
// lead's thread (the newest open one), or its shipment's; every kind is kept with its words and its
// attachment's details; and the number's 24-hour window opens.
import { describe, expect, it } from 'vitest'

import { backends } from './helpers.ts'
import { whatsappWorld } from './whatsapp-in-helpers.ts'

describe.each(backends)('WhatsApp messages in, on %s', (backend) => {
  const { world, query, settled, messagesOf, newLead, exec, auditOf } = whatsappWorld(backend)

  it('makes a new lead of an unknown number, starts its clock and tells the consoles', async () => {
    const published = world.published
    const before = Date.now()
    await world.graph.postMessage(world.webhook, {
      from: '97433112233',
      name: 'Mariam Al-Kuwari',
      text: 'مرحبا، أريد نقل أثاث شقتي إلى الوكرة الأسبوع القادم',
    })
    await settled()
    const [lead] = await query(`SELECT * FROM enquiries WHERE phone_number = '97433112233'`)
    expect(lead).toMatchObject({
      full_name: 'Mariam Al-Kuwari',
      email: '',
      source: 'whatsapp',
      locale: 'ar',
      status: 'new',
      message: 'مرحبا، أريد نقل أثاث شقتي إلى الوكرة الأسبوع القادم',
    })
    // Unanswered from now on: the response clock runs until staff first act.
    expect(lead!.contacted_at).toBeNull()
    expect(new Date(lead!.created_at as string).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const [message] = await messagesOf('97433112233')
    expect(message).toMatchObject({
      direction: 'in',
      kind: 'text',
      status: 'received',
      language: 'ar',
      job_id: null,
    })
    expect(Number(message!.lead_id)).toBe(Number(lead!.id))
    expect(message!.seen_at).toBeNull()
    expect(world.published).toBeGreaterThan(published)
    const [line] = (await auditOf('whatsapp.lead')).filter(
      (row) => String(row.record_id) === String(lead!.id),
    )
    expect(line).toMatchObject({ record_type: 'lead', actor_id: null })
    // The audit never holds the customer's number or words.
    expect(JSON.stringify(line)).not.toContain('33112233')
    expect(JSON.stringify(line)).not.toContain('الوكرة')
    // The inbox counts it among the unanswered.
    expect(await world.db.repo.unansweredLeads()).toBeGreaterThanOrEqual(1)
  })

  it('writes an English lead for a message in Latin letters, named by its number without a profile', async () => {
    await world.graph.postWebhook(world.webhook, {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messages: [
                  {
                    from: '447700900123',
                    id: 'wamid.latin-1',
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: 'Hi, can you quote a move to London?' },
                  },
                ],
              },
            },
          ],
        },
      ],
    })
    await settled()
    const [lead] = await query(`SELECT * FROM enquiries WHERE phone_number = '447700900123'`)
    expect(lead).toMatchObject({ full_name: '+447700900123', locale: 'en', source: 'whatsapp' })
  })

  it('puts a known number’s message on its newest open lead, however its phone was typed', async () => {
    const open = await newLead('+974 5566 7788')
    const lost = await newLead('97455667788')
    await exec(`UPDATE enquiries SET status = 'lost', lost_reason = 'x' WHERE id = ${lost}`)
    const leads = (await query('SELECT id FROM enquiries')).length
    const published = world.published
    await world.graph.postMessage(world.webhook, { from: '97455667788', text: 'Any news?' })
    await settled()
    // The lead's thread and the unread counts change in every console at once.
    expect(world.published).toBeGreaterThan(published)
    const [message] = await messagesOf('97455667788')
    expect(Number(message!.lead_id)).toBe(open)
    expect((await query('SELECT id FROM enquiries')).length).toBe(leads)
    // The contact is known from now on, its window open from the message.
    const [contact] = await query(`SELECT * FROM whatsapp_contacts WHERE phone = '97455667788'`)
    expect(Number(contact!.last_inbound_at)).toBeGreaterThan(Date.now() - 60_000)
    expect(contact!.consent_at).toBeNull()
  })

  it('takes the newest lead when none is open, and a shipment’s number to its thread', async () => {
    const won = await newLead('97466001122')
    await exec(`UPDATE enquiries SET status = 'won' WHERE id = ${won}`)
    await world.graph.postMessage(world.webhook, { from: '97466001122', text: 'Thanks!' })
    await exec(
      `INSERT INTO jobs (tracking_id, contact_number, contact_digits, lead_id)
       VALUES ('WA-JOB-1', '+974 7700 8899', '97477008899', ${won})`,
    )
    await exec(
      `INSERT INTO jobs (tracking_id, contact_number, contact_digits)
       VALUES ('WA-JOB-2', '7711 2233', '77112233')`,
    )
    await world.graph.postMessage(world.webhook, { from: '97477008899', text: 'Where is it?' })
    await world.graph.postMessage(world.webhook, { from: '97477112233', text: 'Arrived?' })
    await settled()
    expect(Number((await messagesOf('97466001122'))[0]!.lead_id)).toBe(won)
    const [jobs] = [
      await query(`SELECT id, tracking_id FROM jobs WHERE tracking_id LIKE 'WA-JOB-%' ORDER BY id`),
    ]
    const [withLead] = await messagesOf('97477008899')
    expect(Number(withLead!.job_id)).toBe(Number(jobs![0]!.id))
    expect(Number(withLead!.lead_id)).toBe(won)
    const [jobOnly] = await messagesOf('97477112233')
    expect(Number(jobOnly!.job_id)).toBe(Number(jobs![1]!.id))
    expect(jobOnly!.lead_id).toBeNull()
    expect(await query(`SELECT id FROM enquiries WHERE phone_number = '97477112233'`)).toHaveLength(
      0,
    )
  })

  it('keeps each kind with its words and its attachment’s details', async () => {
    const from = '97444556677'
    const kinds: Array<Record<string, unknown>> = [
      {
        type: 'image',
        image: { id: 'media-img', mime_type: 'image/jpeg', sha256: 'x', caption: 'The sofa' },
      },
      {
        type: 'document',
        document: {
          id: 'media-doc',
          mime_type: 'application/pdf',
          filename: 'inventory.pdf',
          file_size: 48213,
        },
      },
      {
        type: 'audio',
        audio: { id: 'media-voice', mime_type: 'audio/ogg; codecs=opus', voice: true },
      },
      { type: 'video', video: { id: 'media-vid', mime_type: 'video/mp4' } },
      { type: 'sticker', sticker: { id: 'media-stk', mime_type: 'image/webp', animated: false } },
      {
        type: 'location',
        location: {
          latitude: 25.2854,
          longitude: 51.531,
          name: 'Pearl Tower',
          address: 'Porto Arabia, Doha',
        },
      },
      { type: 'reaction', reaction: { message_id: 'wamid.x', emoji: '👍' } },
    ]
    for (const message of kinds) await world.graph.postMessage(world.webhook, { from, message })
    await settled()
    const rows = await messagesOf(from)
    const shape = rows.map((row) => ({
      kind: row.kind,
      body: row.body,
      media_id: row.media_id,
      media_type: row.media_type,
      media_name: row.media_name,
      media_size: row.media_size === null ? null : Number(row.media_size),
    }))
    expect(shape).toEqual([
      {
        kind: 'image',
        body: 'The sofa',
        media_id: 'media-img',
        media_type: 'image/jpeg',
        media_name: null,
        media_size: null,
      },
      {
        kind: 'document',
        body: '',
        media_id: 'media-doc',
        media_type: 'application/pdf',
        media_name: 'inventory.pdf',
        media_size: 48213,
      },
      {
        kind: 'audio',
        body: '',
        media_id: 'media-voice',
        media_type: 'audio/ogg; codecs=opus',
        media_name: null,
        media_size: null,
      },
      {
        kind: 'video',
        body: '',
        media_id: 'media-vid',
        media_type: 'video/mp4',
        media_name: null,
        media_size: null,
      },
      {
        kind: 'sticker',
        body: '',
        media_id: 'media-stk',
        media_type: 'image/webp',
        media_name: null,
        media_size: null,
      },
      {
        kind: 'location',
        body: 'Pearl Tower, Porto Arabia, Doha (25.285400, 51.531000)',
        media_id: null,
        media_type: null,
        media_name: null,
        media_size: null,
      },
      {
        kind: 'unsupported',
        body: '',
        media_id: null,
        media_type: null,
        media_name: null,
        media_size: null,
      },
    ])
    // One lead for the number, made by its first message; the rest joined it.
    const leads = await query(`SELECT id FROM enquiries WHERE phone_number = '${from}'`)
    expect(leads).toHaveLength(1)
    expect(new Set(rows.map((row) => Number(row.lead_id)))).toEqual(new Set([Number(leads[0]!.id)]))
  })
})
