import { http, HttpResponse } from 'msw'

import type { AuditEntry } from '@/console/app/api'
import { server } from '@/testing/mocks/server'
import { renderWithRouter, screen, within } from '@/testing/test-utils'

import { AuditPage } from '../audit'

const entries: AuditEntry[] = [
  {
    id: 3,
    at: Date.UTC(2026, 10, 28, 9),
    actorId: null,
    actorName: 'cli:unknown',
    ip: 'cli',
    action: 'status-update.removed',
    recordType: 'status-update',
    recordId: '41',
    before: { trackingId: 'ABCD123456', note: 'Departed' },
  },
  {
    id: 2,
    at: Date.UTC(2026, 10, 28, 8),
    actorId: 7,
    actorName: 'Aisha Rahman',
    ip: '10.0.0.5',
    action: 'lead.status-changed',
    recordType: 'lead',
    recordId: '12',
    before: { status: 'new' },
    after: { status: 'contacted' },
  },
  {
    id: 1,
    at: Date.UTC(2026, 10, 28, 7),
    actorId: null,
    actorName: 'system (command line)',
    ip: 'cli',
    action: 'staff.disabled',
    recordType: 'staff',
    recordId: '7',
    before: { disabled: false },
    after: { disabled: true },
  },
]

function answer() {
  const asked: URLSearchParams[] = []
  server.use(
    http.get('/api/staff/audit', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json({ entries })
    }),
    http.get('/api/staff/members', () =>
      HttpResponse.json({
        members: [{ id: 7, name: 'Aisha Rahman', email: 'a@x.qa', role: 'sales', disabled: false }],
      }),
    ),
    http.get('/api/staff/health', () =>
      // A database that is down: the panel says so and nothing more, which keeps this test short.
      HttpResponse.json({ status: 'error', database: { kind: 'sqlite', reachable: false } }),
    ),
  )
  return asked
}

describe('The audit trail', () => {
  test('should read its filters from the address, Doha’s days whole', async () => {
    const asked = answer()
    renderWithRouter(<AuditPage />, {
      route: '/audit?actor=7&record=lead&id=12&from=2026-11-01&to=2026-11-28',
    })
    await screen.findByText('Lead status changed')
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      actor: '7',
      record: 'lead',
      id: '12',
      from: String(Date.parse('2026-11-01T00:00:00+03:00')),
      to: String(Date.parse('2026-11-29T00:00:00+03:00')),
    })
    expect(screen.getByLabelText('Record number')).toHaveValue('12')
  })

  test('should put the filters chosen into the address', async () => {
    const asked = answer()
    const { user } = renderWithRouter(<AuditPage />, { route: '/audit' })
    await screen.findByText('Lead status changed')
    await screen.findByRole('option', { name: 'Aisha Rahman' })
    await user.selectOptions(screen.getByLabelText('Person'), 'Aisha Rahman')
    await user.selectOptions(screen.getByLabelText('Record'), 'Shipment')
    await user.type(screen.getByLabelText(/Record number/), 'ABCD123456')
    await user.click(screen.getByRole('button', { name: 'Show entries' }))
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/audit?actor=7&record=shipment&id=ABCD123456',
    )
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      actor: '7',
      record: 'shipment',
      id: 'ABCD123456',
    })
  })

  test('should link each record, word each change, and name the command line’s system user', async () => {
    answer()
    renderWithRouter(<AuditPage />, { route: '/audit' })
    const lines = within(await screen.findByRole('list')).getAllByRole('listitem')
    expect(within(lines[0]!).getByRole('link', { name: 'Status update #41' })).toHaveAttribute(
      'href',
      '/shipments/ABCD123456',
    )
    expect(lines[0]).toHaveTextContent('Status update removed · system (command line) · cli')
    expect(lines[0]).toHaveTextContent('Note: Departed')
    expect(within(lines[1]!).getByRole('link', { name: 'Lead #12' })).toHaveAttribute(
      'href',
      '/leads/12',
    )
    expect(lines[1]).toHaveTextContent('Status: New → Contacted')
    expect(within(lines[2]!).getByRole('link', { name: 'Staff account #7' })).toHaveAttribute(
      'href',
      '/members',
    )
    expect(lines[2]).toHaveTextContent('Disabled: no → yes')
  })
})
