import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import type { MoveLeg } from '@contract/jobs'
import {
  fullJob,
  JOBS_URL,
  REVEAL_URL,
  SAMPLE_LAST4,
  sampleJob,
  SUBSCRIPTIONS_URL,
} from '@/testing/mocks/handlers/jobs'
import { server } from '@/testing/mocks/server'
import { openTrackingResult } from '@/testing/open-tracking-result'

/** The sea freight's other legs: the air freight, delivered; storage, not started. */
const legs: MoveLeg[] = [
  {
    tracking_id: 'AIRL000001',
    cargo_type: 'Air freight',
    origin: 'Doha, Qatar',
    destination: 'Singapore',
    date_of_arrival: '2025-03-12',
    stage: 'delivered',
  },
  {
    tracking_id: 'STOR000002',
    cargo_type: 'Storage',
    origin: 'Doha, Qatar',
    destination: 'Doha, Qatar',
    date_of_arrival: null,
    stage: null,
  },
]

/** The bodies subscriptions are asked with, while the sample job is one leg of a move. */
function aLegOfAMove() {
  const sent: unknown[] = []
  server.use(
    http.get(JOBS_URL, () => HttpResponse.json([{ ...sampleJob, move_legs: legs }])),
    http.post(REVEAL_URL, () => HttpResponse.json([{ ...fullJob, move_legs: legs }])),
    http.post(SUBSCRIPTIONS_URL, async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({ ok: true }, { status: 202 })
    }),
  )
  return sent
}

describe('A shipment that is one leg of a move', () => {
  test('should list the other legs with their stage and arrival, each linked, and link to all', async () => {
    aLegOfAMove()
    const { dialog } = await openTrackingResult()
    const section = within(dialog.getByRole('region', { name: 'Other legs of this move' }))
    const [air, storage] = section.getAllByRole('listitem')
    expect(air).toHaveTextContent('AIRL000001')
    expect(air).toHaveTextContent('Latest stageDelivered')
    expect(air).toHaveTextContent('Estimated arrivalDelivered')
    expect(within(air!).getByRole('link')).toHaveAttribute(
      'href',
      '/track-your-cargo?tracking_id=AIRL000001',
    )
    expect(storage).toHaveTextContent('Latest stageNo milestone yet')
    expect(storage).toHaveTextContent('Estimated arrivalArrival date to be confirmed')
    expect(section.getByRole('link', { name: 'Track all legs' })).toHaveAttribute(
      'href',
      '/track-your-cargo?tracking_id=ABCD123456,AIRL000001,STOR000002',
    )
  })

  test('should close the result dialog as the legs open, so their page is not hidden behind it', async () => {
    aLegOfAMove()
    const { dialog, user } = await openTrackingResult()
    await user.click(dialog.getByRole('link', { name: 'Track all legs' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/track-your-cargo?tracking_id=ABCD123456,AIRL000001,STOR000002',
    )
  })

  test('should offer milestone e-mails about the whole move, and ask for them when ticked', async () => {
    const sent = aLegOfAMove()
    const { dialog, user } = await openTrackingResult()
    await user.click(dialog.getByRole('button', { name: 'Show full details' }))
    await user.type(dialog.getByLabelText(/^Last 4 digits/), SAMPLE_LAST4)
    await user.click(dialog.getByRole('button', { name: 'Show details' }))
    const form = within(
      await dialog.findByRole('region', { name: 'Get an update at each milestone' }),
    )
    const wholeMove = form.getByRole('checkbox', {
      name: 'Also tell me about the other legs of this move',
    })
    expect(wholeMove).not.toBeChecked()
    await user.click(wholeMove)
    await user.type(form.getByLabelText(/^Email/), 'fatima@example.com')
    await user.click(form.getByRole('button', { name: 'Subscribe' }))
    await form.findByText(/we sent a confirmation link to fatima@example.com/)
    expect(sent).toEqual([
      {
        tracking_id: 'ABCD123456',
        contact_last4: SAMPLE_LAST4,
        email: 'fatima@example.com',
        wholeMove: true,
      },
    ])
  })

  test('should show no legs and offer no whole-move e-mails for a shipment on its own', async () => {
    const { dialog, user } = await openTrackingResult()
    expect(dialog.queryByRole('region', { name: 'Other legs of this move' })).toBeNull()
    await user.click(dialog.getByRole('button', { name: 'Show full details' }))
    await user.type(dialog.getByLabelText(/^Last 4 digits/), SAMPLE_LAST4)
    await user.click(dialog.getByRole('button', { name: 'Show details' }))
    await dialog.findByRole('region', { name: 'Get an update at each milestone' })
    expect(
      dialog.queryByRole('checkbox', { name: 'Also tell me about the other legs of this move' }),
    ).toBeNull()
  })
})
