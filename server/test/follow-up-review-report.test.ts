// The report's "How did we do?" (issue 55), on both databases: per Doha month, the ratings given
// and their average, and the shipments delivered with how many were sent a review request. The
// demo's shipments are in the database too, so each test counts what its own rows add.
import { describe, expect, it } from 'vitest'

import { REVIEW_REPORT_MONTHS, type ReviewMonth } from '@contract/follow-up-staff.ts'

import { backends } from './helpers.ts'
import { followUpConsoleWorld } from './follow-up-console-helpers.ts'

const URL = '/api/staff/reports/reviews'
/** The Doha month and date of an instant. */
const dohaDate = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 10)

describe.each(backends)('the report’s reviews, on %s', (backend) => {
  const { call, exec, newLead, shipment, followUp } = followUpConsoleWorld(backend)

  const report = async () => {
    const answer = await call('sales', 'GET', URL)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json().months as ReviewMonth[]
  }

  async function delivered(at: number, requested: boolean) {
    const { jobId } = await shipment()
    await exec(
      `INSERT INTO status_updates (job_id, status_content, status_date, milestone) VALUES (${jobId}, 'Delivered', '${dohaDate(at)}', 'delivered')`,
    )
    if (requested)
      await followUp({ rule: 'review_request', jobId, status: 'sent', channel: 'email' })
    return jobId
  }

  it('counts each month’s ratings with their average, and the delivered shipments asked for one', async () => {
    const before = await report()
    expect(before).toHaveLength(REVIEW_REPORT_MONTHS)
    expect(before.map((month) => [month.reviews, month.averageRating])).toEqual(
      Array(REVIEW_REPORT_MONTHS).fill([0, null]),
    )
    const [thisMonth, lastMonth] = before.map((month) => month.month)
    const now = Date.now()
    // The 10th of last month, at noon in Doha: inside last month whatever today is.
    const inLastMonth = Date.parse(`${lastMonth}-10T09:00:00Z`)
    const { leadId } = await newLead()
    const one = await delivered(now, true)
    await delivered(now, true)
    await delivered(now, false)
    await delivered(inLastMonth, false)
    for (const [rating, at] of [
      [5, now],
      [2, now],
      [4, now],
      [3, inLastMonth],
    ] as const)
      await exec(
        `INSERT INTO reviews (job_id, lead_id, rating, comment, locale, at) VALUES (${one}, ${leadId}, ${rating}, '', 'en', ${at})`,
      )
    const after = await report()
    const added = after.map((month, index) => ({
      month: month.month,
      reviews: month.reviews - before[index]!.reviews,
      delivered: month.delivered - before[index]!.delivered,
      requested: month.requested - before[index]!.requested,
    }))
    expect(added.slice(0, 2)).toEqual([
      { month: thisMonth, reviews: 3, delivered: 3, requested: 2 },
      { month: lastMonth, reviews: 1, delivered: 1, requested: 0 },
    ])
    // The demo rated nothing: the averages are of these ratings alone.
    expect(after.slice(0, 2).map((month) => month.averageRating)).toEqual([3.7, 3])
  })

  it('names the last six Doha months, newest first, and is for those who work leads', async () => {
    const months = (await report()).map((month) => month.month)
    expect(months[0]).toBe(dohaDate(Date.now()).slice(0, 7))
    expect(new Set(months).size).toBe(REVIEW_REPORT_MONTHS)
    expect([...months].sort().reverse()).toEqual(months)
    expect((await call('operations', 'GET', URL)).statusCode).toBe(403)
  })
})
