/**
 * The leads report's quotes (issue 53): per office week, the quotes first sent, first viewed,
 * accepted and declined in it, in all and by the lead's channel as the report groups leads; and
 * the average time from a lead's arrival to its quote's acceptance. Each step counts in the week
 * it happened, so a quote sent last week and accepted this week counts once in each.
 */
import type { Attribution } from '@contract/attribution.ts'
import type { QuoteCounts, QuotesReport } from '@contract/quote-pipeline.ts'
import { channelOf } from './channels.ts'
import { reportStart, weekStart } from './report.ts'

const WEEK = 7 * 86_400_000

/** One sent quote: its lead's arrival and origin, and when each step first happened. */
export type QuoteReportRow = {
  leadCreatedAt: number
  source: string | null
  attribution: Attribution | null
  sentAt: number | null
  viewedAt: number | null
  acceptedAt: number | null
  declinedAt: number | null
}

const STEPS = {
  sent: 'sentAt',
  viewed: 'viewedAt',
  accepted: 'acceptedAt',
  declined: 'declinedAt',
} as const satisfies Record<keyof QuoteCounts, keyof QuoteReportRow>

export function quotesReport(rows: QuoteReportRow[], now: number, weeks: number): QuotesReport {
  const thisWeek = weekStart(now)
  const start = reportStart(now, weeks)
  /** This week is index 0, as the leads report's; null outside the span. */
  const weekOf = (at: number | null) =>
    at === null || at < start || at >= thisWeek + WEEK
      ? null
      : Math.floor((thisWeek - weekStart(at)) / WEEK)
  const counts = (of: QuoteReportRow[]) =>
    Object.fromEntries(
      Object.entries(STEPS).map(([step, field]) => {
        const perWeek = Array<number>(weeks).fill(0)
        for (const row of of) {
          const week = weekOf(row[field])
          if (week !== null) perWeek[week]! += 1
        }
        return [step, perWeek]
      }),
    ) as QuoteCounts
  const channels = new Map<string | null, QuoteReportRow[]>()
  for (const row of rows) {
    const channel = channelOf(row.source, row.attribution)
    channels.set(channel, [...(channels.get(channel) ?? []), row])
  }
  const acceptances = rows.filter((row) => weekOf(row.acceptedAt) !== null)
  const waited = acceptances.reduce((sum, row) => sum + (row.acceptedAt! - row.leadCreatedAt), 0)
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
  const total = (each: QuoteCounts) =>
    (Object.keys(STEPS) as Array<keyof QuoteCounts>).reduce((n, step) => n + sum(each[step]), 0)
  return {
    all: counts(rows),
    byChannel: [...channels]
      .map(([channel, of]) => ({ channel, ...counts(of) }))
      .filter((each) => total(each) > 0)
      .sort(
        (a, b) => sum(b.sent) - sum(a.sent) || String(a.channel).localeCompare(String(b.channel)),
      ),
    accepted: acceptances.length,
    averageToAcceptMs: acceptances.length ? Math.round(waited / acceptances.length) : null,
  }
}
