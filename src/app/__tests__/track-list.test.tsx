import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'

import { serverMessages } from '@contract/server-messages'
import TrackRoute from '@/app/routes/track'
import { ServedLookupContext } from '@/features/tracking/served-lookup'
import { JOBS_URL, sampleJob } from '@/testing/mocks/handlers/jobs'
import { recordTrackingLookups, server } from '@/testing/mocks/server'
import { renderWithRouter } from '@/testing/test-utils'

const openLink = (query: string) =>
  renderWithRouter(<TrackRoute />, { route: `/track-your-cargo?${query}` })

/** Each row of the list, as text, in the order shown. */
async function rows() {
  const result = await screen.findByRole('region', { name: 'Tracking Details' })
  const list = await within(result).findByRole('list')
  return within(list).getAllByRole('listitem', { name: '' })
}

describe('A result for several numbers', () => {
  test('should list every number in the order asked, with its stage, arrival and route', async () => {
    const ids = recordTrackingLookups()
    openLink('tracking_id=SYKR293270,ZZZZ999999,abcd123456,QTRM654321')
    const [expected, unknown, overdue, delivered] = await rows()
    expect(ids).toEqual(['SYKR293270,ZZZZ999999,abcd123456,QTRM654321'])
    expect(screen.getByText('4 tracking numbers')).toBeInTheDocument()

    expect(expected).toHaveTextContent('SYKR293270')
    expect(expected).toHaveTextContent('Latest stageDeparted')
    expect(expected).toHaveTextContent('Estimated arrival15/01/2099')
    expect(within(expected!).getByText('Doha, Qatar')).toBeInTheDocument()
    expect(within(expected!).getByText('Sydney, Australia')).toBeInTheDocument()

    // An unknown number keeps its place, with the form's own words.
    expect(unknown).toHaveTextContent('ZZZZ999999')
    expect(within(unknown!).getByText('No job found with this tracking number.')).toBeVisible()
    expect(within(unknown!).queryByRole('link')).not.toBeInTheDocument()

    // The number as the answer spells it; a missed date said as missed, a delivery as done.
    expect(overdue).toHaveTextContent('ABCD123456')
    expect(overdue).toHaveTextContent('Was due on 02/04/2025')
    expect(delivered).toHaveTextContent('Latest stageDelivered')
    expect(delivered).toHaveTextContent('Delivered on 12/05/2025')
  })

  test("should open a row's full answer from its link", async () => {
    const { user } = openLink('tracking_id=ABCD123456,QTRM654321')
    const [first] = await rows()
    const link = within(first!).getByRole('link')
    expect(link).toHaveAttribute('href', '/track-your-cargo?tracking_id=ABCD123456')
    await user.click(link)
    expect(await screen.findByText('PCM-SIN-2025-0042')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('?tracking_id=ABCD123456')
    expect(screen.queryByText('QTRM654321')).not.toBeInTheDocument()
  })

  test('should read repeated tracking_id parameters as one list, dropping repeats', async () => {
    const ids = recordTrackingLookups()
    openLink('tracking_id=QTRM654321&tracking_id=ABCD123456&tracking_id=qtrm654321')
    const shown = await rows()
    expect(shown.map((row) => row.textContent?.slice(0, 10))).toEqual(['QTRM654321', 'ABCD123456'])
    expect(ids).toEqual(['QTRM654321,ABCD123456'])
  })

  test('should list every number as not found when none matches', async () => {
    openLink('tracking_id=ZZZZ000001,ZZZZ000002')
    const shown = await rows()
    expect(shown).toHaveLength(2)
    for (const row of shown)
      expect(within(row).getByText('No job found with this tracking number.')).toBeVisible()
  })

  test('should show a list the server looked up at once, without a request', () => {
    const ids = recordTrackingLookups()
    renderWithRouter(
      <ServedLookupContext value={{ trackingId: 'ABCD123456,WXYZ000001', jobs: [sampleJob] }}>
        <TrackRoute />
      </ServedLookupContext>,
      { route: '/track-your-cargo?tracking_id=ABCD123456,WXYZ000001' },
    )
    const result = screen.getByRole('region', { name: 'Tracking Details' })
    expect(within(result).getByText('2 tracking numbers')).toBeInTheDocument()
    expect(within(result).getByText('No job found with this tracking number.')).toBeVisible()
    expect(ids).toEqual([])
  })

  test('should say the lookup failed, and log it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(JOBS_URL, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })))
    openLink('tracking_id=ABCD123456,QTRM654321')
    expect(
      await screen.findByText('Failed to fetch tracking details. Please try again.'),
    ).toBeInTheDocument()
    expect(error).toHaveBeenCalled()
  })

  test("should pass on the server's request to wait once the minute's lookups are spent", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get(JOBS_URL, () =>
        HttpResponse.json({ error: serverMessages.tooMany }, { status: 429 }),
      ),
    )
    openLink('tracking_id=ABCD123456,QTRM654321')
    expect(
      await screen.findByText('Too many requests. Please wait a minute and try again.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Please try again\.$/)).not.toBeInTheDocument()
  })
})

describe('Typing several numbers', () => {
  test('should open their list from numbers separated by commas, spaces and new lines', async () => {
    const ids = recordTrackingLookups()
    const { user } = renderWithRouter(<TrackRoute />, { route: '/track-your-cargo' })
    const field = screen.getByLabelText(/^Tracking number/)
    await user.click(field)
    await user.paste(' ABCD123456,QTRM654321 \n sykr293270, ABCD123456')
    await user.click(screen.getByRole('button', { name: 'Track' }))
    const shown = await rows()
    expect(shown.map((row) => row.textContent?.slice(0, 10))).toEqual([
      'ABCD123456',
      'QTRM654321',
      'SYKR293270',
    ])
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/track-your-cargo?tracking_id=ABCD123456,QTRM654321,sykr293270',
    )
    expect(ids).toEqual(['ABCD123456,QTRM654321,sykr293270'])
  })

  test('should refuse more than 10 numbers and make no request', async () => {
    const ids = recordTrackingLookups()
    const { user } = renderWithRouter(<TrackRoute />, { route: '/track-your-cargo' })
    await user.click(screen.getByLabelText(/^Tracking number/))
    await user.paste(Array.from({ length: 11 }, (_, i) => `ABCD${100000 + i}`).join(' '))
    await user.click(screen.getByRole('button', { name: 'Track' }))
    expect(
      await screen.findByText('Please enter at most 10 tracking numbers at a time.'),
    ).toBeInTheDocument()
    expect(ids).toEqual([])
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/track-your-cargo$/)
  })

  test('should bring a link with more than 10 numbers back to the form, holding them', async () => {
    const ids = recordTrackingLookups()
    const numbers = Array.from({ length: 11 }, (_, i) => `ABCD${100000 + i}`)
    openLink(`tracking_id=${numbers.join(',')}`)
    expect(
      await screen.findByText('Please enter at most 10 tracking numbers at a time.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^Tracking number/)).toHaveValue(numbers.join(', '))
    expect(ids).toEqual([])
  })
})
