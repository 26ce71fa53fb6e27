// The follow-up engine (issue 55), on both databases with the clock moved: each customer rule is
// planned once and sent once, at its Doha time, in the customer's language and on their channel;
// quiet nights and Friday mornings hold it; a stop of everything cancels the planned ones and
// those planned after it; a changed moving day makes the reschedule notice and moves the reminders.
import { describe, expect, it } from 'vitest'

import { stopFollowUps } from '../src/follow-ups/index.ts'
import { planFollowUps } from '../src/follow-ups/plan.ts'
import { sendDueFollowUps } from '../src/follow-ups/send.ts'

import {
  consent,
  delivered,
  doha,
  followUpsOf,
  followUpWorld,
  lead,
  outboxOf,
  sentQuote,
  shipment,
} from './follow-up-helpers.ts'
import { backends } from './helpers.ts'

const email = { whatsapp: false, leaseMs: 60_000 }
const whatsapp = { whatsapp: true, leaseMs: 60_000 }

describe.each(backends)('follow-ups planned and sent, on %s', (backend) => {
  const world = followUpWorld(backend)
  /** A sweep and a send at `local` Doha time, as one worker pass does. */
  async function pass(local: string, options = email) {
    const now = doha(local)
    await planFollowUps(world.repo, now)
    return sendDueFollowUps(world.repo, options, now)
  }
  const byRule = async (about: { leadId?: number; jobId?: number }, rule: string) =>
    (await followUpsOf(world.sql, about)).filter((row) => row.rule === rule)

  it('reminds of a viewed quote once, a day later, in Arabic by e-mail, with a task for its owner', async () => {
    const { sql } = world
    const leadId = await lead(sql, { locale: 'ar' })
    await sentQuote(sql, leadId, { validUntil: '2026-12-20', viewedAt: doha('2026-12-06T10:00') })

    expect(await pass('2026-12-06T11:00')).toEqual([])
    const [planned] = await byRule({ leadId }, 'quote_viewed')
    expect(planned).toMatchObject({ status: 'scheduled', locale: 'ar' })
    expect(Number(planned!.due_at)).toBe(doha('2026-12-07T10:00'))

    expect(await pass('2026-12-07T09:59')).toEqual([])
    expect(await pass('2026-12-07T10:00')).toEqual(['alerted'])
    const [sent] = await byRule({ leadId }, 'quote_viewed')
    expect(sent).toMatchObject({ status: 'sent', channel: 'email', locale: 'ar' })
    expect(Number(sent!.sent_at)).toBe(doha('2026-12-07T10:00'))
    const outbox = await outboxOf(sql, Number(sent!.id))
    expect(outbox).toHaveLength(1)
    expect(JSON.parse(outbox[0]!.payload)).toEqual({
      kind: 'follow-up',
      followUpId: Number(sent!.id),
    })
    expect(outbox[0]!.payload).toBe(`{"kind":"follow-up","followUpId":${sent!.id}}`)
    expect(Number(outbox[0]!.enquiry_id)).toBe(leadId)
    expect(Number(sent!.outbox_id)).toBe(Number(outbox[0]!.id))
    const alerts = await sql.read(
      sql.db.selectFrom('staff_alerts').selectAll().where('lead_id', '=', leadId),
    )
    expect(alerts).toMatchObject([{ kind: 'quote-viewed', staff_id: null }])
    const trail = await sql.read(
      sql.db
        .selectFrom('audit_log')
        .select(['action', 'record_type', 'record_id'])
        .where('action', '=', 'follow-up.sent')
        .where('record_id', '=', String(leadId)),
    )
    expect(trail).toEqual([
      { action: 'follow-up.sent', record_type: 'lead', record_id: String(leadId) },
    ])

    // Later passes neither plan it again nor send it again.
    await pass('2026-12-08T10:00')
    expect(await byRule({ leadId }, 'quote_viewed')).toHaveLength(1)
    expect(await outboxOf(sql, Number(sent!.id))).toHaveLength(1)
  })

  it('warns of an expiring quote two days ahead, held until after Friday prayers', async () => {
    const leadId = await lead(world.sql)
    // Its last day is Saturday the 12th; two days before its end is Friday midnight.
    await sentQuote(world.sql, leadId, { validUntil: '2026-12-12', viewedAt: null })
    await pass('2026-12-09T10:00')
    const [planned] = await byRule({ leadId }, 'quote_expiring')
    expect(Number(planned!.due_at)).toBe(doha('2026-12-11T13:00'))
    expect(await pass('2026-12-11T12:59')).toEqual([])
    expect(await pass('2026-12-11T13:00')).toEqual(['sent'])
  })

  it('sends no reminder for a quote accepted meanwhile', async () => {
    const { sql } = world
    const leadId = await lead(sql)
    const quoteId = await sentQuote(sql, leadId, {
      validUntil: '2026-12-20',
      viewedAt: doha('2026-12-06T10:00'),
    })
    await pass('2026-12-06T11:00')
    await sql.write(
      sql.db.updateTable('quotes').set({ status: 'accepted' }).where('id', '=', quoteId),
    )
    expect(await pass('2026-12-07T10:00')).toEqual([])
    expect(await followUpsOf(sql, { leadId })).toMatchObject([
      { rule: 'quote_viewed', status: 'cancelled', reason: 'settled' },
      { rule: 'quote_expiring', status: 'cancelled', reason: 'settled' },
    ])
  })

  it('reminds of moving day 3 days and 1 day before 08:00, on WhatsApp where the customer agreed', async () => {
    const { sql } = world
    const leadId = await lead(sql, { phone: '+974 5512 3456' })
    await consent(sql, '97455123456', doha('2026-12-01T10:00'))
    const jobId = await shipment(sql, { collectionDate: '2026-12-20', leadId })
    await pass('2026-12-10T10:00', whatsapp)
    const [three] = await byRule({ jobId }, 'move_3_days')
    const [one] = await byRule({ jobId }, 'move_1_day')
    expect(Number(three!.due_at)).toBe(doha('2026-12-17T08:00'))
    expect(Number(one!.due_at)).toBe(doha('2026-12-19T08:00'))

    expect(await pass('2026-12-17T08:00', whatsapp)).toEqual(['sent'])
    const [sent] = await byRule({ jobId }, 'move_3_days')
    expect(sent).toMatchObject({ status: 'sent', channel: 'whatsapp', locale: 'en' })
    const [row] = await outboxOf(sql, Number(sent!.id))
    expect(row!.payload).toBe(
      `{"kind":"whatsapp-auto","purpose":"follow-up","followUpId":${sent!.id}}`,
    )
    expect(Number(row!.enquiry_id)).toBe(leadId)

    // Without WhatsApp set up, the same customer is written to.
    expect(await pass('2026-12-19T08:00', email)).toEqual(['sent'])
    expect((await byRule({ jobId }, 'move_1_day'))[0]).toMatchObject({ channel: 'email' })
  })

  it('asks a shipment without a lead how it went a day after delivery, in its subscription language', async () => {
    const { sql } = world
    const jobId = await shipment(sql, { email: 'owner@example.com' })
    await sql.write(
      sql.db
        .insertInto('subscriptions')
        .values({ job_id: jobId, email: 'x@example.com', locale: 'ar' }),
    )
    await delivered(sql, jobId, '2026-12-06', '14:00')
    await pass('2026-12-06T15:00')
    const [planned] = await byRule({ jobId }, 'review_request')
    expect(planned).toMatchObject({ status: 'scheduled', locale: 'ar', lead_id: null })
    expect(Number(planned!.due_at)).toBe(doha('2026-12-07T14:00'))
    expect(await pass('2026-12-07T14:00')).toEqual(['sent'])
    const [row] = await outboxOf(sql, Number(planned!.id))
    expect(row!.enquiry_id).toBeNull()
  })

  it('holds a follow-up due at night until 08:00', async () => {
    const { sql } = world
    const jobId = await shipment(sql, { email: 'night@example.com' })
    await delivered(sql, jobId, '2026-12-06', '20:00')
    await pass('2026-12-06T20:30')
    const [held] = await byRule({ jobId }, 'review_request')
    expect(Number(held!.due_at)).toBe(doha('2026-12-07T20:00'))
    // Staff sent it "now" at 22:00: it waits for the morning.
    await sql.write(
      sql.db
        .updateTable('follow_ups')
        .set({ due_at: doha('2026-12-07T22:00') })
        .where('id', '=', held!.id),
    )
    expect(await pass('2026-12-07T22:00')).toEqual(['later'])
    const [waiting] = await byRule({ jobId }, 'review_request')
    expect(waiting).toMatchObject({ status: 'scheduled', lease_until: null })
    expect(Number(waiting!.due_at)).toBe(doha('2026-12-08T08:00'))
    expect(await pass('2026-12-08T07:59')).toEqual([])
    expect(await pass('2026-12-08T08:00')).toEqual(['sent'])
  })

  it('plans a follow-up whose moment falls in the night for 08:00 the next morning', async () => {
    const jobId = await shipment(world.sql, { email: 'late@example.com' })
    await delivered(world.sql, jobId, '2026-12-07', '21:30')
    await pass('2026-12-07T21:45')
    const [planned] = await byRule({ jobId }, 'review_request')
    expect(Number(planned!.due_at)).toBe(doha('2026-12-09T08:00'))
  })

  it('writes by e-mail to a customer who said STOP on WhatsApp since agreeing', async () => {
    const { sql } = world
    const leadId = await lead(sql, { phone: '5566 7788' })
    await consent(sql, '97455667788', doha('2026-12-01T10:00'))
    await sql.write(
      sql.db
        .updateTable('whatsapp_contacts')
        .set({ opted_out_at: doha('2026-12-02T10:00') })
        .where('phone', '=', '97455667788'),
    )
    const jobId = await shipment(sql, { collectionDate: '2026-12-20', leadId })
    await pass('2026-12-10T10:00', whatsapp)
    expect(await pass('2026-12-17T08:00', whatsapp)).toEqual(['sent'])
    expect((await byRule({ jobId }, 'move_3_days'))[0]).toMatchObject({ channel: 'email' })
  })

  it('cancels a follow-up that can reach nobody', async () => {
    const jobId = await shipment(world.sql, {})
    await delivered(world.sql, jobId, '2026-12-06', '14:00')
    expect(await pass('2026-12-07T14:00')).toEqual(['cancelled'])
    expect((await byRule({ jobId }, 'review_request'))[0]).toMatchObject({
      status: 'cancelled',
      reason: 'unreachable',
    })
    expect(
      await outboxOf(world.sql, Number((await byRule({ jobId }, 'review_request'))[0]!.id)),
    ).toEqual([])
  })

  it('stops everything to an address: the planned follow-ups and those planned after', async () => {
    const { sql } = world
    const leadId = await lead(sql, { email: 'Stop.All@example.com' })
    await sentQuote(sql, leadId, { validUntil: '2026-12-20', viewedAt: doha('2026-12-06T10:00') })
    await pass('2026-12-06T11:00')
    const [first, ...then] = stopFollowUps(sql.db, {
      scope: 'all',
      leadId: null,
      jobId: null,
      moveId: null,
      email: 'stop.all@example.com',
      phone: null,
      source: 'link',
      at: doha('2026-12-06T12:00'),
    })
    await sql.write(first, ...then)
    const jobId = await shipment(sql, {
      collectionDate: '2026-12-20',
      email: 'stop.all@EXAMPLE.com',
    })
    expect(await pass('2026-12-07T10:00')).toEqual([])
    const rows = [...(await followUpsOf(sql, { leadId })), ...(await followUpsOf(sql, { jobId }))]
    expect(rows.length).toBe(4)
    for (const row of rows) expect(row).toMatchObject({ status: 'cancelled', reason: 'stopped' })
  })

  it('tells the customer of a changed moving day and moves the reminders to it', async () => {
    const { sql } = world
    const leadId = await lead(sql, { locale: 'ar' })
    const jobId = await shipment(sql, { collectionDate: '2026-12-20', leadId })
    await pass('2026-12-10T09:00')
    const before = await followUpsOf(sql, { jobId })
    expect(before.map((row) => row.key)).toEqual([
      `move_3_days:job:${jobId}:2026-12-20`,
      `move_1_day:job:${jobId}:2026-12-20`,
    ])
    await sql.write(
      sql.db.updateTable('jobs').set({ collection_date: '2026-12-26' }).where('id', '=', jobId),
    )
    expect(await pass('2026-12-10T10:00')).toEqual(['sent'])
    const after = await followUpsOf(sql, { jobId })
    expect(after).toMatchObject([
      { id: before[0]!.id, key: `move_3_days:job:${jobId}:2026-12-26`, status: 'scheduled' },
      { id: before[1]!.id, key: `move_1_day:job:${jobId}:2026-12-26`, status: 'scheduled' },
      { key: `reschedule:job:${jobId}:2026-12-26`, status: 'sent', channel: 'email', locale: 'ar' },
    ])
    expect(Number(after[0]!.due_at)).toBe(doha('2026-12-23T08:00'))
    expect(Number(after[1]!.due_at)).toBe(doha('2026-12-25T13:00'))
    expect(Number(after[2]!.sent_at)).toBe(doha('2026-12-10T10:00'))
    // The old day's reminders are not sent, and the notice is not repeated.
    expect(await pass('2026-12-17T08:00')).toEqual([])
    expect(await followUpsOf(sql, { jobId })).toHaveLength(3)
  })
})
