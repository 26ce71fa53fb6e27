import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { staffMessages } from '@contract/staff-messages'
import type { ShipmentRow } from '@/console/app/api'
import { ShipmentsPage } from '@/console/shipments/shipments'
import { server } from '@/testing/mocks/server'
import { renderWithRouter } from '@/testing/test-utils'

import * as desk from '../desk.messages'

const row = (trackingId: string, mixedMove: boolean): ShipmentRow => ({
  id: trackingId.length + Number(mixedMove),
  trackingId,
  customerName: 'Leila Haddad',
  contactNumber: null,
  origin: 'Doha',
  destination: 'Beirut',
  cargoType: null,
  dateOfArrival: null,
  stage: null,
  nextDue: null,
  lastPostedAt: null,
  quiet: false,
  overdue: false,
  mixedMove,
})

describe('The shipments list', () => {
  test('should mark a shipment whose move holds another customer’s leg', async () => {
    server.use(
      http.get('/api/staff/shipments', () =>
        HttpResponse.json({
          shipments: [row('PCMX000001', true), row('PCMX00002', false)],
          next: null,
          quiet: 0,
        }),
      ),
    )
    renderWithRouter(<ShipmentsPage />)
    const mixed = await screen.findAllByText('Mixed move')
    expect(mixed).toHaveLength(1)
    expect(mixed[0]!.closest('li')).toHaveTextContent('PCMX000001')
  })

  test('should say why a search too long found nothing, in the server’s words', async () => {
    server.use(
      http.get('/api/staff/shipments', () =>
        HttpResponse.json({ error: staffMessages.searchTooLong(100) }, { status: 400 }),
      ),
    )
    renderWithRouter(<ShipmentsPage />, { route: `/?q=${'a'.repeat(101)}` })
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.searchTooLong(100))
  })

  test('should fold search and filters behind one button that counts those in use', async () => {
    server.use(
      http.get('/api/staff/shipments', () =>
        HttpResponse.json({ shipments: [row('PCMX000001', false)], next: null, quiet: 0 }),
      ),
    )
    const { user } = renderWithRouter(<ShipmentsPage />, { route: '/?q=Leila&quiet=1' })
    const toggle = await screen.findByRole('button', {
      name: `${desk.filtersToggle} · ${desk.filtersOn(2)}`,
    })
    const form = screen.getByRole('search')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-controls', form.id)
    expect(form).toHaveClass('hidden')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(form).not.toHaveClass('hidden')
  })
})
