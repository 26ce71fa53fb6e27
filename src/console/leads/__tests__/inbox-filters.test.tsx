import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import type { Lead } from '@/console/app/api'
import { InboxPage } from '@/console/leads/inbox'
import * as inbox from '@/console/leads/inbox.messages'
import { server } from '@/testing/mocks/server'
import { renderWithRouter } from '@/testing/test-utils'

const lead: Lead = {
  id: 123,
  fullName: 'Leila Haddad',
  phoneNumber: '+97455123987',
  email: 'leila@example.com',
  serviceType: 'localMove',
  message: 'Two-bedroom flat',
  refererUrl: null,
  submittedUrl: 'https://www.pearlcoastmovers.qa/',
  trackingNumber: null,
  locale: 'en',
  recaptchaScore: 0.9,
  reviewReason: null,
  details: null,
  createdAt: '2026-11-24T07:00:00.000Z',
  status: 'new',
  lostReason: null,
  assignedTo: null,
  contactedAt: null,
  attribution: null,
  source: 'google',
}

/** Answers the inbox's reads, keeping each query string the list was asked with. */
function serveInbox(leads: Lead[] = [lead]) {
  const asked: URLSearchParams[] = []
  server.use(
    http.get('/api/staff/enquiries', ({ request }) => {
      asked.push(new URL(request.url).searchParams)
      return HttpResponse.json({ leads, next: null })
    }),
    http.get('/api/staff/enquiries/assignees', () => HttpResponse.json({ assignees: [] })),
    http.get('/api/staff/deliveries', () => HttpResponse.json({})),
  )
  return asked
}

describe('The leads inbox', () => {
  test('should ask for the leads a report link names: channel, answer window and week', async () => {
    const asked = serveInbox()
    renderWithRouter(<InboxPage />, {
      route: '/?channel=paid-search&within=1h&from=2026-11-21&to=2026-11-27',
    })
    await screen.findByRole('link', { name: 'Leila Haddad' })
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({
      channel: 'paid-search',
      within: '1h',
      from: '2026-11-21',
      to: '2026-11-27',
    })
    // The filters open by themselves, saying how many are in use, with the link's values.
    const filters = screen.getByRole('search', { name: 'Find leads' })
    expect(filters).toBeVisible()
    expect(screen.getByText(/4 in use/)).toBeInTheDocument()
    expect(within(filters).getByRole('combobox', { name: 'Channel' })).toHaveValue('paid-search')
    expect(within(filters).getByRole('combobox', { name: 'Answered' })).toHaveValue('1h')
  })

  test('should fold search and filters behind one control while none is in use', async () => {
    serveInbox()
    renderWithRouter(<InboxPage />)
    await screen.findByRole('link', { name: 'Leila Haddad' })
    expect(screen.getByRole('search', { name: 'Find leads' })).not.toBeVisible()
    expect(screen.getByText('Search and filters').closest('details')).not.toHaveAttribute('open')
    // Export waits in the "More" menu rather than above the leads.
    expect(screen.getByText('More').closest('details')).not.toHaveAttribute('open')
  })

  test('should show each lead’s readable reference', async () => {
    serveInbox()
    renderWithRouter(<InboxPage />)
    const name = await screen.findByRole('link', { name: 'Leila Haddad' })
    expect(name.closest('article')).toHaveTextContent('PCM-26-000123')
  })

  test('should mark a lead with its unread WhatsApp messages', async () => {
    serveInbox([lead, { ...lead, id: 124, fullName: 'Omar Said', whatsappUnread: 2 }])
    renderWithRouter(<InboxPage />)
    const marked = await screen.findByRole('link', { name: 'Omar Said' })
    expect(marked.closest('article')).toHaveTextContent(inbox.unreadWhatsApp(2))
    const unmarked = screen.getByRole('link', { name: 'Leila Haddad' })
    expect(unmarked.closest('article')).not.toHaveTextContent('WhatsApp')
  })
})
