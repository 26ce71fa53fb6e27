import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'

import { privacyMessages } from '@contract/tracking-messages'
import {
  JOBS_URL,
  REVEAL_URL,
  SAMPLE_LAST4,
  sampleJob,
  SUBSCRIPTIONS_URL,
} from '@/testing/mocks/handlers/jobs'
import { server } from '@/testing/mocks/server'
import { openTrackingResult } from '@/testing/open-tracking-result'

const stages = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('region', { name: 'Journey' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('The tracking result', () => {
  test('should lead with the latest update, then the stages of the move', async () => {
    const { dialog } = await openTrackingResult()
    const headline = dialog.getByText('Latest update').parentElement!
    expect(headline).toHaveTextContent('Loaded on vessel at Hamad Port')
    expect(headline).toHaveTextContent('10/03/2025 · 14:30')
    expect(stages(dialog)).toEqual([
      'Booked, doneNo date recorded',
      'Collected, done07/03/2025',
      'Departed, current stage10/03/2025',
      'In transit, upcoming',
      'Arrived, upcoming',
      'Customs cleared, upcoming',
      'Delivered, upcoming',
    ])
    expect(dialog.getByText('Departed').closest('li')).toHaveAttribute('aria-current', 'step')
    expect(dialog.getByText('Route').parentElement).toHaveTextContent('Doha, QatarSingapore')
  })

  test('should draw no stage line for updates that name no stage', async () => {
    server.use(
      http.get(JOBS_URL, () =>
        HttpResponse.json([
          {
            ...sampleJob,
            status_updates: sampleJob.status_updates.map((update) => ({
              ...update,
              milestone: null,
            })),
          },
        ]),
      ),
    )
    const { dialog } = await openTrackingResult()
    expect(dialog.getByText('Latest update')).toBeInTheDocument()
    expect(dialog.queryByRole('region', { name: 'Journey' })).not.toBeInTheDocument()
  })

  test('should say a past arrival date without a delivery as missed, not as an estimate', async () => {
    const { dialog } = await openTrackingResult()
    expect(dialog.getByText('Was due on 02/04/2025')).toBeInTheDocument()
    expect(dialog.getByText(/Our team will confirm the new date/)).toBeInTheDocument()
  })

  test('should give a future arrival date as the estimate, and a delivery as done', async () => {
    server.use(
      http.get(JOBS_URL, () =>
        HttpResponse.json([{ ...sampleJob, date_of_arrival: '2099-01-15' }]),
      ),
    )
    const first = await openTrackingResult()
    expect(first.dialog.getByText('Estimated arrival').parentElement).toHaveTextContent(
      '15/01/2099',
    )
    first.unmount()

    const delivered = {
      id: 9,
      status_content: 'Delivered and unpacked',
      status_date: '2025-04-03',
      status_time: null,
      milestone: 'delivered',
    }
    server.use(
      http.get(JOBS_URL, () =>
        HttpResponse.json([
          { ...sampleJob, status_updates: [...sampleJob.status_updates, delivered] },
        ]),
      ),
    )
    const { dialog } = await openTrackingResult()
    expect(dialog.getByText('Delivered on 03/04/2025')).toBeInTheDocument()
    expect(stages(dialog).at(-1)).toBe('Delivered, done03/04/2025')
    expect(dialog.queryByText(/Was due on/)).not.toBeInTheDocument()
  })

  test('should show masked details until the last 4 digits of the contact number match', async () => {
    const { dialog, user } = await openTrackingResult()
    expect(dialog.getByText('•••••••56')).toBeInTheDocument()
    expect(dialog.queryByText('Fatima Al-Kuwari')).not.toBeInTheDocument()

    await user.click(dialog.getByRole('button', { name: 'Show full details' }))
    const digits = dialog.getByLabelText(/^Last 4 digits of the contact number on file/)
    await user.type(digits, '12')
    await user.click(dialog.getByRole('button', { name: 'Show details' }))
    expect(await dialog.findByText(privacyMessages.contactLast4)).toBeInTheDocument()

    await user.clear(digits)
    await user.type(digits, '9999')
    await user.click(dialog.getByRole('button', { name: 'Show details' }))
    expect(await dialog.findByText(privacyMessages.refused)).toBeInTheDocument()
    expect(digits).toHaveValue('9999')

    await user.clear(digits)
    await user.type(digits, SAMPLE_LAST4)
    await user.click(dialog.getByRole('button', { name: 'Show details' }))
    expect(await dialog.findAllByText('Fatima Al-Kuwari')).toHaveLength(2)
    expect(dialog.getByText('12 Harbour Road, Singapore 098633')).toBeInTheDocument()
    expect(dialog.queryByRole('button', { name: 'Show full details' })).not.toBeInTheDocument()
  })

  test("should say the server's limit when too many wrong answers were given", async () => {
    server.use(
      http.post(REVEAL_URL, () =>
        HttpResponse.json({ error: privacyMessages.tooManyAttempts }, { status: 429 }),
      ),
    )
    const { dialog, user } = await openTrackingResult()
    await user.click(dialog.getByRole('button', { name: 'Show full details' }))
    await user.type(dialog.getByLabelText(/^Last 4 digits/), SAMPLE_LAST4)
    await user.click(dialog.getByRole('button', { name: 'Show details' }))
    expect(await dialog.findByText(privacyMessages.tooManyAttempts)).toBeInTheDocument()
  })

  test('should subscribe an e-mail after the reveal and say a confirmation link was sent', async () => {
    const sent: unknown[] = []
    server.use(
      http.post(SUBSCRIPTIONS_URL, async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ ok: true }, { status: 202 })
      }),
    )
    const { dialog, user } = await openTrackingResult()
    expect(dialog.queryByRole('region', { name: /milestone/ })).not.toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Show full details' }))
    await user.type(dialog.getByLabelText(/^Last 4 digits/), SAMPLE_LAST4)
    await user.click(dialog.getByRole('button', { name: 'Show details' }))

    const form = within(
      await dialog.findByRole('region', { name: 'Get an update at each milestone' }),
    )
    await user.click(form.getByRole('button', { name: 'Subscribe' }))
    expect(form.getByText('Please enter your email address.')).toBeInTheDocument()
    await user.type(form.getByLabelText(/^Email/), 'fatima@example.com')
    await user.click(form.getByRole('button', { name: 'Subscribe' }))
    expect(
      await form.findByText(/we sent a confirmation link to fatima@example.com/),
    ).toBeInTheDocument()
    expect(sent).toEqual([
      { tracking_id: 'ABCD123456', contact_last4: SAMPLE_LAST4, email: 'fatima@example.com' },
    ])
  })

  test('should turn on WhatsApp updates to the number on file, with or without an e-mail', async () => {
    const sent: unknown[] = []
    server.use(
      http.post(SUBSCRIPTIONS_URL, async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ ok: true }, { status: 202 })
      }),
    )
    const { dialog, user } = await openTrackingResult()
    await user.click(dialog.getByRole('button', { name: 'Show full details' }))
    await user.type(dialog.getByLabelText(/^Last 4 digits/), SAMPLE_LAST4)
    await user.click(dialog.getByRole('button', { name: 'Show details' }))
    const form = within(await dialog.findByRole('region', { name: /each milestone/ }))
    const box = form.getByRole('checkbox', { name: 'Send me updates on WhatsApp' })
    expect(box).not.toBeChecked()
    expect(box).toHaveAccessibleDescription(
      `To the contact number on this shipment, ending in ${SAMPLE_LAST4}, from our official WhatsApp Business account. Reply STOP at any time.`,
    )
    await user.click(box)
    expect(form.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Leave it empty for WhatsApp alone.',
    )
    await user.click(form.getByRole('button', { name: 'Subscribe' }))
    expect(
      await form.findByText(
        `WhatsApp updates are on: each milestone goes to the number ending in ${SAMPLE_LAST4}.`,
      ),
    ).toBeInTheDocument()
    expect(form.queryByText(/confirmation link/)).not.toBeInTheDocument()
    expect(sent).toEqual([
      { tracking_id: 'ABCD123456', contact_last4: SAMPLE_LAST4, email: '', whatsapp: true },
    ])
  })

  test("should show the server's reason when a subscription is refused", async () => {
    server.use(
      http.post(SUBSCRIPTIONS_URL, () =>
        HttpResponse.json({ error: privacyMessages.tooManyAttempts }, { status: 429 }),
      ),
    )
    const { dialog, user } = await openTrackingResult()
    await user.click(dialog.getByRole('button', { name: 'Show full details' }))
    await user.type(dialog.getByLabelText(/^Last 4 digits/), SAMPLE_LAST4)
    await user.click(dialog.getByRole('button', { name: 'Show details' }))
    const form = within(await dialog.findByRole('region', { name: /each milestone/ }))
    await user.type(form.getByLabelText(/^Email/), 'fatima@example.com')
    await user.click(form.getByRole('button', { name: 'Subscribe' }))
    expect(await form.findByText(privacyMessages.tooManyAttempts)).toBeInTheDocument()
    expect(form.getByLabelText(/^Email/)).toHaveValue('fatima@example.com')
  })

  test('should copy and share the result link', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    try {
      const { dialog, user } = await openTrackingResult()
      const link = `${window.location.origin}/track-your-cargo?tracking_id=ABCD123456`
      await user.click(dialog.getByRole('button', { name: 'Copy link' }))
      expect(await dialog.findByText(/^Link copied/)).toBeInTheDocument()
      // user-event stands in for the system clipboard.
      expect(await navigator.clipboard.readText()).toBe(link)
      await user.click(dialog.getByRole('button', { name: 'Share' }))
      expect(share).toHaveBeenCalledWith({ title: 'Shipment ABCD123456', url: link })
    } finally {
      Reflect.deleteProperty(navigator, 'share')
    }
  })

  test('should offer no share button where the device has no share sheet', async () => {
    const { dialog } = await openTrackingResult()
    expect(dialog.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument()
  })

  test('should close the dialog with an empty form to track another number', async () => {
    const { dialog, user } = await openTrackingResult()
    await user.click(dialog.getByRole('button', { name: 'Track another number' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByLabelText(/^Tracking number/)).toHaveValue('')
  })
})
