// The follow-up engine on two instances and under the admins' rules (issue 55), on both
// databases: two instances planning and sending at once queue each follow-up once; one whose
// lease lapsed and was taken by the other is not sent twice; a rule switched off cancels what it
// planned; a rule's new timing moves what is planned; the server's loop plans, sends and wakes
// the outbox and the consoles.
import { describe, expect, it } from 'vitest'

import { startFollowUps } from '../src/follow-ups/index.ts'
import { planFollowUps } from '../src/follow-ups/plan.ts'
import { sendDueFollowUps, sendFollowUp } from '../src/follow-ups/send.ts'

import { doha, followUpsOf, followUpWorld, lead, outboxOf, sentQuote } from './follow-up-helpers.ts'
import { backends } from './helpers.ts'
import { silent, until } from './tracking-helpers.ts'

const options = { whatsapp: false, leaseMs: 60_000 }

describe.each(backends)('follow-ups on two instances, on %s', (backend) => {
  const world = followUpWorld(backend)

  /** `count` leads, each with a quote viewed at 10:00 on 6 December. */
  async function viewedQuotes(count: number) {
    const leads: number[] = []
    for (let i = 0; i < count; i++) {
      const leadId = await lead(world.sql)
      await sentQuote(world.sql, leadId, {
        validUntil: '2026-12-20',
        viewedAt: doha('2026-12-06T10:00'),
      })
      leads.push(leadId)
    }
    return leads
  }
  const setRule = (rule: string, enabled: boolean, minutes: number) =>
    world.sql.write(
      world.sql.db
        .insertInto('follow_up_rules')
        .values({ rule, enabled: enabled ? 1 : 0, offset_minutes: minutes })
        .onConflict((conflict) =>
          conflict
            .column('rule')
            .doUpdateSet({ enabled: enabled ? 1 : 0, offset_minutes: minutes }),
        ),
    )

  it('queues each follow-up once when two instances plan and send at the same moment', async () => {
    const leads = await viewedQuotes(25)
    const other = world.another()
    const now = doha('2026-12-07T10:00')
    await Promise.all([planFollowUps(world.repo, now), planFollowUps(other.repo, now)])
    const [mine, theirs] = await Promise.all([
      sendDueFollowUps(world.repo, options, now),
      sendDueFollowUps(other.repo, options, now),
    ])
    expect([...mine, ...theirs].filter((outcome) => outcome === 'alerted')).toHaveLength(25)
    for (const leadId of leads) {
      const rows = await followUpsOf(world.sql, { leadId })
      const viewed = rows.filter((row) => row.rule === 'quote_viewed')
      expect(viewed).toMatchObject([{ status: 'sent' }])
      expect(await outboxOf(world.sql, Number(viewed[0]!.id))).toHaveLength(1)
    }
    const outbox = await world.sql.read(world.sql.db.selectFrom('outbox').select('id'))
    expect(outbox).toHaveLength(25)
  })

  it('does not send twice a follow-up whose lease lapsed and another instance took', async () => {
    const [leadId] = await viewedQuotes(1)
    const other = world.another()
    const now = doha('2026-12-07T10:00')
    await planFollowUps(world.repo, now)
    const [slow] = await world.repo.claimFollowUps(now, now + 1_000, 10)
    // The first instance stalls past its lease; the second takes the row: the first lets it be.
    const [taken] = await other.repo.claimFollowUps(now + 2_000, now + 60_000, 10)
    const rules = await world.repo.followUpRules()
    expect(await sendFollowUp(world.repo, slow!, rules, options, now + 3_000)).toBe('taken')
    expect(await sendFollowUp(other.repo, taken!, rules, options, now + 3_000)).toBe('alerted')
    // Nor is a row sent meanwhile sent again by the one that held it.
    expect(await sendFollowUp(world.repo, taken!, rules, options, now + 4_000)).toBe('taken')
    const [viewed] = (await followUpsOf(world.sql, { leadId })).filter(
      (row) => row.rule === 'quote_viewed',
    )
    expect(await outboxOf(world.sql, Number(viewed!.id))).toHaveLength(1)
  })

  it('cancels what a rule switched off planned, and moves what it planned to its new timing', async () => {
    const [leadId] = await viewedQuotes(1)
    await planFollowUps(world.repo, doha('2026-12-06T11:00'))
    await setRule('quote_viewed', true, 4 * 60)
    await planFollowUps(world.repo, doha('2026-12-06T12:00'))
    const [viewed, expiring] = await followUpsOf(world.sql, { leadId })
    expect(viewed).toMatchObject({ rule: 'quote_viewed', status: 'scheduled' })
    expect(Number(viewed!.due_at)).toBe(doha('2026-12-06T14:00'))
    // Shorter than the time already gone: it goes at once.
    await setRule('quote_viewed', true, 2 * 60)
    await planFollowUps(world.repo, doha('2026-12-06T13:00'))
    expect(Number((await followUpsOf(world.sql, { leadId }))[0]!.due_at)).toBe(
      doha('2026-12-06T13:00'),
    )
    await setRule('quote_expiring', false, 2 * 24 * 60)
    await planFollowUps(world.repo, doha('2026-12-06T13:01'))
    expect((await followUpsOf(world.sql, { leadId }))[1]).toMatchObject({
      id: expiring!.id,
      status: 'cancelled',
      reason: 'rule-off',
    })
  })

  it('runs as the server runs it: plans, sends, wakes the outbox and tells the consoles', async () => {
    await viewedQuotes(2)
    let clock = doha('2026-12-06T11:00')
    let notified = 0
    let alerted = 0
    const loop = startFollowUps(
      world.repo,
      silent,
      { pollMs: 50, sweepMs: 60_000, leaseMs: 60_000 },
      { whatsapp: false, onNotification: () => notified++, onAlert: () => alerted++ },
      () => clock,
    )
    try {
      await until(
        async () =>
          (await world.sql.read(world.sql.db.selectFrom('follow_ups').select('id'))).length === 4,
        'the quotes planned',
      )
      clock = doha('2026-12-07T10:00')
      loop.kick()
      await until(async () => notified > 0 && alerted > 0, 'the reminders queued')
      const outbox = await world.sql.read(world.sql.db.selectFrom('outbox').select('id'))
      expect(outbox).toHaveLength(2)
    } finally {
      await loop.stop()
    }
  })
})
