import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import type { StaffAlertView } from '@contract/follow-up-staff'
import { server } from '@/testing/mocks/server'
import { renderWithRouter } from '@/testing/test-utils'

import { LiveLeadsProvider } from '@/console/app/live-leads'
import { MeProvider } from '@/console/app/me'
import { moment } from '@/console/app/format'
import { StaffAlertsPanel } from '../staff-alerts'
import * as text from '../follow-ups.messages'

/** The browser's EventSource as the live stream uses it: the test says what the server sends. */
class FakeEventSource {
  static last: FakeEventSource | null = null
  static readonly CLOSED = 2
  readyState = 1
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>()
  constructor(readonly url: string) {
    FakeEventSource.last = this
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {}
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }))
  }
}

const lowRating = (overrides: Partial<StaffAlertView> = {}): StaffAlertView => ({
  id: 4,
  kind: 'low-rating',
  createdAt: Date.UTC(2026, 10, 29, 7, 30),
  readAt: null,
  forAdmins: false,
  lead: { id: 12, name: 'Noura Al-Kuwari' },
  shipment: null,
  review: { rating: 2, comment: 'The crew came two hours late.' },
  ...overrides,
})

function render(initial: StaffAlertView[]) {
  let alerts = initial
  const read: number[] = []
  server.use(
    http.get('/api/staff/me', () =>
      HttpResponse.json({ member: { id: 2, email: 's@x.qa', name: 'Sara Sales', role: 'sales' } }),
    ),
    http.get('/api/staff/alerts', () =>
      HttpResponse.json({ alerts, unread: alerts.filter((a) => a.readAt === null).length }),
    ),
    http.post('/api/staff/alerts/:id/read', ({ params }) => {
      read.push(Number(params.id))
      alerts = alerts.map((a) => (a.id === Number(params.id) ? { ...a, readAt: Date.now() } : a))
      return HttpResponse.json({ ok: true })
    }),
  )
  const view = renderWithRouter(
    <MeProvider>
      <LiveLeadsProvider>
        <StaffAlertsPanel />
      </LiveLeadsProvider>
    </MeProvider>,
  )
  return {
    ...view,
    read,
    /** A new alert arrives, and the server tells the live stream that leads changed. */
    raise: (alert: StaffAlertView) => {
      alerts = [alert, ...alerts]
      act(() => FakeEventSource.last!.emit('leads', { unanswered: 0 }))
    },
  }
}

beforeAll(() => {
  vi.stubGlobal('EventSource', FakeEventSource)
})
beforeEach(() => {
  FakeEventSource.last = null
})
afterAll(() => {
  vi.unstubAllGlobals()
})

describe('The console’s alerts', () => {
  test('should show a low rating live, with its stars, comment and lead, as soon as the stream says so', async () => {
    const { raise } = render([])
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull())
    act(() => FakeEventSource.last!.emit('ready', { unanswered: 0 }))
    expect(screen.queryByRole('region', { name: text.alertsTitle })).not.toBeInTheDocument()
    raise(lowRating())
    const panel = await screen.findByRole('region', { name: text.alertsTitle })
    expect(within(panel).getByText(text.lowRating(text.stars(2), 'Noura Al-Kuwari'))).toBeVisible()
    expect(within(panel).getByText('The crew came two hours late.')).toBeVisible()
    expect(within(panel).getByRole('link', { name: text.openLead })).toHaveAttribute(
      'href',
      '/leads/12',
    )
    expect(within(panel).getByText(new RegExp(moment(Date.UTC(2026, 10, 29, 7, 30))))).toBeVisible()
  })

  test('should word a lead nobody contacted for its owner, and for the admins once it escalates', async () => {
    render([
      lowRating({ id: 7, kind: 'quote-viewed', review: null }),
      lowRating({ id: 6, kind: 'lead-uncontacted', review: null, forAdmins: true }),
      lowRating({
        id: 5,
        kind: 'lead-uncontacted',
        review: null,
        lead: null,
        shipment: { trackingId: 'QA1' },
      }),
    ])
    const panel = await screen.findByRole('region', { name: text.alertsTitle })
    expect(within(panel).getByText(text.quoteViewed('Noura Al-Kuwari'))).toBeVisible()
    expect(within(panel).getByText(text.leadUncontactedAdmins('Noura Al-Kuwari'))).toBeVisible()
    expect(within(panel).getByText(text.leadUncontacted(text.aCustomer))).toBeVisible()
    expect(within(panel).getByRole('link', { name: text.openShipment })).toHaveAttribute(
      'href',
      '/shipments/QA1',
    )
  })

  test('should mark an alert read: it leaves the panel, which goes once none is left', async () => {
    const { user, read } = render([lowRating()])
    const panel = await screen.findByRole('region', { name: text.alertsTitle })
    await user.click(
      within(panel).getByRole('button', {
        name: text.markReadLabel(moment(Date.UTC(2026, 10, 29, 7, 30))),
      }),
    )
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: text.alertsTitle })).not.toBeInTheDocument(),
    )
    expect(read).toEqual([4])
  })

  test('should show nothing while there is no unread alert', async () => {
    render([lowRating({ readAt: Date.now() })])
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull())
    expect(screen.queryByRole('region', { name: text.alertsTitle })).not.toBeInTheDocument()
  })
})
