// Each refusal of the console's follow-ups (issue 55, item 5), on both databases: a rule's timing
// outside its bounds, an unknown rule or an on/off that is not one (400, worded in both
// languages), a rule changed by anyone but an admin (403); a follow-up that does not exist (404),
// that is no longer scheduled (409), or that belongs to a lead or shipment the caller's role never
// opens (403); a lead or a shipment that does not exist (404); an alert that is not the
// caller's (404).
// Nothing refused is changed or audited. (The access matrix, staff-matrix.test.ts, refuses every
// one of these routes without a session, to the wrong roles and from a foreign origin.)
import { describe, expect, it } from 'vitest'

import * as arFollowUps from '@contract/follow-up-messages.ar.ts'
import { followUpMessages } from '@contract/follow-up-messages.ts'
import { staffMessages } from '@contract/staff-messages.ts'

import { backends } from './helpers.ts'
import { followUpConsoleWorld } from './follow-up-console-helpers.ts'

const RULES = '/api/staff/follow-up-rules'

describe.each(backends)('the console’s follow-ups refuse, on %s', (backend) => {
  const { call, request, newLead, shipment, followUp, followUpRow, alert, lines, query, ids } =
    followUpConsoleWorld(backend)

  /** No rule stored and no rule change audited. */
  async function rulesUntouched() {
    expect(await query(`SELECT * FROM follow_up_rules`)).toEqual([])
    expect(await lines('follow-up.rule-changed')).toEqual([])
  }

  it.each([
    ['below its least', 'quote_viewed', 119, 120, 7 * 24 * 60],
    ['above its most', 'move_1_day', 2 * 24 * 60 + 1, 12 * 60, 2 * 24 * 60],
    ['not whole minutes', 'lead_uncontacted', 30.5, 15, 8 * 60],
    ['not a number', 'review_request', '1440', 2 * 60, 14 * 24 * 60],
  ])(
    'refuses a timing %s (400), naming the bounds in both languages',
    async (_, rule, offsetMinutes, min, max) => {
      const body = { rule, enabled: true, offsetMinutes }
      for (const [language, messages] of [
        ['en', followUpMessages],
        ['ar', arFollowUps.followUpMessages],
      ] as const) {
        const answer = await call('admin', 'PUT', RULES, body, language)
        expect([answer.statusCode, answer.json().error]).toEqual([
          400,
          messages.outOfBounds(min, max),
        ])
      }
      await rulesUntouched()
    },
  )

  it('refuses a rule that is not one (400)', async () => {
    const answer = await call('admin', 'PUT', RULES, {
      rule: 'birthday',
      enabled: true,
      offsetMinutes: 60,
    })
    expect([answer.statusCode, answer.json().error]).toEqual([400, followUpMessages.unknownRule])
    await rulesUntouched()
  })

  it('refuses an on/off that is not true or false (400)', async () => {
    const answer = await call('admin', 'PUT', RULES, {
      rule: 'quote_viewed',
      enabled: 'yes',
      offsetMinutes: 1440,
    })
    expect([answer.statusCode, answer.json().error]).toEqual([400, followUpMessages.badEnabled])
    await rulesUntouched()
  })

  it('refuses to show or change the rules to anyone but an admin (403)', async () => {
    const body = { rule: 'quote_viewed', enabled: false, offsetMinutes: 1440 }
    for (const role of ['sales', 'operations'] as const)
      for (const answer of [await call(role, 'GET', RULES), await call(role, 'PUT', RULES, body)])
        expect([role, answer.statusCode, answer.json().error]).toEqual([
          role,
          403,
          staffMessages.forbidden,
        ])
    const foreign = await request('PUT', RULES, {
      role: 'admin',
      body,
      origin: 'https://evil.example',
    })
    expect(foreign.statusCode).toBe(403)
    await rulesUntouched()
  })

  it('answers 404 for a follow-up that does not exist', async () => {
    for (const verb of ['skip', 'send-now'])
      for (const id of [987_654_321, 'abc']) {
        const answer = await call('admin', 'POST', `/api/staff/follow-ups/${id}/${verb}`)
        expect([answer.statusCode, answer.json().error]).toEqual([
          404,
          followUpMessages.noSuchFollowUp,
        ])
      }
  })

  it.each(['sent', 'skipped', 'cancelled'] as const)(
    'refuses to skip or bring forward a follow-up already %s (409), in both languages',
    async (status) => {
      const { leadId } = await newLead()
      const id = await followUp({
        leadId,
        status,
        ...(status === 'cancelled' && { reason: 'stopped' }),
      })
      const before = await followUpRow(id)
      for (const verb of ['skip', 'send-now']) {
        const answer = await call('sales', 'POST', `/api/staff/follow-ups/${id}/${verb}`)
        expect([answer.statusCode, answer.json().error]).toEqual([
          409,
          followUpMessages.notScheduled,
        ])
        const arabic = await call('sales', 'POST', `/api/staff/follow-ups/${id}/${verb}`, {}, 'ar')
        expect(arabic.json().error).toBe(arFollowUps.followUpMessages.notScheduled)
      }
      expect(await followUpRow(id)).toEqual(before)
      const audited = [
        ...(await lines('follow-up.skipped')),
        ...(await lines('follow-up.sent-now')),
      ]
      expect(audited.filter((line) => line.after.followUpId === id)).toEqual([])
    },
  )

  it('refuses a follow-up of a lead to operations, and one of a shipment alone to sales (403)', async () => {
    const { leadId } = await newLead()
    const { jobId } = await shipment()
    const ofLead = await followUp({ leadId })
    const ofShipment = await followUp({ rule: 'move_3_days', jobId })
    for (const [role, id] of [
      ['operations', ofLead],
      ['sales', ofShipment],
    ] as const)
      for (const verb of ['skip', 'send-now']) {
        const answer = await call(role, 'POST', `/api/staff/follow-ups/${id}/${verb}`)
        expect([role, answer.statusCode, answer.json().error]).toEqual([
          role,
          403,
          staffMessages.forbidden,
        ])
      }
    for (const id of [ofLead, ofShipment]) expect((await followUpRow(id)).status).toBe('scheduled')
  })

  it('answers 404 for the follow-ups of a lead that does not exist', async () => {
    for (const id of [987_654_321, 'abc']) {
      const answer = await call('sales', 'GET', `/api/staff/leads/${id}/follow-ups`)
      expect([answer.statusCode, answer.json().error]).toEqual([404, staffMessages.noSuchLead])
    }
  })

  it('answers 404 for the follow-ups of a shipment that does not exist', async () => {
    for (const trackingId of ['NOSUCH0001', 'X'.repeat(65)]) {
      const answer = await call(
        'operations',
        'GET',
        `/api/staff/shipments/${trackingId}/follow-ups`,
      )
      expect([answer.statusCode, answer.json().error]).toEqual([404, staffMessages.noSuchShipment])
    }
  })

  it('answers 404 for an alert that is not the caller’s, and leaves it unread', async () => {
    const { leadId } = await newLead()
    const admins = await alert(null, leadId)
    const adminOwn = await alert(ids.admin, leadId)
    for (const id of [admins, adminOwn, 987_654_321]) {
      const answer = await call('sales', 'POST', `/api/staff/alerts/${id}/read`)
      expect([answer.statusCode, answer.json().error]).toEqual([404, followUpMessages.noSuchAlert])
    }
    const rows = await query(
      `SELECT read_at FROM staff_alerts WHERE id IN (${admins}, ${adminOwn})`,
    )
    expect(rows.map((row) => row.read_at)).toEqual([null, null])
  })
})
