import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import type { LeadStatus } from '@contract/leads'
import type { QuoteDeposit } from '@contract/quote-pipeline'
import { quotePipelineMessages } from '@contract/quote-pipeline-messages'
import type { QuoteListing, QuoteStatus } from '@contract/quotes'
import { addDays, TERMS_VERSION } from '@contract/quotes'
import { quoteTotals } from '@contract/quote-totals'
import type { Lead } from '@/console/app/api'
import { InboxPage } from '@/console/leads/inbox'
import { LeadPage } from '@/console/leads/lead'
import { qatarToday } from '@/lib/qatar-today'
import { server } from '@/testing/mocks/server'
import { renderWithRouter } from '@/testing/test-utils'

import type { LeadWithNotes } from '../components/lead-work'
import * as text from '../quote-pipeline.messages'
import * as leads from '../leads.messages'

const lead: LeadWithNotes = {
  id: 7,
  fullName: 'Huda Al-Marri',
  phoneNumber: '97455123987',
  email: 'huda@example.com',
  serviceType: 'localMove',
  message: 'A villa to Lusail.',
  refererUrl: null,
  submittedUrl: 'https://www.pearlcoastmovers.qa/',
  trackingNumber: null,
  locale: 'en',
  recaptchaScore: 0.9,
  reviewReason: null,
  details: null,
  createdAt: new Date().toISOString(),
  status: 'quoted',
  lostReason: null,
  assignedTo: 3,
  contactedAt: Date.now(),
  attribution: null,
  source: 'google',
  notes: [],
  shipment: null,
}

const quote = (id: number, status: QuoteStatus, extra: Partial<QuoteListing> = {}) => ({
  id,
  leadId: 7,
  reference: `PCM-26-000007-Q${id}`,
  status,
  language: 'en' as const,
  validUntil: addDays(qatarToday(), 10),
  currentVersion: status === 'draft' ? null : 1,
  updatedAt: 0,
  customerName: 'Huda Al-Marri',
  total: 500_000,
  ...extra,
})

const deposit: QuoteDeposit = {
  reference: 'PCM-26-000007-Q1',
  due: 150_050,
  bank: {
    bank: 'Doha Bank',
    accountName: 'Pearl Coast Movers W.L.L.',
    iban: 'QA58DOHB00001234567890ABCDEFG',
    swift: 'DOHBQAQA',
  },
  receivedAt: null,
  receivedBy: null,
}

/** The lead with `quotes` (newest first) on the fake API, recording what the page posts. */
function leadWith(quotes: QuoteListing[], depositAnswer = deposit, status: LeadStatus = 'quoted') {
  let current = { ...lead, status }
  let received = depositAnswer
  const posted: Array<{ path: string; body: unknown }> = []
  server.use(
    http.get('/api/staff/enquiries/assignees', () =>
      HttpResponse.json({ assignees: [{ id: 3, name: 'Sara Sales' }] }),
    ),
    http.get('/api/staff/enquiries/7', () => HttpResponse.json(current)),
    http.get('/api/staff/quotes', ({ request }) => {
      expect(new URL(request.url).searchParams.get('lead')).toBe('7')
      return HttpResponse.json({ quotes, next: null })
    }),
    // The lead's quote screen (src/console/quotes) reads the quote it opens whole: no lines here.
    http.get('/api/staff/quotes/:id', ({ params }) => {
      const listed = quotes.find((each) => each.id === Number(params.id))!
      const terms = { lines: [], depositPercent: 30 }
      const customer = { name: lead.fullName, email: lead.email, phone: lead.phoneNumber }
      return HttpResponse.json({
        ...listed,
        ...terms,
        revision: 0,
        termsVersion: TERMS_VERSION,
        notes: '',
        subject: { customer, service: lead.serviceType, move: null },
        createdAt: 0,
        totals: quoteTotals(terms),
        totalsWithOptions: quoteTotals(terms),
      })
    }),
    http.get('/api/staff/quotes/1/deposit', () => HttpResponse.json(received)),
    http.post('/api/staff/quotes/1/deposit', async ({ request }) => {
      posted.push({ path: 'deposit', body: await request.json() })
      received = { ...received, receivedAt: Date.now(), receivedBy: 'Sara Sales' }
      return HttpResponse.json({ ok: true })
    }),
    http.post('/api/staff/enquiries/status', async ({ request }) => {
      const body = (await request.json()) as { status: LeadStatus; reason: string }
      posted.push({ path: 'status', body })
      current = { ...current, status: body.status, lostReason: body.reason }
      return HttpResponse.json({ ok: true })
    }),
  )
  const view = renderWithRouter(<LeadPage />, { route: '/leads/7', path: '/leads/:id' })
  return { ...view, posted }
}

