import { http, HttpResponse } from 'msw'
import type { MouseEvent } from 'react'
import { vi } from 'vitest'

import type { Timeline } from '@contract/timeline'
import { server } from '@/testing/mocks/server'
import { renderWithRouter, screen, within } from '@/testing/test-utils'

import { LeadTimeline, ShipmentTimeline } from '../components/record-timeline'

const at = (minutes: number) => Date.UTC(2026, 10, 28, 9, minutes)

const leadTimeline: Timeline = {
  more: false,
  events: [
    {
      kind: 'audit',
      at: at(40),
      action: 'lead.contact-call',
      actor: { id: 7, name: 'Aisha Rahman', cli: false },
    },
    { kind: 'note', at: at(30), author: 'Aisha Rahman', body: 'Wants a survey on Saturday' },
    {
      kind: 'audit',
      at: at(20),
      action: 'lead.assigned',
      actor: { id: 7, name: 'Aisha Rahman', cli: false },
      before: { assignedTo: null },
      after: { assignedTo: 7 },
    },
    {
      kind: 'audit',
      at: at(10),
      action: 'lead.status-changed',
      actor: { id: null, name: 'cli:unknown', cli: true },
      before: { status: 'new' },
      after: { status: 'contacted' },
    },
    { kind: 'mail', at: at(1), mail: 'enquiry', state: 'waiting' },
    { kind: 'arrived', at: at(0), source: 'direct' },
  ],
}

function answer(timeline: Timeline) {
  const contacts: unknown[] = []
  server.use(
    http.get('/api/staff/enquiries/12/timeline', () => HttpResponse.json(timeline)),
    http.get('/api/staff/enquiries/assignees', () =>
      HttpResponse.json({ assignees: [{ id: 7, name: 'Aisha Rahman' }] }),
    ),
    http.post('/api/staff/enquiries/contact', async ({ request }) => {
      contacts.push(await request.json())
      return HttpResponse.json({ ok: true }, { status: 201 })
    }),
  )
  return contacts
}

describe('A lead’s timeline', () => {
  test('should tell what happened newest first, in the audit trail’s words', async () => {
    answer(leadTimeline)
    renderWithRouter(<LeadTimeline id={12} />)
    const region = await screen.findByRole('region', { name: 'Timeline' })
    const lines = within(region).getAllByRole('listitem')
    expect(lines.map((line) => line.querySelector('time')?.dateTime)).toEqual(
      leadTimeline.events.map((event) => new Date(event.at).toISOString()),
    )
    expect(lines[0]).toHaveTextContent('Call started from the console · Aisha Rahman')
    expect(lines[1]).toHaveTextContent('Note · Aisha RahmanWants a survey on Saturday')
    expect(lines[2]).toHaveTextContent('Assigned to: none → Aisha Rahman')
    // The command line without an account is the system user, even on lines it wrote before.
    expect(lines[3]).toHaveTextContent(
      'Lead status changed · system (command line)Status: New → Contacted',
    )
    expect(lines[4]).toHaveTextContent('E-mail to sales about the new leadWaiting to be sent')
    expect(lines[5]).toHaveTextContent('Lead arrivedSource: a direct visit')
  })

  test('should write a call opened from the page into the trail, and read the timeline again', async () => {
    const contacts = answer(leadTimeline)
    let reads = 0
    server.use(
      http.get('/api/staff/enquiries/12/timeline', () => {
        reads += 1
        return HttpResponse.json(leadTimeline)
      }),
    )
    // jsdom cannot follow a link; the page's listener hears the click all the same.
    const stay = (event: MouseEvent) => event.preventDefault()
    const { user } = renderWithRouter(
      <>
        <a href="tel:+97455001234" onClick={stay}>
          Call
        </a>
        <a href="/elsewhere" onClick={stay}>
          Elsewhere
        </a>
        <LeadTimeline id={12} />
      </>,
    )
    await screen.findByRole('region', { name: 'Timeline' })
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    await user.click(screen.getByRole('link', { name: 'Call' }))
    await vi.waitFor(() => expect(reads).toBe(2))
    expect(contacts).toEqual([{ id: 12, via: 'call' }])
  })

  test('should say where older events are when the timeline is capped', async () => {
    server.use(
      http.get('/api/staff/shipments/ABCD123456/timeline', () =>
        HttpResponse.json({ more: true, events: [{ kind: 'arrived', at: at(0), source: null }] }),
      ),
    )
    renderWithRouter(<ShipmentTimeline trackingId="ABCD123456" />)
    expect(await screen.findByText('Shipment created')).toBeInTheDocument()
    expect(screen.getByText('Older events are in the audit trail.')).toBeInTheDocument()
  })
})

describe('A lead’s timeline in Arabic', () => {
  afterEach(() => {
    vi.doUnmock('@/i18n/current')
  })

  test('should word each event in Arabic, the arrow pointing the way Arabic reads', async () => {
    vi.resetModules()
    vi.doMock('@/i18n/current', () => vi.importActual('@/i18n/current.ar'))
    for (const [english, arabic] of [
      ['../audit.messages', '../audit.messages.ar'],
      ['../audit-trail.messages', '../audit-trail.messages.ar'],
      ['../components/record-timeline.messages', '../components/record-timeline.messages.ar'],
      ['@/console/app/console.messages', '@/console/app/console.messages.ar'],
    ] as const)
      vi.doMock(english, () => vi.importActual(arabic))
    const { LeadTimeline: ArabicTimeline } = await import('../components/record-timeline')
    answer(leadTimeline)
    renderWithRouter(<ArabicTimeline id={12} />)
    const region = await screen.findByRole('region', { name: 'السجل الزمني' })
    const lines = within(region).getAllByRole('listitem')
    expect(lines[0]).toHaveTextContent('بدء مكالمة هاتفية من لوحة الموظفين · Aisha Rahman')
    expect(lines[2]).toHaveTextContent('مُسند إلى: لا شيء ← Aisha Rahman')
    expect(lines[3]).toHaveTextContent(
      'تغيير حالة عميل محتمل · النظام (سطر الأوامر)الحالة: جديد ← تم التواصل',
    )
    expect(lines[4]).toHaveTextContent('بانتظار الإرسال')
    expect(lines[5]).toHaveTextContent('وصول العميل المحتملالمصدر: زيارة مباشرة')
  })
})
