import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import type { Deliveries } from '@/console/app/api'
import { InboxPage } from '@/console/leads/inbox'
import { server } from '@/testing/mocks/server'
import { renderWithRouter } from '@/testing/test-utils'

const crm: Deliveries['webhook'] = {
  configured: false,
  pending: 0,
  retrying: 0,
  failed: 0,
  lastError: null,
}

/** A failing CRM beside it shows when the deliveries' answer has been read. */
const failingCrm = { ...crm, configured: true, failed: 1 }

function serveInbox(whatsapp: Deliveries['whatsapp'], webhook = crm) {
  server.use(
    http.get('/api/staff/enquiries', () => HttpResponse.json({ leads: [], next: null })),
    http.get('/api/staff/enquiries/assignees', () => HttpResponse.json({ assignees: [] })),
    http.get('/api/staff/deliveries', () => HttpResponse.json({ webhook, whatsapp })),
  )
}

describe("The inbox's WhatsApp warning", () => {
  test("should warn when WhatsApp messages fail, with Meta's last words", async () => {
    serveInbox({
      configured: true,
      retrying: 1,
      failed: 2,
      lastError: '(#131026) Message undeliverable: Message Undeliverable.',
    })
    renderWithRouter(<InboxPage />)
    expect(
      await screen.findByText(
        /^WhatsApp messages are not reaching customers: 1 waiting for another try, 2 failed in the last 7 days\..*Last error: \(#131026\) Message undeliverable: Message Undeliverable\.$/,
      ),
    ).toBeInTheDocument()
  })

  test.each([
    ['every message goes', { configured: true, retrying: 0, failed: 0, lastError: null }],
    ['WhatsApp is not set up', { configured: false, retrying: 0, failed: 3, lastError: 'old' }],
  ])('should say nothing while %s', async (_, whatsapp) => {
    serveInbox(whatsapp, failingCrm)
    renderWithRouter(<InboxPage />)
    await screen.findByText(/New leads are not reaching the CRM/)
    expect(screen.queryByText(/WhatsApp messages are not reaching/)).not.toBeInTheDocument()
  })
})
