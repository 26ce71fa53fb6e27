import { http, HttpResponse } from 'msw'

import type { Milestone } from '@contract/jobs'
import { usualNotes } from '@contract/usual-notes'
import type { ShipmentDetail } from '@/console/app/api'
import { ShipmentPage } from '@/console/shipments/shipment'
import { server } from '@/testing/mocks/server'
import { renderWithRouter, screen, waitFor, within } from '@/testing/test-utils'

import * as desk from '../desk.messages'
import * as text from '../shipments.messages'

const detail = (shipment: Partial<ShipmentDetail['shipment']>) =>
  ({
    shipment: {
      tracking_id: 'PCMX000001',
      customer_name: 'Nadia Karim',
      origin: 'Doha',
      destination: 'Amman',
      date_of_arrival: '2026-11-20',
      stage: 'in_transit',
      lead_id: null,
      quiet: false,
      overdue: true,
      ...shipment,
    },
    updates: [],
    subscribers: 1,
    legs: [],
  }) as unknown as ShipmentDetail

function open(shipment: Partial<ShipmentDetail['shipment']> = {}) {
  server.use(http.get('/api/staff/shipments/PCMX000001', () => HttpResponse.json(detail(shipment))))
  return renderWithRouter(<ShipmentPage />, {
    route: '/shipments/PCMX000001',
    path: '/shipments/:trackingId',
  })
}

const fact = (label: string) => screen.getByText(label).nextElementSibling

describe('A shipment’s page', () => {
  test('should sum the shipment up under its number: customer, route, stage, arrival, lateness', async () => {
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'PCMX000001' })).toBeVisible()
    expect(fact(desk.summaryCustomer)).toHaveTextContent('Nadia Karim')
    expect(fact(desk.summaryRoute)).toHaveTextContent('Doha → Amman')
    expect(fact(desk.summaryStage)).toHaveTextContent('In transit')
    expect(fact(desk.summaryEta)).toHaveTextContent('20 Nov 2026')
    expect(screen.getByText(desk.overdueBadge)).toBeVisible()
    expect(screen.queryByText(text.quietBadge)).not.toBeInTheDocument()
  })

  test('should say when a shipment went quiet, and when one is on track', async () => {
    const quiet = open({ quiet: true, overdue: false })
    expect(await screen.findByText(text.quietBadge)).toBeVisible()
    expect(screen.queryByText(desk.overdueBadge)).not.toBeInTheDocument()
    quiet.unmount()
    open({ quiet: false, overdue: false, customer_name: null, origin: null, destination: null })
    expect(await screen.findByText(desk.onTrackBadge)).toBeVisible()
    expect(fact(desk.summaryCustomer)).toHaveTextContent(desk.noCustomerName)
    expect(fact(desk.summaryRoute)).toHaveTextContent(desk.notSet)
  })

  test('should put the next update before the customer’s preview, which folds on a phone', async () => {
    open()
    const post = await screen.findByRole('region', { name: text.postUpdateTitle })
    expect(within(post).getByRole('radio', { name: /^Arrived/ })).toBeChecked()
    expect(within(post).getByRole('textbox', { name: /^What happened(?!,)/ })).toHaveValue(
      usualNotes.arrived.en,
    )
    const preview = screen.getByRole('region', { name: text.customerSeesTitle })
    expect(post.compareDocumentPosition(preview) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // jsdom's window is narrow: the preview's frame waits behind its summary.
    const frame = preview.querySelector('iframe')!
    expect(frame.closest('details')).not.toHaveAttribute('open')
    expect(within(preview).getByText(desk.customerPreview).tagName).toBe('SUMMARY')
  })

  test('should keep saying the update was posted once the shipment has moved to its stage', async () => {
    let stage: Milestone = 'in_transit'
    server.use(
      http.get('/api/staff/shipments/PCMX000001', () => HttpResponse.json(detail({ stage }))),
      http.post('/api/staff/shipments/PCMX000001/updates', () => {
        stage = 'arrived'
        return HttpResponse.json({ ok: true }, { status: 201 })
      }),
    )
    const { user } = renderWithRouter(<ShipmentPage />, {
      route: '/shipments/PCMX000001',
      path: '/shipments/:trackingId',
    })
    const post = await screen.findByRole('region', { name: text.postUpdateTitle })
    await user.click(within(post).getByRole('button', { name: text.postUpdate }))
    // The form starts again from the stage after Arrived, and the notice stays above it.
    const region = () => screen.getByRole('region', { name: text.postUpdateTitle })
    await waitFor(() =>
      expect(within(region()).getByRole('radio', { name: /^Customs/ })).toBeChecked(),
    )
    expect(within(region()).getByText(text.updatePosted)).toBeVisible()
  })
})
