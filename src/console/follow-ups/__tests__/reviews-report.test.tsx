import { http, HttpResponse } from 'msw'

import type { ReviewsReport } from '@contract/follow-up-staff'
import { server } from '@/testing/mocks/server'
import { renderWithRouter, screen, within } from '@/testing/test-utils'

import { ReviewsReportSection } from '../reviews-report'
import * as text from '../follow-ups.messages'

const report: ReviewsReport = {
  months: [
    { month: '2026-11', reviews: 3, averageRating: 3.7, delivered: 8, requested: 6 },
    { month: '2026-10', reviews: 0, averageRating: null, delivered: 0, requested: 0 },
  ],
}

describe('The report’s ratings', () => {
  test('should show each month’s ratings, their average and the share of deliveries asked for a review', async () => {
    server.use(http.get('/api/staff/reports/reviews', () => HttpResponse.json(report)))
    renderWithRouter(<ReviewsReportSection />)
    const region = await screen.findByRole('region', { name: text.reviewsTitle })
    const [, november, october] = await within(region).findAllByRole('row')
    expect(within(november!).getByRole('rowheader')).toHaveTextContent('November 2026')
    expect(
      within(november!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '3.7 / 5', '8', '75% (6)'])
    expect(within(october!).getByRole('rowheader')).toHaveTextContent('October 2026')
    expect(
      within(october!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '—', '0', '—'])
  })
})
