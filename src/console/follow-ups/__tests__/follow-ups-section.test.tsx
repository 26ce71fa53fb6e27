import { screen, waitFor, within } from '@testing-library/react'

import { renderWithRouter } from '@/testing/test-utils'

import { moment } from '@/console/app/format'
import { FollowUpsSection } from '../follow-ups-section'
import * as text from '../follow-ups.messages'
import { fakeFollowUpApi, followUp } from './fake-follow-up-api'

const HOUR = 60 * 60 * 1000

function render(of: string, rows = [followUp()]) {
  const api = fakeFollowUpApi(of, rows)
  return { ...api, ...renderWithRouter(<FollowUpsSection of={of} />) }
}

const region = () => screen.findByRole('region', { name: text.sectionTitle })

describe('A lead’s and a shipment’s follow-ups', () => {
  test('should list the scheduled ones with when they are due, and the others with what became of them', async () => {
    const due = Date.now() + 3 * HOUR
    render('leads/7', [
      followUp({ id: 1, dueAt: due }),
      followUp({
        id: 2,
        rule: 'quote_expiring',
        status: 'sent',
        channel: 'whatsapp',
        delivery: 'read',
        sentAt: Date.UTC(2026, 10, 28, 7, 5),
      }),
      followUp({
        id: 3,
        rule: 'quote_expiring',
        status: 'sent',
        channel: 'email',
        delivery: 'failed',
        sentAt: Date.UTC(2026, 10, 28, 7, 5),
      }),
      followUp({ id: 4, status: 'skipped', doneByName: 'Sara Sales' }),
      followUp({ id: 5, status: 'cancelled', reason: 'stopped' }),
    ])
    const section = await region()
    const scheduled = within(section).getByRole('heading', { name: text.scheduledTitle })
      .nextElementSibling as HTMLElement
    expect(within(scheduled).getByText(text.ruleNames.quote_viewed)).toBeVisible()
    expect(within(scheduled).getByText(text.dueAt(moment(due)))).toBeVisible()
    const past = within(section).getByRole('heading', { name: text.pastTitle })
      .nextElementSibling as HTMLElement
    const sentAt = text.sentAt(moment(Date.UTC(2026, 10, 28, 7, 5)))
    expect(within(past).getByText(`${sentAt} · WhatsApp · ${text.deliveries.read}`)).toBeVisible()
    expect(within(past).getByText(`${sentAt} · E-mail · ${text.deliveries.failed}`)).toBeVisible()
    expect(within(past).getByText(text.skippedBy('Sara Sales'))).toBeVisible()
    expect(within(past).getByText(text.cancelled(text.reasons.stopped))).toBeVisible()
    expect(within(past).queryByRole('button')).not.toBeInTheDocument()
  })

  test('should skip a scheduled one: it moves to the past ones, named with who skipped it', async () => {
    const { user, calls } = render('leads/7')
    await user.click(
      await screen.findByRole('button', { name: text.skipLabel(text.ruleNames.quote_viewed) }),
    )
    expect(await within(await region()).findByRole('status')).toHaveTextContent(text.skipped)
    expect(calls).toEqual(['skip 1'])
    expect(await screen.findByText(text.skippedBy('Sara Sales'))).toBeVisible()
    expect(screen.queryByRole('heading', { name: text.scheduledTitle })).not.toBeInTheDocument()
  })

  test('should send a shipment’s reminder now: it stays scheduled, due now, brought forward by the person', async () => {
    const { user, calls } = render('shipments/QA123', [
      followUp({ id: 9, rule: 'move_1_day', dueAt: Date.now() + 48 * HOUR }),
    ])
    await user.click(
      await screen.findByRole('button', { name: text.sendNowLabel(text.ruleNames.move_1_day) }),
    )
    expect(await within(await region()).findByRole('status')).toHaveTextContent(text.broughtForward)
    expect(calls).toEqual(['send-now 9'])
    expect(await screen.findByText(new RegExp(text.broughtForwardBy('Sara Sales')))).toBeVisible()
  })

  test('should show the server’s refusal when it was sent meanwhile, and the list as it now stands', async () => {
    const { user, refuseNext, sent } = render('leads/7')
    const button = await screen.findByRole('button', {
      name: text.skipLabel(text.ruleNames.quote_viewed),
    })
    refuseNext(409, 'This follow-up is no longer scheduled.')
    sent(1)
    await user.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This follow-up is no longer scheduled.',
    )
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Skip/ })).not.toBeInTheDocument(),
    )
    expect(screen.getByText(/E-mail · sent$/)).toBeVisible()
  })

  test('should say when nothing is planned', async () => {
    render('leads/7', [])
    expect(await screen.findByText(text.none)).toBeVisible()
  })
})
