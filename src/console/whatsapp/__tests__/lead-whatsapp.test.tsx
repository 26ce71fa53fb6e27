import { screen, waitFor, within } from '@testing-library/react'

import { renderWithRouter } from '@/testing/test-utils'

import { moment } from '@/console/app/format'
import { LeadWhatsApp, QUEUED_RECHECK_MS } from '../lead-whatsapp'
import * as text from '../whatsapp.messages'
import { closedWindow, fakeWhatsAppApi, LEAD, message, thread } from './fake-whatsapp-api'

function render(initial = thread()) {
  const api = fakeWhatsAppApi(initial)
  const view = renderWithRouter(<LeadWhatsApp leadId={LEAD} customer="Huda Al-Marri" />)
  return { ...api, ...view }
}

const conversation = () => screen.findByRole('region', { name: text.conversationLabel })
const bubbles = async () => within(await conversation()).getAllByRole('article')

describe('A lead’s WhatsApp thread', () => {
  test('should show the conversation both ways, with sender, Doha time, status in words and Meta’s reason for a failure', async () => {
    render(
      thread({
        messages: [
          message({ id: 1, body: 'Can you move a piano?' }),
          message({
            id: 2,
            direction: 'out',
            body: 'Yes, we move pianos.',
            status: 'read',
            authorName: 'Sara Sales',
          }),
          message({
            id: 3,
            direction: 'out',
            kind: 'template',
            template: 'quote_ready',
            purpose: 'quote-ready',
            body: 'Hello Huda, your moving quote is ready.',
            status: 'failed',
            error: 'Message undeliverable',
          }),
          message({
            id: 4,
            kind: 'document',
            body: '',
            media: { type: 'application/pdf', name: 'building-pass.pdf', size: 20_480 },
          }),
        ],
      }),
    )
    const [asked, answered, automatic, attachment] = await bubbles()
    expect(within(asked!).getByRole('heading')).toHaveTextContent('Huda Al-Marri')
    expect(asked).toHaveTextContent('Can you move a piano?')
    // 07:05 UTC is 10:05 in Doha.
    expect(within(asked!).getByText(moment(Date.UTC(2026, 10, 28, 7, 5)))).toBeVisible()
    expect(moment(Date.UTC(2026, 10, 28, 7, 5))).toContain('10:05')
    expect(within(answered!).getByRole('heading')).toHaveTextContent('Sara Sales')
    expect(within(answered!).getByText(text.statuses.read)).toBeVisible()
    expect(within(automatic!).getByRole('heading')).toHaveTextContent(
      text.automatic(text.purposes['quote-ready']),
    )
    expect(within(automatic!).getByText('Message undeliverable')).toBeVisible()
    expect(within(automatic!).getByText(/^Not delivered:/)).toHaveTextContent(
      `${text.notDelivered} Message undeliverable`,
    )
    expect(within(automatic!).getByText(text.statuses.failed)).toBeVisible()
    expect(
      within(attachment!).getByRole('link', { name: /Open building-pass\.pdf \(20 KB\)/ }),
    ).toHaveAttribute('href', '/api/staff/whatsapp/media/4')
    expect(
      screen.getByText(text.consentAgreed(moment(Date.UTC(2026, 10, 27, 9, 30)), 'enquiry form')),
    ).toBeVisible()
  })

  test('should reply in free text inside the window, shown as queued at once', async () => {
    const { user, sends, holdSends, sentAll } = render()
    expect(
      await screen.findByText(/^You can reply freely until \d\d:\d\d (today|tomorrow)\.$/),
    ).toBeVisible()
    expect(screen.queryByLabelText(text.templateLabel)).not.toBeInTheDocument()
    const release = holdSends()
    await user.type(screen.getByLabelText(text.messageLabel), 'The crew arrives at 8.')
    await user.click(screen.getByRole('button', { name: text.send }))
    // Before the server answers, the message is in the thread as queued.
    const pending = (await bubbles()).at(-1)!
    expect(pending).toHaveTextContent('The crew arrives at 8.')
    expect(within(pending).getByText(text.statuses.queued)).toBeVisible()
    release()
    await waitFor(() => expect(screen.getByLabelText(text.messageLabel)).toHaveValue(''))
    expect(sends).toEqual([{ kind: 'text', body: 'The crew arrives at 8.' }])
    await waitFor(async () => expect(await bubbles()).toHaveLength(2))
    expect((await bubbles()).at(-1)).toHaveTextContent('Sara Sales')
    // Once the outbox has sent it, the thread reads it again by itself and says so.
    sentAll()
    await waitFor(
      async () =>
        expect(within((await bubbles()).at(-1)!).getByText(text.statuses.sent)).toBeVisible(),
      { timeout: QUEUED_RECHECK_MS + 2_000 },
    )
  }, 15_000)

  test('should show the server’s refusal and keep the words typed', async () => {
    const { user, refuseNext } = render()
    await conversation()
    refuseNext(409, 'The customer said STOP on WhatsApp.')
    await user.type(screen.getByLabelText(text.messageLabel), 'Are you still moving?')
    await user.click(screen.getByRole('button', { name: text.send }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The customer said STOP on WhatsApp.',
    )
    expect(screen.getByLabelText(text.messageLabel)).toHaveValue('Are you still moving?')
    expect(await bubbles()).toHaveLength(1)
  })

  test('should offer only approved templates outside the window, filled from the lead, with a live preview', async () => {
    const closed = closedWindow()
    const { user, sends } = render(thread({ window: closed }))
    expect(await screen.findByText(text.windowClosed(moment(closed.closesAt)))).toBeVisible()
    expect(screen.queryByLabelText(text.messageLabel)).not.toBeInTheDocument()
    expect(screen.getByLabelText(text.templateLabel)).toHaveValue('move_reminder')
    expect(screen.getByLabelText(text.parameterLabels.customer_name!)).toHaveValue('Huda Al-Marri')
    const preview = screen.getByText(/a reminder that your move is on/)
    expect(preview).toHaveAttribute('lang', 'en')
    expect(preview).toHaveTextContent(
      'Hello Huda Al-Marri, a reminder that your move is on Sunday 20 December 2026. Crew arrival (Doha time): …. On the day, you can reach ….',
    )
    // A value left empty is asked for, and nothing goes.
    await user.click(screen.getByRole('button', { name: text.sendTemplate }))
    // Each of the two values left empty says so.
    expect(screen.getAllByText(text.fillEveryValue)).toHaveLength(2)
    expect(sends).toEqual([])
    await user.type(
      screen.getByLabelText(text.parameterLabels.time_window!),
      'between 8:00 and 9:00 AM',
    )
    expect(preview).toHaveTextContent('Crew arrival (Doha time): between 8:00 and 9:00 AM.')
    await user.type(screen.getByLabelText(text.parameterLabels.crew_contact!), 'Ahmed on 5555 1234')
    expect(preview).toHaveTextContent('On the day, you can reach Ahmed on 5555 1234.')
    await user.click(screen.getByRole('button', { name: text.sendTemplate }))
    await waitFor(() =>
      expect(sends).toEqual([
        {
          kind: 'template',
          template: 'move_reminder',
          values: [
            'Huda Al-Marri',
            'Sunday 20 December 2026',
            'between 8:00 and 9:00 AM',
            'Ahmed on 5555 1234',
          ],
        },
      ]),
    )
    // The other template, in the customer's language.
    await user.selectOptions(screen.getByLabelText(text.templateLabel), 'enquiry_received')
    expect(screen.getByLabelText(text.parameterLabels.reference!)).toHaveValue('PCM-26-000007')
  })

  test('should preview an Arabic customer’s template right to left, in Arabic', async () => {
    const base = thread()
    render(
      thread({
        language: 'ar',
        window: closedWindow(),
        templates: [{ ...base.templates[0]!, body: 'مرحبًا {{1}}، نذكّرك بأن موعد نقلك {{2}}.' }],
      }),
    )
    const preview = await screen.findByText(/نذكّرك بأن موعد نقلك/)
    expect(preview).toHaveAttribute('lang', 'ar')
    expect(preview).toHaveAttribute('dir', 'rtl')
    expect(screen.getByText(text.previewTitle('Arabic'))).toBeVisible()
  })

  test('should send nothing outside the window to a customer who never agreed', async () => {
    render(thread({ window: closedWindow(), consent: { state: 'not-asked' } }))
    expect(await screen.findByText(text.noConsent)).toBeVisible()
    expect(screen.getByText(text.consentNotAsked)).toBeVisible()
    expect(screen.queryByRole('button', { name: text.sendTemplate })).not.toBeInTheDocument()
  })

  test('should send nothing to a customer who said STOP, nor to a number WhatsApp cannot reach', async () => {
    const stoppedAt = Date.UTC(2026, 10, 28, 12, 0)
    const { unmount } = render(thread({ consent: { state: 'stopped', at: stoppedAt } }))
    expect(await screen.findByText(text.stopped)).toBeVisible()
    expect(screen.getByText(text.consentStopped(moment(stoppedAt)))).toBeVisible()
    expect(screen.queryByRole('button', { name: text.send })).not.toBeInTheDocument()
    unmount()
    render(thread({ phone: null }))
    expect(await screen.findByText(text.noNumber)).toBeVisible()
    expect(screen.queryByRole('button', { name: text.send })).not.toBeInTheDocument()
  })

  test('should say when the customer never wrote', async () => {
    render(thread({ window: { open: false, lastInboundAt: null, closesAt: null } }))
    expect(await screen.findByText(text.windowNever)).toBeVisible()
  })

  test('should mark the customer’s messages read up to the newest one shown', async () => {
    const { seen } = render(
      thread({
        messages: [
          message({ id: 1, seen: true }),
          message({ id: 5, seen: false }),
          message({ id: 6, direction: 'out', status: 'sent', authorName: 'Sara Sales' }),
        ],
      }),
    )
    await conversation()
    await waitFor(() => expect(seen).toEqual([5]))
  })
})
