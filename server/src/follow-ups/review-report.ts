/**
 * The report's "How did we do?" (issue 55, item 3 and 5): per Doha month, the ratings given and
 * their average, and the shipments delivered in it with how many of them were sent a review
 * request. A shipment is delivered on the date of its first Delivered update.
 */
import {
  REVIEW_REPORT_MONTHS,
  type ReviewMonth,
  type ReviewsReport,
} from '@contract/follow-up-staff.ts'
import type { Executor } from '../db/sql.ts'

/** Doha is UTC+3 all year. */
const DOHA = 3 * 60 * 60 * 1000

/** The Doha month (`2026-11`) of an instant. */
const monthOf = (at: number) => new Date(at + DOHA).toISOString().slice(0, 7)

/** The last `count` Doha months up to `now`'s, newest first. */
function lastMonths(now: number, count: number) {
  const [year, month] = monthOf(now).split('-').map(Number) as [number, number]
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1))
    return date.toISOString().slice(0, 7)
  })
}

export type ReviewReportStore = ReturnType<typeof reviewReportQueries>

export function reviewReportQueries(sql: Executor) {
  const { db } = sql
  return {
    async reviewsReport(now = Date.now()): Promise<ReviewsReport> {
      const months = lastMonths(now, REVIEW_REPORT_MONTHS)
      const first = `${months.at(-1)!}-01`
      const [ratings, delivered, requested] = await Promise.all([
        sql.read(
          db
            .selectFrom('reviews')
            .select(['rating', 'at'])
            .where('at', '>=', Date.parse(`${first}T00:00:00Z`) - DOHA),
        ),
        sql.read(
          db
            .selectFrom('status_updates')
            .select((eb) => ['job_id', eb.fn.min('status_date').as('delivered_on')])
            .where('milestone', '=', 'delivered')
            .groupBy('job_id')
            .having((eb) => eb.fn.min('status_date'), '>=', first),
        ),
        sql.read(
          db
            .selectFrom('follow_ups')
            .select('job_id')
            .where('rule', '=', 'review_request')
            .where('status', '=', 'sent')
            .where('job_id', 'is not', null),
        ),
      ])
      const asked = new Set(requested.map((row) => Number(row.job_id)))
      const byMonth = new Map<string, ReviewMonth>(
        months.map((month) => [
          month,
          { month, reviews: 0, averageRating: null, delivered: 0, requested: 0 },
        ]),
      )
      const sums = new Map<string, number>()
      for (const { rating, at } of ratings) {
        const row = byMonth.get(monthOf(Number(at)))
        if (!row) continue
        row.reviews += 1
        sums.set(row.month, (sums.get(row.month) ?? 0) + Number(rating))
      }
      for (const { job_id, delivered_on } of delivered) {
        const row = byMonth.get(String(delivered_on).slice(0, 7))
        if (!row) continue
        row.delivered += 1
        if (asked.has(Number(job_id))) row.requested += 1
      }
      for (const row of byMonth.values())
        if (row.reviews)
          row.averageRating = Math.round((sums.get(row.month)! / row.reviews) * 10) / 10
      return { months: [...byMonth.values()] }
    },
  }
}
