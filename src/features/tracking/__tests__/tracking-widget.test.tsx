import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'

import { serverMessages } from '@contract/server-messages'
import { JOBS_URL, sampleJob } from '@/testing/mocks/handlers/jobs'
import { recordTrackingLookups, server } from '@/testing/mocks/server'
import { renderWithRouter } from '@/testing/test-utils'

import { TrackingWidget } from '../components/tracking-widget'

async function track(value: string) {
  const view = renderWithRouter(<TrackingWidget />)
  if (value) await view.user.type(screen.getByLabelText(/^Tracking number/), value)
  await view.user.click(screen.getByRole('button', { name: 'Track' }))
  return view
}

describe('TrackingWidget', () => {
  test('should ask for a number and make no request when the field is empty', async () => {
    const ids = recordTrackingLookups()
    await track('')
    expect(await screen.findByText('Please enter a tracking number.')).toBeInTheDocument()
    expect(ids).toEqual([])
  })

  test('should show every job field and the updates in order', async () => {
    await track('  ABCD123456 ')
    const dialog = await screen.findByRole('dialog', { name: 'Tracking Details' })
    const details = within(dialog)
    // Public lookups come back masked: initials, not the customer's name.
    expect(details.getAllByText('F. A.', { selector: 'dd' })).toHaveLength(2)
    expect(details.queryByText('Fatima Al-Kuwari')).not.toBeInTheDocument()
    expect(details.getByText('1250.5 kg')).toBeInTheDocument()
    expect(details.getByText('18.2 m³')).toBeInTheDocument()
    expect(details.getByText('07/03/2025', { selector: 'dd' })).toBeInTheDocument()
    expect(details.getByText('02/04/2025')).toBeInTheDocument()
    expect(details.getByText('PCM-SIN-2025-0042')).toBeInTheDocument()
    const steps = within(details.getByRole('region', { name: 'Status Updates' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(steps[0]).toContain('Packed and collected from residence')
    expect(steps[0]).toContain('07/03/2025 · 09:15')
    expect(steps[1]).toContain('Loaded on vessel at Hamad Port')
    expect(screen.queryByText('No job found with this tracking number.')).not.toBeInTheDocument()
  })

  test('should encode and trim the tracking number in the request', async () => {
    const ids = recordTrackingLookups()
    await track('  ABCD&12 ')
    await screen.findByText('No job found with this tracking number.')
    expect(ids).toEqual(['ABCD&12'])
  })

  test('should open the list page for several numbers instead of the modal', async () => {
    const ids = recordTrackingLookups()
    await track('ABCD123456, qtrm654321 ABCD123456')
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/track-your-cargo?tracking_id=ABCD123456,qtrm654321',
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // The list page looks them up; the form itself asks nothing.
    expect(ids).toEqual([])
  })

  test('should refuse more than 10 numbers with a clear message and no request', async () => {
    const ids = recordTrackingLookups()
    const view = renderWithRouter(<TrackingWidget />)
    await view.user.click(screen.getByLabelText(/^Tracking number/))
    await view.user.paste(Array.from({ length: 11 }, (_, i) => `QTRM${654300 + i}`).join(', '))
    await view.user.click(screen.getByRole('button', { name: 'Track' }))
    expect(
      await screen.findByText('Please enter at most 10 tracking numbers at a time.'),
    ).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/)
    expect(ids).toEqual([])
  })

  test('should say so when no job matches', async () => {
    await track('ZZZZ999999')
    expect(await screen.findByText('No job found with this tracking number.')).toBeInTheDocument()
  })

  test('should report a failed request and log it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(JOBS_URL, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })))
    await track('ABCD123456')
    expect(
      await screen.findByText('Failed to fetch tracking details. Please try again.'),
    ).toBeInTheDocument()
    expect(error).toHaveBeenCalledWith('Tracking lookup failed', expect.any(Error))
  })

  test("should pass on the server's request to wait once the minute's lookups are spent", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      http.get(JOBS_URL, () =>
        HttpResponse.json({ error: serverMessages.tooMany }, { status: 429 }),
      ),
    )
    await track('ABCD123456')
    expect(
      await screen.findByText('Too many requests. Please wait a minute and try again.'),
    ).toBeInTheDocument()
  })

  test('should treat an HTML page instead of JSON as a failure, not as no job', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.get(JOBS_URL, () => HttpResponse.html('<!doctype html><title>Site</title>')))
    await track('ABCD123456')
    expect(
      await screen.findByText('Failed to fetch tracking details. Please try again.'),
    ).toBeInTheDocument()
    expect(error).toHaveBeenCalledWith('Tracking lookup failed', expect.anything())
  })

  test('should clear the error as soon as the visitor edits the number', async () => {
    const { user } = await track('ZZZZ999999')
    await screen.findByText('No job found with this tracking number.')
    await user.type(screen.getByLabelText(/^Tracking number/), '1')
    expect(screen.queryByText('No job found with this tracking number.')).not.toBeInTheDocument()
  })

  test('should hint at the usual format without blocking the lookup', async () => {
    const ids = recordTrackingLookups()
    await track('12345')
    expect(await screen.findByText(/4 letters and 6 digits/)).toBeInTheDocument()
    await screen.findByText('No job found with this tracking number.')
    expect(ids).toEqual(['12345'])
  })

  test('should clear the result, the number and the error when the modal closes', async () => {
    const { user } = await track('ABCD123456')
    await screen.findByRole('dialog', { name: 'Tracking Details' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByLabelText(/^Tracking number/)).toHaveValue('')

    await user.type(screen.getByLabelText(/^Tracking number/), 'ABCD123456')
    await user.click(screen.getByRole('button', { name: 'Track' }))
    await screen.findByRole('dialog', { name: 'Tracking Details' })
    await user.click(screen.getByRole('button', { name: 'Close modal' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByLabelText(/^Tracking number/)).toHaveValue('')
  })

  test('should say when a job has no status updates and show dashes for missing fields', async () => {
    server.use(
      http.get(JOBS_URL, () =>
        HttpResponse.json([{ tracking_id: 'WXYZ000001', status_updates: [] }]),
      ),
    )
    await track('WXYZ000001')
    const dialog = await screen.findByRole('dialog', { name: 'Tracking Details' })
    expect(within(dialog).getByText('No status updates available.')).toBeInTheDocument()
    expect(within(dialog.querySelector('dl')!).getAllByText('-')).toHaveLength(17)
  })

  test('should list fifty updates in order inside the scrollable modal', async () => {
    const updates = Array.from({ length: 50 }, (_, i) => ({
      id: i,
      status_content: `Checkpoint ${50 - i}`,
      status_date: `2025-05-${String(50 - i <= 28 ? 50 - i : 28).padStart(2, '0')}`,
      status_time: `${String(i % 24).padStart(2, '0')}:00:00`,
    }))
    server.use(
      http.get(JOBS_URL, () => HttpResponse.json([{ ...sampleJob, status_updates: updates }])),
    )
    await track('ABCD123456')
    const dialog = await screen.findByRole('dialog', { name: 'Tracking Details' })
    const list = within(dialog).getByRole('region', { name: 'Status Updates' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(50)
    expect(dialog.querySelector('.overflow-y-auto')).not.toBeNull()
  })

  test('should render server text as text, never as markup', async () => {
    server.use(
      http.get(JOBS_URL, () =>
        HttpResponse.json([
          {
            tracking_id: 'ABCD123456',
            commodity: '<img src=x onerror=alert(1)>',
            status_updates: [],
          },
        ]),
      ),
    )
    await track('ABCD123456')
    const dialog = await screen.findByRole('dialog', { name: 'Tracking Details' })
    expect(within(dialog).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(dialog.querySelector('img')).toBeNull()
  })
})
