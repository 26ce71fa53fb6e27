// The console's follow-ups (issue 55, item 5), on both databases: the rules as admins read and
// change them (audited), a lead's and a shipment's follow-ups with how what was sent fared,
// skipping one and bringing one forward (audited on its lead or shipment), and each member's
// alerts, read once.
import { describe, expect, it } from 'vitest'

import { FOLLOW_UP_RULES } from '@contract/follow-ups.ts'

import { backends } from './helpers.ts'
import { followUpConsoleWorld, HOUR } from './follow-up-console-helpers.ts'

const RULES = '/api/staff/follow-up-rules'

describe.each(backends)('the console’s follow-ups, on %s', (backend) => {
  const { call, newLead, shipment, followUp, followUpRow, alert, lines, ids } =
    followUpConsoleWorld(backend)

  it('lists every rule with its defaults until an admin changes one, and keeps the change audited', async () => {
    const before = await call('admin', 'GET', RULES)
    expect(before.statusCode).toBe(200)
    expect(before.json().rules).toEqual(
      FOLLOW_UP_RULES.map(({ rule, defaultMinutes }) => ({
        rule,
        enabled: true,
        offsetMinutes: defaultMinutes,
        updatedAt: null,
        updatedByName: null,
      })),
    )
    const changed = await call('admin', 'PUT', RULES, {
      rule: 'quote_viewed',
      enabled: false,
      offsetMinutes: 48 * 60,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const viewed = changed.json().rules.find((r: { rule: string }) => r.rule === 'quote_viewed')
    expect(viewed).toMatchObject({
      enabled: false,
      offsetMinutes: 48 * 60,
      updatedByName: 'admin 1',
    })
    expect((await call('admin', 'GET', RULES)).json().rules[0]).toEqual(viewed)
    const again = await call('admin', 'PUT', RULES, {
      rule: 'quote_viewed',
      enabled: true,
      offsetMinutes: 2 * 60,
    })
    expect(again.json().rules[0]).toMatchObject({ enabled: true, offsetMinutes: 120 })
    const audit = await lines('follow-up.rule-changed')
    expect(
      audit.map(({ record_type, record_id, before, after }) => ({
        record_type,
        record_id,
        before,
        after,
      })),
    ).toEqual([
      {
        record_type: 'follow-up-rule',
        record_id: 'quote_viewed',
        before: { enabled: true, offsetMinutes: 24 * 60 },
        after: { enabled: false, offsetMinutes: 48 * 60 },
      },
      {
        record_type: 'follow-up-rule',
        record_id: 'quote_viewed',
        before: { enabled: false, offsetMinutes: 48 * 60 },
        after: { enabled: true, offsetMinutes: 120 },
      },
    ])
  })

  it('lists a lead’s follow-ups soonest first, with each sent one’s channel and delivery', async () => {
    const { leadId } = await newLead()
    const now = Date.now()
    const planned = await followUp({ leadId, dueAt: now + 3 * HOUR })
    const mailed = await followUp({
      leadId,
      dueAt: now - 2 * HOUR,
      status: 'sent',
      channel: 'email',
      mail: 'sent',
    })
    const bounced = await followUp({
      leadId,
      dueAt: now - 3 * HOUR,
      status: 'sent',
      channel: 'email',
      mail: 'failed',
    })
    const whatsapp = await followUp({
      leadId,
      dueAt: now - HOUR,
      status: 'sent',
      channel: 'whatsapp',
      whatsapp: 'read',
    })
    const cancelled = await followUp({
      leadId,
      dueAt: now + 4 * HOUR,
      status: 'cancelled',
      reason: 'settled',
    })
    const other = await newLead()
    await followUp({ leadId: other.leadId })
    const answer = await call('sales', 'GET', `/api/staff/leads/${leadId}/follow-ups`)
    expect(answer.statusCode).toBe(200)
    const listed = answer.json().followUps
    expect(listed.map((f: { id: number }) => f.id)).toEqual([
      bounced,
      mailed,
      whatsapp,
      planned,
      cancelled,
    ])
    expect(
      listed.map((f: Record<string, unknown>) => [f.status, f.channel, f.delivery, f.reason]),
    ).toEqual([
      ['sent', 'email', 'failed', null],
      ['sent', 'email', 'sent', null],
      ['sent', 'whatsapp', 'read', null],
      ['scheduled', null, null, null],
      ['cancelled', null, null, 'settled'],
    ])
    expect(listed[3]).toMatchObject({
      rule: 'quote_viewed',
      dueAt: now + 3 * HOUR,
      sentAt: null,
      doneByName: null,
    })
    expect(typeof listed[0].sentAt).toBe('number')
  })

  it('lists a shipment’s follow-ups by its tracking number, in any case', async () => {
    const { jobId, trackingId } = await shipment()
    const reminder = await followUp({ rule: 'move_3_days', jobId })
    const answer = await call(
      'operations',
      'GET',
      `/api/staff/shipments/${trackingId.toLowerCase()}/follow-ups`,
    )
    expect(answer.statusCode).toBe(200)
    expect(answer.json().followUps).toEqual([
      expect.objectContaining({ id: reminder, rule: 'move_3_days', status: 'scheduled' }),
    ])
  })

  it('skips a scheduled follow-up: it never goes, and the lead’s timeline says who skipped it', async () => {
    const { leadId } = await newLead()
    const id = await followUp({ leadId })
    const skipped = await call('sales', 'POST', `/api/staff/follow-ups/${id}/skip`)
    expect(skipped.statusCode, skipped.body).toBe(200)
    const row = await followUpRow(id)
    expect([row.status, row.done_by_name, Number(row.done_by)]).toEqual([
      'skipped',
      'sales 2',
      ids.sales,
    ])
    const [line] = (await lines('follow-up.skipped')).filter((l) => l.record_id === String(leadId))
    expect(line).toMatchObject({
      record_type: 'lead',
      actor_name: 'sales 2',
      after: { followUpId: id, rule: 'quote_viewed' },
    })
    const timeline = await call('sales', 'GET', `/api/staff/enquiries/${leadId}/timeline`)
    expect(JSON.stringify(timeline.json())).toContain('follow-up.skipped')
  })

  it('brings a scheduled follow-up forward to now; it stays scheduled for the sender, audited on its shipment', async () => {
    const { jobId, trackingId } = await shipment()
    const id = await followUp({ rule: 'move_1_day', jobId, dueAt: Date.now() + 48 * HOUR })
    const before = Date.now()
    const sent = await call('operations', 'POST', `/api/staff/follow-ups/${id}/send-now`)
    expect(sent.statusCode, sent.body).toBe(200)
    const row = await followUpRow(id)
    expect(row.status).toBe('scheduled')
    expect(Number(row.due_at)).toBeGreaterThanOrEqual(before)
    expect(Number(row.due_at)).toBeLessThanOrEqual(Date.now())
    expect(row.done_by_name).toBe('operations 3')
    const [line] = (await lines('follow-up.sent-now')).filter((l) => l.record_id === trackingId)
    expect(line).toMatchObject({
      record_type: 'shipment',
      after: { followUpId: id, rule: 'move_1_day' },
    })
  })

  it('shows each member their own alerts, and admins those for every admin, until read', async () => {
    const { leadId } = await newLead({ fullName: 'Mariam Haddad' })
    const mine = await alert(ids.sales, leadId)
    const admins = await alert(null, leadId, 'low-rating')
    const adminOwn = await alert(ids.admin, leadId)
    const sales = await call('sales', 'GET', '/api/staff/alerts')
    expect(sales.json().alerts.map((a: { id: number }) => a.id)).toEqual([mine])
    expect(sales.json().alerts[0]).toMatchObject({
      kind: 'lead-uncontacted',
      readAt: null,
      forAdmins: false,
      lead: { id: leadId, name: 'Mariam Haddad' },
      shipment: null,
      review: null,
    })
    const admin = (await call('admin', 'GET', '/api/staff/alerts')).json()
    expect(admin.alerts.map((a: { id: number }) => a.id)).toEqual([adminOwn, admins])
    expect(admin.unread).toBe(2)
    const read = await call('admin', 'POST', `/api/staff/alerts/${admins}/read`)
    expect(read.statusCode).toBe(200)
    const after = (await call('admin', 'GET', '/api/staff/alerts')).json()
    expect(after.unread).toBe(1)
    expect(typeof after.alerts[1].readAt).toBe('number')
    // Read twice: still read, at the first time.
    await call('admin', 'POST', `/api/staff/alerts/${admins}/read`)
    expect((await call('admin', 'GET', '/api/staff/alerts')).json().alerts[1].readAt).toBe(
      after.alerts[1].readAt,
    )
    expect((await call('operations', 'GET', '/api/staff/alerts')).json()).toEqual({
      alerts: [],
      unread: 0,
    })
  })
})
