import { http, HttpResponse } from 'msw'

import type { ShipmentDetail } from '@/console/app/api'
import * as common from '@/console/app/console.messages'
import { ShipmentPage } from '@/console/shipments/shipment'
import { server } from '@/testing/mocks/server'
import { renderWithRouter, screen, within } from '@/testing/test-utils'

import * as text from '../shipments.messages'

const detail = {
  shipment: {
    tracking_id: 'PCMX000002',
    customer_name: 'Reem Saleh',
    collection_date: '2026-12-20',
    date_of_arrival: '2027-01-10',
    origin: 'Doha',
    destination: 'Amman',
    collection_window: '08:00-10:00',
    crew_contact: null,
    stage: 'booked',
    lead_id: null,
    quiet: false,
    overdue: false,
  },
  updates: [],
  subscribers: 0,
  legs: [],
} as unknown as ShipmentDetail

describe('A shipment’s moving-day fields', () => {
  test('should show the arrival window and send a new crew contact with the shipment’s other changes', async () => {
    const sent: unknown[] = []
    server.use(
      http.get('/api/staff/shipments/PCMX000002', () => HttpResponse.json(detail)),
      http.post('/api/staff/shipments/PCMX000002', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ changed: ['collection_window', 'crew_contact'] })
      }),
    )
    const { user } = renderWithRouter(<ShipmentPage />, {
      route: '/shipments/PCMX000002',
      path: '/shipments/:trackingId',
    })
    const fields = await screen.findByRole('region', { name: text.shipmentFieldsTitle })
    const window = within(fields).getByRole('textbox', {
      name: common.fieldLabels.collection_window,
    })
    expect(window).toHaveValue('08:00-10:00')
    expect(window).toHaveAttribute('dir', 'ltr')
    await user.clear(window)
    await user.type(window, '13:00-15:00')
    await user.type(
      within(fields).getByRole('textbox', { name: common.fieldLabels.crew_contact }),
      'Ramesh, +974 5566 7788',
    )
    await user.click(within(fields).getByRole('button', { name: text.saveShipment }))
    expect(await within(fields).findByText(text.shipmentSaved)).toBeVisible()
    expect(sent).toEqual([
      { collection_window: '13:00-15:00', crew_contact: 'Ramesh, +974 5566 7788' },
    ])
  })
})
