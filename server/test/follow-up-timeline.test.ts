// The follow-ups a lead or a shipment was sent, on its timeline (issue 55, item 5), on both
// databases: one line each, with its rule, channel and delivery as it stands, instead of its
// e-mail's outbox line or a `follow-up.sent` audit line; staff's skips show as audit lines.
import { describe, expect, it } from 'vitest'

import { backends } from './helpers.ts'
import { followUpConsoleWorld } from './follow-up-console-helpers.ts'

describe.each(backends)('follow-ups on the timeline, on %s', (backend) => {
  const { call, exec, newLead, shipment, followUp } = followUpConsoleWorld(backend)

  const events = async (url: string) => {
    const answer = await call('admin', 'GET', url)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json().events as Array<Record<string, unknown>>
  }

  it('shows each follow-up a lead was sent once, with its channel and delivery', async () => {
    const { leadId } = await newLead()
    await followUp({ leadId, status: 'sent', channel: 'email', mail: 'failed' })
    await followUp({
      leadId,
      rule: 'quote_expiring',
      status: 'sent',
      channel: 'whatsapp',
      whatsapp: 'delivered',
    })
    await followUp({ leadId, rule: 'quote_expiring' })
    const skipped = await followUp({ leadId, rule: 'lead_uncontacted' })
    await call('sales', 'POST', `/api/staff/follow-ups/${skipped}/skip`)
    // Had the sender also written a line of its own, the follow-up's line stands for it.
    await exec(
      `INSERT INTO audit_log (at, actor_id, actor_name, ip, action, record_type, record_id) VALUES (${Date.now()}, NULL, NULL, 'system', 'follow-up.sent', 'lead', '${leadId}')`,
    )
    const timeline = await events(`/api/staff/enquiries/${leadId}/timeline`)
    const sent = timeline.filter((event) => event.kind === 'follow-up')
    expect(sent.map(({ rule, channel, delivery }) => ({ rule, channel, delivery }))).toEqual([
      { rule: 'quote_expiring', channel: 'whatsapp', delivery: 'delivered' },
      { rule: 'quote_viewed', channel: 'email', delivery: 'failed' },
    ])
    expect(timeline.filter((event) => event.kind === 'mail' && event.mail === 'follow-up')).toEqual(
      [],
    )
    const actions = timeline.filter((event) => event.kind === 'audit').map((event) => event.action)
    expect(actions).toContain('follow-up.skipped')
    expect(actions).not.toContain('follow-up.sent')
  })

  it('shows the follow-ups a shipment was sent', async () => {
    const { jobId, trackingId } = await shipment()
    await followUp({ rule: 'move_3_days', jobId, status: 'sent', channel: 'email', mail: 'sent' })
    await followUp({ rule: 'move_1_day', jobId })
    const timeline = await events(`/api/staff/shipments/${trackingId}/timeline`)
    expect(timeline.filter((event) => event.kind === 'follow-up')).toEqual([
      expect.objectContaining({ rule: 'move_3_days', channel: 'email', delivery: 'sent' }),
    ])
  })
})
