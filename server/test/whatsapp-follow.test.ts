/**
 * Milestones on WhatsApp from the tracking page (issue 54, item 3): after the second factor, a
 * tick follows the shipment from the contact number on file, as well as or instead of e-mail,
 * with the number's consent (source 'tracking') and a line on the shipment's trail.
 */
import { describe, expect, it } from 'vitest'

import { privacyMessages } from '@contract/tracking-messages.ts'

import { mailingApp } from './tracking-helpers.ts'
import { backends } from './helpers.ts'

describe.each(backends)('WhatsApp milestones asked for on the tracking page on %s', (backend) => {
  const { world, subscribe, mailCount } = mailingApp(backend)

  const follows = (phone: string) =>
    world.db.query(
      `SELECT j.tracking_id, f.whole_move, f.ended_at FROM whatsapp_follows f
        JOIN jobs j ON j.id = f.job_id WHERE f.phone = '${phone}' ORDER BY f.id`,
    )

  it('follows the shipment from the number on file, without an e-mail, and keeps the consent', async () => {
    const before = world.smtp.mails.length
    const answer = await subscribe({
      tracking_id: 'QTRM654321',
      contact_last4: '4455',
      email: '',
      whatsapp: true,
    })
    expect(answer.statusCode).toBe(202)
    expect(await follows('97433004455')).toEqual([
      { tracking_id: 'QTRM654321', whole_move: 0, ended_at: null },
    ])
    expect(await world.db.repo.whatsappContact('97433004455')).toMatchObject({
      consent_source: 'tracking',
      locale: 'en',
    })
    const [job] = await world.db.repo.findJobs('QTRM654321')
    const trail = await world.db.repo.auditTrail({
      recordType: 'shipment',
      recordId: String(job!.id),
      limit: 20,
    })
    const line = trail.find((entry) => entry.action === 'whatsapp.consent')
    expect(line).toMatchObject({ after: { source: 'tracking', wholeMove: false } })
    expect(JSON.stringify(line)).not.toContain('4455')
    // No address, no confirmation e-mail.
    expect(world.smtp.mails).toHaveLength(before)
  })

  it('asks for both at once: the e-mail’s confirmation goes, and the whole move is followed', async () => {
    const before = world.smtp.mails.length
    const answer = await subscribe({
      tracking_id: 'ABCD123456',
      contact_last4: '1122',
      email: 'both@example.com',
      wholeMove: true,
      whatsapp: true,
    })
    expect(answer.statusCode).toBe(202)
    await mailCount(before + 1)
    expect(await follows('97455001122')).toEqual([
      { tracking_id: 'ABCD123456', whole_move: 1, ended_at: null },
    ])
  })

  it('still asks for an address when WhatsApp is not ticked', async () => {
    const answer = await subscribe({ tracking_id: 'ABCD123456', contact_last4: '1122', email: '' })
    expect(answer.statusCode).toBe(400)
  })

  it('refuses, storing nothing, when the number on file cannot receive WhatsApp', async () => {
    await world.db.repo.upsertJob({ tracking_id: 'SHRT000001', contact_number: '44 5566' })
    const before = world.smtp.mails.length
    const answer = await subscribe({
      tracking_id: 'SHRT000001',
      contact_last4: '5566',
      email: 'short@example.com',
      whatsapp: true,
    })
    expect(answer.statusCode).toBe(409)
    expect(answer.json()).toEqual({ error: privacyMessages.noWhatsAppNumber })
    const asked = await world.db.query(
      "SELECT id FROM subscriptions WHERE email = 'short@example.com'",
    )
    expect(asked).toEqual([])
    expect(world.smtp.mails).toHaveLength(before)
  })

  it('follows nothing for a wrong second factor', async () => {
    const answer = await subscribe({
      tracking_id: 'QTRM654321',
      contact_last4: '0000',
      email: '',
      whatsapp: true,
    })
    expect(answer.statusCode).toBe(403)
    expect(await follows('97433004455')).toHaveLength(1)
  })
})
