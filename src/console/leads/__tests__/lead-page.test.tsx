import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'

import type { LeadStatus } from '@contract/leads'
import * as common from '@/console/app/console.messages'
import { LeadPage } from '@/console/leads/lead'
import { server } from '@/testing/mocks/server'
import { renderWithRouter } from '@/testing/test-utils'

import type { LeadWithNotes } from '../components/lead-work'
import { UNDO_MS } from '../components/undo-toast'
import * as text from '../leads.messages'
import { fakeWhatsAppApi } from '@/console/whatsapp/__tests__/fake-whatsapp-api'
import * as whatsapp from '@/console/whatsapp/whatsapp.messages'

const campaignLink = `https://www.pearlcoastmovers.qa/?utm_source=google&utm_medium=cpc&utm_campaign=${'villa-moves-doha-'.repeat(14)}`

/**
 * One lead on the fake API: it answers reads with its current state and applies the console's
 * changes to it, as the server would, recording each request's body.
 */
function fakeLead(initial: Partial<LeadWithNotes> = {}) {
  let lead: LeadWithNotes = {
    id: 7,
    fullName: 'Huda Al-Marri',
    phoneNumber: '97455123987',
    email: 'huda@example.com',
    serviceType: 'localMove',
    message: 'A villa to Lusail.',
    refererUrl: null,
    submittedUrl: campaignLink,
    trackingNumber: null,
    locale: 'en',
    recaptchaScore: 0.9,
    reviewReason: null,
    details: null,
    createdAt: new Date().toISOString(),
    status: 'new',
    lostReason: null,
    assignedTo: null,
    contactedAt: null,
    attribution: null,
    source: 'google',
    notes: [],
    shipment: null,
    ...initial,
  }
  const posted: Array<{ path: string; body: Record<string, unknown> }> = []
  server.use(
    http.get('/api/staff/enquiries/assignees', () =>
      HttpResponse.json({ assignees: [{ id: 3, name: 'Sara Sales' }] }),
    ),
    http.get('/api/staff/enquiries/7', () => HttpResponse.json(lead)),
    http.post('/api/staff/enquiries/:action', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>
      posted.push({ path: String(params.action), body })
      if (params.action === 'status')
        lead = {
          ...lead,
          status: body.status as LeadStatus,
          lostReason: (body.reason as string) || null,
          assignedTo: lead.assignedTo ?? 3,
        }
      if (params.action === 'contact') lead = { ...lead, assignedTo: lead.assignedTo ?? 3 }
      if (params.action === 'assign') lead = { ...lead, assignedTo: body.staffId as number | null }
      if (params.action === 'note')
        lead = {
          ...lead,
          assignedTo: lead.assignedTo ?? 3,
          notes: [
            ...lead.notes,
            { id: 1, authorName: 'Sara Sales', body: String(body.body), at: 0 },
          ],
        }
      return HttpResponse.json({ ok: true })
    }),
  )
  const view = renderWithRouter(<LeadPage />, { route: '/leads/7', path: '/leads/:id' })
  return { ...view, posted, current: () => lead }
}

const bar = () => screen.getByRole('region', { name: text.workLead })
const step = (status: LeadStatus) =>
  within(bar()).getByRole('button', { name: common.statuses[status], exact: true } as never)

