import type { ReviewsReport } from '@contract/follow-up-staff'
import { locale } from '@/i18n/current'

import { Notice } from '@/console/app/components/notice'
import * as common from '@/console/app/console.messages'
import { useStaffData } from '@/console/app/use-staff-data'
import * as text from './follow-ups.messages'

const monthName = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

const cell = 'px-3 py-2 text-end whitespace-nowrap tabular-nums'
const head = 'px-3 py-2 text-end font-semibold whitespace-nowrap text-ink-muted'

/**
 * The report's "How did we do?" (issue 55): per Doha month, this one first, the ratings and their
 * average, and the share of the month's delivered shipments that were sent a review request.
 */
export function ReviewsReportSection() {
  const report = useStaffData<ReviewsReport>('reports/reviews')
  return (
    // The scrolling region is the landmark the heading names, as the report's other tables; a
    // phone scrolls it sideways, with the keyboard too.
    <div className="rounded-card bg-white p-4 shadow-soft sm:p-6">
      <h2 id="reviews" className="mb-2 text-xl">
        {text.reviewsTitle}
      </h2>
      <p className="mb-2 text-sm text-ink-muted">{text.reviewsIntro}</p>
      {report.error ? <Notice tone="error">{report.error}</Notice> : null}
      {!report.data && !report.error ? (
        <p role="status" className="text-ink-muted">
          {common.loading}
        </p>
      ) : null}
      {report.data ? (
        <div role="region" aria-labelledby="reviews" tabIndex={0} className="mt-2 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-navy-100">
                <th scope="col" className={`${head} text-start`}>
                  {text.monthColumn}
                </th>
                <th scope="col" className={head}>
                  {text.ratingsColumn}
                </th>
                <th scope="col" className={head}>
                  {text.averageColumn}
                </th>
                <th scope="col" className={head}>
                  {text.deliveredColumn}
                </th>
                <th scope="col" className={head}>
                  {text.requestedColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.data.months.map((month) => (
                <tr key={month.month} className="border-b border-navy-100 last:border-0">
                  <th scope="row" className="px-3 py-2 text-start font-semibold">
                    {monthName.format(Date.parse(`${month.month}-01T00:00:00Z`))}
                  </th>
                  <td className={cell}>{month.reviews}</td>
                  <td className={cell}>
                    {month.averageRating === null ? '—' : text.averageOf(month.averageRating)}
                  </td>
                  <td className={cell}>{month.delivered}</td>
                  <td className={cell}>{text.share(month.requested, month.delivered)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}
