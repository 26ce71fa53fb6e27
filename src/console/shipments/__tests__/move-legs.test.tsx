import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import { staffMessages } from '@contract/staff-messages'
import type { ShipmentDetail } from '@/console/app/api'
import { MoveLegs } from '@/console/shipments/components/move-legs'
import { server } from '@/testing/mocks/server'
import { renderWithRouter } from '@/testing/test-utils'

const MOVE = '/api/staff/shipments/PCMX000001/move'

const leg = (trackingId: string, sameCustomer: boolean) => ({
  tracking_id: trackingId,
  cargo_type: 'Sea freight',
  origin: 'Doha',
  destination: 'Beirut',
  date_of_arrival: null,
  stage: null,
  sameCustomer,
})

const detail = (legs: ShipmentDetail['legs']) =>
  ({
    shipment: { tracking_id: 'PCMX000001' },
    updates: [],
    subscribers: 0,
    legs,
  }) as unknown as ShipmentDetail

const open = (legs: ShipmentDetail['legs'] = [], onSaved = vi.fn()) => ({
  onSaved,
  ...renderWithRouter(<MoveLegs detail={detail(legs)} onSaved={onSaved} />),
})

describe('The legs of a move on the desk', () => {
  test('should warn of a leg of another customer, and mark it', () => {
    open([leg('PCMX000002', true), leg('PCMX000003', false)])
    expect(screen.getByRole('alert')).toHaveTextContent(/holds legs of another customer/)
    const marked = screen.getAllByText('Another customer’s details: not shown to the customer')
    expect(marked).toHaveLength(1)
    expect(marked[0]!.closest('li')).toHaveTextContent('PCMX000003')
  })

  test('should show operations the refusal of another customer’s shipment, with no reason to give', async () => {
    server.use(
      http.post(MOVE, () =>
        HttpResponse.json({ error: staffMessages.otherCustomer }, { status: 409 }),
      ),
    )
    const { user } = open()
    await user.type(screen.getByLabelText('Tracking number of another leg'), 'PCMX000009')
    await user.click(screen.getByRole('button', { name: 'Add to this move' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.otherCustomer)
    expect(screen.queryByLabelText(/Why both are the same customer/)).not.toBeInTheDocument()
  })

  test('should ask an admin for the reason, and send it', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(MOVE, async ({ request }) => {
        const body = (await request.json()) as { reason?: string }
        bodies.push(body)
        return body.reason
          ? HttpResponse.json({ move: 7 })
          : HttpResponse.json(
              { error: staffMessages.otherCustomerReason, reasonNeeded: true },
              { status: 409 },
            )
      }),
    )
    const { user, onSaved } = open()
    await user.type(screen.getByLabelText('Tracking number of another leg'), 'PCMX000009')
    await user.click(screen.getByRole('button', { name: 'Add to this move' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.otherCustomerReason)
    await user.type(
      screen.getByLabelText('Why both are the same customer (kept in the audit trail)'),
      'Office and home numbers of one man',
    )
    await user.click(screen.getByRole('button', { name: 'Add with this reason' }))
    expect(await screen.findByText(/^Added./)).toBeVisible()
    expect(bodies).toEqual([
      { trackingId: 'PCMX000009' },
      { trackingId: 'PCMX000009', reason: 'Office and home numbers of one man' },
    ])
    expect(onSaved).toHaveBeenCalledOnce()
  })
})
