import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { NewShipmentPage } from '@/console/shipments/new-shipment'
import { server } from '@/testing/mocks/server'
import { renderWithRouter } from '@/testing/test-utils'

const WON_LEADS = '/api/staff/shipments/won-leads'
const waiting = [
  { id: 42, name: 'Rania Aziz', service: 'internationalMove', createdAt: Date.UTC(2026, 10, 20) },
  { id: 17, name: 'هدى المري', service: 'localMove', createdAt: Date.UTC(2026, 10, 2) },
]

/** The bodies the page creates shipments with, answering each with a new tracking number. */
function recordCreations() {
  const bodies: unknown[] = []
  server.use(
    http.get(WON_LEADS, () => HttpResponse.json({ leads: waiting })),
    http.post('/api/staff/shipments', async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({ trackingId: 'PCMX123456' }, { status: 201 })
    }),
  )
  return bodies
}

const open = (route = '/shipments/new') =>
  renderWithRouter(<NewShipmentPage />, { route, path: '/shipments/new' })

describe('A new shipment', () => {
  test('should offer each won lead waiting for a shipment and start from the one chosen', async () => {
    const bodies = recordCreations()
    const { user } = open()
    const rania = await screen.findByRole('radio', { name: /Rania Aziz/ })
    expect(rania).toHaveAccessibleName(/Lead 42 · International Move/)
    expect(screen.getByRole('radio', { name: /هدى المري/ })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Nothing: an empty shipment' })).toBeChecked()

    await user.click(rania)
    await user.click(screen.getByRole('button', { name: 'Create the shipment' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/shipments/PCMX123456')
    expect(bodies).toEqual([{ leadId: 42 }])
  })

  test('should come with the lead chosen when a lead page sends it, and make an empty one on request', async () => {
    const bodies = recordCreations()
    const { user } = open('/shipments/new?lead=17')
    expect(await screen.findByRole('radio', { name: /هدى المري/ })).toBeChecked()

    await user.click(screen.getByRole('radio', { name: 'Nothing: an empty shipment' }))
    await user.click(screen.getByRole('button', { name: 'Create the shipment' }))
    await screen.findByText('/shipments/PCMX123456')
    expect(bodies).toEqual([{ leadId: null }])
  })

  test('should say when no won lead is waiting', async () => {
    server.use(http.get(WON_LEADS, () => HttpResponse.json({ leads: [] })))
    open()
    expect(await screen.findByText('No won lead is waiting for its shipment.')).toBeVisible()
  })

  test('should still offer the lead a lead page asked for when the list does not hold it', async () => {
    server.use(http.get(WON_LEADS, () => HttpResponse.json({ leads: [] })))
    open('/shipments/new?lead=99')
    expect(await screen.findByRole('radio', { name: 'Lead 99' })).toBeChecked()
    expect(screen.queryByText('No won lead is waiting for its shipment.')).not.toBeInTheDocument()
  })
})
