import { screen, within } from '@testing-library/react'

import TrackRoute from '@/app/routes/track'
import { ServedLookupContext } from '@/features/tracking/served-lookup'
import { recordTrackingLookups } from '@/testing/mocks/server'
import { renderWithRouter } from '@/testing/test-utils'

describe('A result link (/track-your-cargo?tracking_id=…)', () => {
  test('should look the number up and show the job in the page', async () => {
    const ids = recordTrackingLookups()
    renderWithRouter(<TrackRoute />, { route: '/track-your-cargo?tracking_id=ABCD123456' })
    const result = await screen.findByRole('region', { name: 'Tracking Details' })
    expect(await within(result).findByText('PCM-SIN-2025-0042')).toBeInTheDocument()
    expect(within(result).getAllByText('Loaded on vessel at Hamad Port')).toHaveLength(2)
    expect(ids).toEqual(['ABCD123456'])
  })

  test('should say so when no job matches', async () => {
    renderWithRouter(<TrackRoute />, { route: '/track-your-cargo?tracking_id=ZZZZ999999' })
    expect(await screen.findByText('No job found with this tracking number.')).toBeInTheDocument()
  })

  test('should show a lookup the server made at once, in place of the form', async () => {
    const ids = recordTrackingLookups()
    renderWithRouter(
      <ServedLookupContext
        value={{ trackingId: 'WXYZ000001', jobs: [{ tracking_id: 'WXYZ000001', origin: 'Doha' }] }}
      >
        <TrackRoute />
      </ServedLookupContext>,
      { route: '/track-your-cargo?tracking_id=WXYZ000001' },
    )
    const result = screen.getByRole('region', { name: 'Tracking Details' })
    expect(within(result.querySelector('dl')!).getByText('Doha')).toBeInTheDocument()
    // The answer comes first; its own link brings the form back.
    expect(screen.queryByLabelText(/^Tracking number/)).not.toBeInTheDocument()
    expect(within(result).getByRole('link', { name: 'Track another number' })).toHaveAttribute(
      'href',
      '/track-your-cargo',
    )
    expect(ids).toEqual([])
  })

  test('should show no result section without a number', () => {
    renderWithRouter(<TrackRoute />, { route: '/track-your-cargo' })
    expect(screen.queryByRole('region', { name: 'Tracking Details' })).not.toBeInTheDocument()
  })

  test('should confirm a subscription when opened from its confirmation link', async () => {
    renderWithRouter(<TrackRoute />, {
      route: '/track-your-cargo?tracking_id=ABCD123456&subscribed=1',
    })
    const result = await screen.findByRole('region', { name: 'Tracking Details' })
    expect(await within(result).findByText(/Your subscription is confirmed/)).toBeInTheDocument()
  })
})