describe('The lead page', () => {
  test('should sum the lead up first: name, service, status, owner and reading-formatted phone', async () => {
    fakeLead({ assignedTo: 3 })
    expect(await screen.findByRole('heading', { level: 1, name: 'Huda Al-Marri' })).toBeVisible()
    expect(await screen.findByText('Sara Sales', { selector: 'dd' })).toBeVisible()
    expect(screen.getByText('+974 5512 3987')).toBeVisible()
    // The reference the thank-you page and the acknowledgement gave the customer.
    expect(screen.getByText(/^PCM-\d{2}-000007$/)).toBeVisible()
    expect(within(bar()).getByRole('link', { name: text.call })).toHaveAttribute(
      'href',
      'tel:+97455123987',
    )
    expect(within(bar()).getByRole('link', { name: text.whatsapp })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/97455123987\?text=/),
    )
  })

  test('should cut a long campaign link to one line, with the whole of it on demand', async () => {
    const { user } = fakeLead()
    await screen.findByRole('heading', { level: 1 })
    const shown = screen.getByTitle(campaignLink)
    expect(shown).toHaveClass('truncate')
    const whole = screen.getByText(text.showWhole)
    await user.click(whole)
    expect(whole.closest('details')).toHaveAttribute('open')
  })

  test('should move the status in one tap and mark the current step', async () => {
    const { user, posted } = fakeLead()
    await screen.findByRole('heading', { level: 1 })
    expect(step('new')).toHaveAttribute('aria-pressed', 'true')
    await user.click(step('quoted'))
    expect(await screen.findByText(text.statusNow(common.statuses.quoted))).toBeVisible()
    expect(posted).toEqual([{ path: 'status', body: { id: 7, status: 'quoted', reason: '' } }])
    await waitFor(() => expect(step('quoted')).toHaveAttribute('aria-pressed', 'true'))
  })

  test('should ask why before marking a lead lost', async () => {
    const { user, posted } = fakeLead({ status: 'quoted' })
    await screen.findByRole('heading', { level: 1 })
    await user.click(step('lost'))
    const sheet = await screen.findByRole('dialog', { name: text.markLost })
    expect(posted).toEqual([])
    await user.type(within(sheet).getByRole('textbox'), 'Chose another mover')
    await user.click(within(sheet).getByRole('button', { name: text.markLost }))
    await waitFor(() =>
      expect(posted).toEqual([
        { path: 'status', body: { id: 7, status: 'lost', reason: 'Chose another mover' } },
      ]),
    )
  })

  test('should offer "contacted" and a note in one sheet after WhatsApp is opened', async () => {
    const { user, posted, current } = fakeLead()
    await screen.findByRole('heading', { level: 1 })
    const whatsapp = within(bar()).getByRole('link', { name: text.whatsapp })
    // jsdom would try to open the link; the sheet is what is tested here.
    whatsapp.addEventListener('click', (event) => event.preventDefault())
    await user.click(whatsapp)
    const sheet = await screen.findByRole('dialog', { name: text.contactedSheetTitle })
    await user.type(within(sheet).getByRole('textbox'), 'Survey on Saturday.')
    await user.click(within(sheet).getByRole('button', { name: text.markContacted }))
    // The WhatsApp chat opened is written into the lead's timeline first (record-timeline.tsx).
    await waitFor(() =>
      expect(posted.map((request) => request.path)).toEqual(['contact', 'status', 'note']),
    )
    expect(posted.map((request) => request.body)).toEqual([
      { id: 7, via: 'whatsapp' },
      expect.objectContaining({ status: 'contacted' }),
      { id: 7, body: 'Survey on Saturday.' },
    ])
    expect(current()).toMatchObject({ status: 'contacted', assignedTo: 3 })
    expect(await screen.findByText('Survey on Saturday.')).toBeVisible()
  })

  test('should undo a status change from its toast, announced politely', async () => {
    const { user, posted } = fakeLead()
    await screen.findByRole('heading', { level: 1 })
    await user.click(step('contacted'))
    const toast = await screen.findByText(text.statusNow(common.statuses.contacted))
    expect(toast.closest('[aria-live="polite"]')).toHaveAttribute('role', 'status')
    await user.click(screen.getByRole('button', { name: text.undoChange }))
    expect(await screen.findByText(text.changeUndone)).toBeVisible()
    expect(posted.at(-1)).toEqual({
      path: 'status',
      body: { id: 7, status: 'new', reason: null, undo: true },
    })
    await waitFor(() => expect(step('new')).toHaveAttribute('aria-pressed', 'true'))
  })

  test('should undo an assignment, giving the lead back to whoever had it', async () => {
    const { user, posted } = fakeLead()
    await screen.findByRole('heading', { level: 1 })
    await user.selectOptions(await screen.findByLabelText(text.assigneeLabel), 'Sara Sales')
    await user.click(screen.getByRole('button', { name: text.saveAssignee }))
    expect(await screen.findByText(text.assignedNow('Sara Sales'))).toBeVisible()
    await user.click(screen.getByRole('button', { name: text.undoChange }))
    await waitFor(() =>
      expect(posted.at(-1)).toEqual({
        path: 'assign',
        body: { id: 7, staffId: null, undo: true },
      }),
    )
  })

  test('should keep the Undo for at least 8 seconds, then let it go', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { user } = fakeLead()
      await screen.findByRole('heading', { level: 1 })
      await user.click(step('contacted'))
      await screen.findByRole('button', { name: text.undoChange })
      act(() => vi.advanceTimersByTime(8_000))
      expect(screen.getByRole('button', { name: text.undoChange })).toBeVisible()
      act(() => vi.advanceTimersByTime(UNDO_MS - 8_000 + 100))
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: text.undoChange })).not.toBeInTheDocument(),
      )
    } finally {
      vi.useRealTimers()
    }
  })

  test('should show the WhatsApp thread only when the server has WhatsApp set up', async () => {
    const api = fakeWhatsAppApi()
    const { unmount } = fakeLead({ whatsapp: false })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('heading', { name: whatsapp.threadTitle })).not.toBeInTheDocument()
    expect(api.reads()).toBe(0)
    unmount()
    fakeLead({ whatsapp: true })
    expect(await screen.findByRole('heading', { name: whatsapp.threadTitle })).toBeVisible()
    expect(await screen.findByText('Can you move a piano?')).toBeVisible()
  })
})
