import { http, HttpResponse } from 'msw'

import type { Timeline } from '@contract/timeline'
import { server } from '@/testing/mocks/server'
import { renderWithRouter, screen, within } from '@/testing/test-utils'

import { ShipmentTimeline } from '../components/record-timeline'

const at = (minutes: number) => Date.UTC(2026, 11, 17, 5, minutes)

const timeline: Timeline = {
  more: false,
  events: [
    { kind: 'follow-up', at: at(30), rule: 'move_3_days', channel: 'whatsapp', delivery: 'read' },
    { kind: 'follow-up', at: at(20), rule: 'reschedule', channel: 'email', delivery: 'failed' },
    {
      kind: 'audit',
      at: at(10),
      action: 'follow-up.skipped',
      actor: { id: 3, name: 'Omar Ops', cli: false },
      after: { followUpId: 9, rule: 'move_1_day' },
    },
    { kind: 'arrived', at: at(0), source: null },
  ],
}

describe('Follow-ups on a shipment’s timeline', () => {
  test('should name each one sent with its channel and delivery, and each skipped with who and which', async () => {
    server.use(http.get('/api/staff/shipments/QA7/timeline', () => HttpResponse.json(timeline)))
    renderWithRouter(<ShipmentTimeline trackingId="QA7" />)
    const region = await screen.findByRole('region', { name: 'Timeline' })
    const lines = within(region).getAllByRole('listitem')
    expect(lines[0]).toHaveTextContent('Follow-up sent: First move reminderWhatsApp · read')
    expect(lines[1]).toHaveTextContent('Follow-up sent: New moving dayE-mail · not delivered')
    expect(lines[2]).toHaveTextContent(
      'Follow-up skipped · Omar OpsFollow-up: 9Rule: Last move reminder',
    )
  })
})