describe('A lead’s quotes after sending', () => {
  test('should ask why the lead was lost when its latest quote was declined, and mark it so', async () => {
    const { user, posted } = leadWith([quote(2, 'declined'), quote(1, 'declined')])
    const prompt = await screen.findByText(text.quoteDeclined('PCM-26-000007-Q2'), {
      exact: false,
    })
    expect(prompt).toHaveTextContent(text.lostPrompt)
    await user.click(screen.getByRole('button', { name: text.sayWhyLost }))
    const sheet = await screen.findByRole('dialog', { name: leads.markLost })
    await user.type(within(sheet).getByRole('textbox'), 'Chose a cheaper mover')
    await user.click(within(sheet).getByRole('button', { name: leads.markLost }))
    await waitFor(() =>
      expect(posted).toEqual([
        { path: 'status', body: { id: 7, status: 'lost', reason: 'Chose a cheaper mover' } },
      ]),
    )
    // Lost now: nothing more to ask.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: text.sayWhyLost })).not.toBeInTheDocument(),
    )
  })

  test('should ask when the latest sent quote ran out, and never change the lead by itself', async () => {
    const { posted } = leadWith([quote(1, 'sent', { validUntil: addDays(qatarToday(), -1) })])
    expect(
      await screen.findByText(text.quoteExpired('PCM-26-000007-Q1'), { exact: false }),
    ).toBeVisible()
    expect(posted).toEqual([])
  })

  test('should not ask when a newer quote is on its way, nor when the quote is still valid', async () => {
    leadWith([quote(2, 'draft'), quote(1, 'declined'), quote(3, 'sent')])
    await screen.findByRole('heading', { level: 1, name: 'Huda Al-Marri' })
    await screen.findByText(leads.enquiryTitle)
    // The draft opened in the quote screen, read before the next test's handlers replace these.
    await screen.findByRole('heading', { name: 'Quote PCM-26-000007-Q2' })
    expect(screen.queryByRole('button', { name: text.sayWhyLost })).not.toBeInTheDocument()
  })

  test('should show the accepted quote’s deposit and how to pay it, and mark it received', async () => {
    const { user, posted } = leadWith([quote(1, 'accepted')], deposit, 'won')
    const section = await screen.findByRole('region', { name: text.depositTitle })
    await within(section).findByText(text.money(150_050))
    expect(text.money(150_050)).toBe('QAR 1,500.50')
    for (const shown of ['Doha Bank', 'Pearl Coast Movers W.L.L.', 'QA58DOHB00001234567890ABCDEFG'])
      expect(within(section).getByText(shown)).toBeVisible()
    expect(within(section).getByText('DOHBQAQA')).toBeVisible()
    expect(within(section).getAllByText('PCM-26-000007-Q1', { exact: false })).not.toHaveLength(0)
    await user.click(within(section).getByRole('button', { name: text.markDepositReceived }))
    expect(
      await within(section).findByText(/Deposit received, marked .* by Sara Sales\./),
    ).toBeVisible()
    expect(posted).toEqual([{ path: 'deposit', body: {} }])
    expect(
      within(section).queryByRole('button', { name: text.markDepositReceived }),
    ).not.toBeInTheDocument()
  })

  test('should say so when the bank account is not set, and show a refusal in the server’s words', async () => {
    const { user } = leadWith([quote(1, 'accepted')], { ...deposit, bank: null }, 'won')
    server.use(
      http.post('/api/staff/quotes/1/deposit', () =>
        HttpResponse.json({ error: quotePipelineMessages.depositAlreadyReceived }, { status: 409 }),
      ),
    )
    const section = await screen.findByRole('region', { name: text.depositTitle })
    expect(await within(section).findByText(text.noBankDetails)).toBeVisible()
    expect(within(section).queryByText('Doha Bank')).not.toBeInTheDocument()
    await user.click(within(section).getByRole('button', { name: text.markDepositReceived }))
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      quotePipelineMessages.depositAlreadyReceived,
    )
  })
})

describe('The inbox’s follow-up marks', () => {
  test('should mark leads whose sent quote was viewed without an answer or is about to expire', async () => {
    const listed: Lead[] = [
      { ...lead, id: 1, fullName: 'Viewed Customer', followUp: ['viewed-not-accepted'] },
      { ...lead, id: 2, fullName: 'Expiring Customer', followUp: ['expires-soon'] },
      { ...lead, id: 3, fullName: 'Quiet Customer', followUp: [] },
    ]
    server.use(
      http.get('/api/staff/enquiries', () => HttpResponse.json({ leads: listed, next: null })),
      http.get('/api/staff/enquiries/assignees', () => HttpResponse.json({ assignees: [] })),
      http.get('/api/staff/deliveries', () => HttpResponse.json({})),
    )
    renderWithRouter(<InboxPage />)
    const item = async (name: string) =>
      (await screen.findByRole('link', { name })).closest('li') as HTMLElement
    expect(
      within(await item('Viewed Customer')).getByText('Viewed, not accepted after 24 h'),
    ).toBeVisible()
    expect(within(await item('Expiring Customer')).getByText('Expires in 2 days')).toBeVisible()
    const quiet = await item('Quiet Customer')
    for (const mark of Object.values(text.followUps))
      expect(within(quiet).queryByText(mark)).not.toBeInTheDocument()
  })
})
