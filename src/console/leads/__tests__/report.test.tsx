import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import type { LeadsReport } from '@contract/leads'
import type { QuotesReport } from '@contract/quote-pipeline'
import { ReportPage } from '@/console/leads/report'
import { server } from '@/testing/mocks/server'
import { renderWithRouter } from '@/testing/test-utils'

const report: LeadsReport & { quotes: QuotesReport } = {
  weeks: [
    { start: '2026-11-28', end: '2026-12-04' },
    { start: '2026-11-21', end: '2026-11-27' },
  ],
  byChannel: [
    {
      channel: 'paid-search',
      counts: [2, 1],
      total: 3,
      sources: [
        { source: 'google', counts: [2, 0], total: 2 },
        { source: 'bing', counts: [0, 1], total: 1 },
      ],
    },
    {
      channel: null,
      counts: [0, 1],
      total: 1,
      sources: [{ source: null, counts: [0, 1], total: 1 }],
    },
  ],
  byService: [{ service: 'localMove', counts: [2, 2], total: 4 }],
  wonRate: [
    { channel: 'paid-search', total: 3, won: 1, rate: 1 / 3 },
    { channel: null, total: 1, won: 0, rate: 0 },
  ],
  response: {
    leads: [2, 2],
    within: { '5m': [1, 0], '1h': [2, 1] },
    total: { leads: 4, within: { '5m': 1, '1h': 3 } },
  },
  quotes: {
    all: { sent: [3, 1], viewed: [2, 1], accepted: [2, 0], declined: [0, 1] },
    byChannel: [
      { channel: 'paid-search', sent: [2, 1], viewed: [2, 1], accepted: [1, 0], declined: [0, 1] },
      { channel: null, sent: [1, 0], viewed: [0, 0], accepted: [1, 0], declined: [0, 0] },
    ],
    accepted: 2,
    averageToAcceptMs: (3 * 24 + 4) * 3_600_000 + 20 * 60_000,
  },
}

function renderReport() {
  server.use(http.get('/api/staff/reports/leads', () => HttpResponse.json(report)))
  renderWithRouter(<ReportPage />, { route: '/report' })
}

const channelTable = async () =>
  within(await screen.findByRole('region', { name: 'Leads per week, by channel' }))

describe('The leads report', () => {
  test('should head the weeks with their Saturday-to-Thursday dates, this week first, after the total', async () => {
    renderReport()
    const headings = (await channelTable()).getAllByRole('columnheader').map((th) => th.textContent)
    expect(headings).toEqual(['Channel', 'Total', 'This week · 28 Nov – 3 Dec', '21–26 Nov'])
  })

  test('should link each count to the inbox filtered to its channel and week', async () => {
    renderReport()
    const table = await channelTable()
    expect(
      table.getByRole('link', { name: '2 leads: Paid search, This week · 28 Nov – 3 Dec' }),
    ).toHaveAttribute('href', '/?channel=paid-search&from=2026-11-28&to=2026-12-04')
    expect(
      table.getByRole('link', { name: '3 leads: Paid search, the whole period' }),
    ).toHaveAttribute('href', '/?channel=paid-search&from=2026-11-21&to=2026-12-04')
    // Leads stored before the site kept visits have no channel the inbox could filter on.
    const unknown = table.getByRole('row', { name: /Not known/ })
    expect(within(unknown).queryByRole('link')).toBeNull()
  })

  test('should show a channel’s raw sources on demand, each linking to its leads', async () => {
    renderReport()
    const table = await channelTable()
    expect(table.queryByRole('rowheader', { name: 'google' })).toBeNull()
    const toggle = table.getByRole('button', { name: 'Paid search' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(table.getByRole('rowheader', { name: 'google' })).toBeVisible()
    expect(table.getByRole('link', { name: '1 lead: bing, 21–26 Nov' })).toHaveAttribute(
      'href',
      '/?channel=paid-search&source=bing&from=2026-11-21&to=2026-11-27',
    )
  })

  test('should give the shares answered within 5 minutes and within 1 office hour, linked', async () => {
    renderReport()
    const table = within(
      await screen.findByRole('region', { name: 'How fast leads were answered' }),
    )
    const fast = table.getByRole('row', { name: /within 5 minutes/ })
    expect(
      within(fast)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['25% (1)', '50% (1)', '0% (0)'])
    const hour = table.getByRole('row', { name: /within 1 office hour/ })
    expect(within(hour).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/?within=1h&from=2026-11-21&to=2026-12-04',
    )
  })

  test('should count quotes sent, viewed, accepted and declined per week, by channel on demand', async () => {
    renderReport()
    const table = within(await screen.findByRole('region', { name: 'Quotes per week' }))
    const cells = (name: string) =>
      within(table.getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((td) => td.textContent)
    expect(cells('Sent')).toEqual(['4', '3', '1'])
    expect(cells('Viewed')).toEqual(['3', '2', '1'])
    expect(cells('Accepted')).toEqual(['2', '2', '0'])
    expect(cells('Declined')).toEqual(['1', '0', '1'])
    // The inbox cannot pick quotes out: the counts open nothing.
    expect(table.queryByRole('link')).toBeNull()
    await userEvent.click(table.getByRole('button', { name: 'Accepted' }))
    expect(cells('Paid search')).toEqual(['1', '1', '0'])
    expect(cells('Not known')).toEqual(['1', '1', '0'])
    expect(
      table.getByText(
        'From a lead’s arrival to its quote’s acceptance: 3 days 4 h on average, over 2 acceptances.',
      ),
    ).toBeVisible()
  })
})
