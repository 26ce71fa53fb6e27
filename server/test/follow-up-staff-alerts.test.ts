// The follow-ups for staff (issue 55), on both databases with the clock moved: a lead not
// contacted within an office hour alerts its owner, then, an office hour later, every admin, each
// once, in the console and by e-mail, counting only the hours the office is open; a lead answered
// in time alerts nobody.
import { describe, expect, it } from 'vitest'

import { afterOfficeTime, planFollowUps } from '../src/follow-ups/plan.ts'
import { sendDueFollowUps } from '../src/follow-ups/send.ts'

import { doha, followUpsOf, followUpWorld, lead, member, outboxOf } from './follow-up-helpers.ts'
import { backends } from './helpers.ts'

const options = { whatsapp: false, leaseMs: 60_000 }

describe('office time', () => {
  it('counts only the hours the office is open, and skips Friday', () => {
    expect(afterOfficeTime(doha('2026-12-06T10:00'), 3_600_000)).toBe(doha('2026-12-06T11:00'))
    expect(afterOfficeTime(doha('2026-12-06T17:30'), 3_600_000)).toBe(doha('2026-12-07T08:30'))
    expect(afterOfficeTime(doha('2026-12-06T22:00'), 3_600_000)).toBe(doha('2026-12-07T09:00'))
    expect(afterOfficeTime(doha('2026-12-10T17:45'), 3_600_000)).toBe(doha('2026-12-12T08:45'))
  })
})

describe.each(backends)('alerts for a lead nobody answered, on %s', (backend) => {
  const world = followUpWorld(backend)
  async function pass(local: string) {
    const now = doha(local)
    await planFollowUps(world.repo, now)
    return sendDueFollowUps(world.repo, options, now)
  }
  const alerts = (leadId: number) =>
    world.sql.read(
      world.sql.db
        .selectFrom('staff_alerts')
        .select(['kind', 'staff_id', 'lead_id', 'created_at'])
        .where('lead_id', '=', leadId)
        .orderBy('id'),
    )

  it('tells the owner after an office hour, then every admin an office hour later, once each', async () => {
    const { sql } = world
    const owner = await member(sql, 'Noura')
    const leadId = await lead(sql, {
      locale: 'ar',
      owner,
      createdAt: new Date(doha('2026-12-06T17:30')).toISOString(),
    })
    await pass('2026-12-06T17:35')
    const planned = await followUpsOf(sql, { leadId })
    expect(planned.map((row) => [row.key, Number(row.due_at)])).toEqual([
      [`lead_uncontacted:lead:${leadId}`, doha('2026-12-07T08:30')],
      [`lead_uncontacted_admin:lead:${leadId}`, doha('2026-12-07T09:30')],
    ])
    // The office is closed at night; the alerts wait for office time, not for a sending hour.
    expect(await pass('2026-12-07T08:29')).toEqual([])
    expect(await pass('2026-12-07T08:30')).toEqual(['alerted'])
    expect(await alerts(leadId)).toEqual([
      {
        kind: 'lead-uncontacted',
        staff_id: owner,
        lead_id: leadId,
        created_at: doha('2026-12-07T08:30'),
      },
    ])
    const [first] = await followUpsOf(sql, { leadId })
    expect(first).toMatchObject({ status: 'sent', channel: 'console', locale: 'ar' })
    const [mail] = await outboxOf(sql, Number(first!.id))
    expect(mail!.payload).toBe(`{"kind":"follow-up","followUpId":${first!.id}}`)
    expect(Number(mail!.enquiry_id)).toBe(leadId)

    expect(await pass('2026-12-07T09:30')).toEqual(['alerted'])
    expect((await alerts(leadId)).map((alert) => alert.staff_id)).toEqual([owner, null])
    expect(await pass('2026-12-07T12:00')).toEqual([])
    expect(await alerts(leadId)).toHaveLength(2)
  })

  it('alerts nobody once the lead was contacted', async () => {
    const { sql } = world
    const leadId = await lead(sql, { createdAt: new Date(doha('2026-12-06T10:00')).toISOString() })
    await pass('2026-12-06T10:05')
    await sql.write(
      sql.db
        .updateTable('enquiries')
        .set({ status: 'contacted', contacted_at: doha('2026-12-06T10:40') })
        .where('id', '=', leadId),
    )
    expect(await pass('2026-12-06T11:00')).toEqual([])
    expect(await followUpsOf(sql, { leadId })).toMatchObject([
      { status: 'cancelled', reason: 'contacted' },
      { status: 'cancelled', reason: 'contacted' },
    ])
    expect(await alerts(leadId)).toEqual([])
  })
})
