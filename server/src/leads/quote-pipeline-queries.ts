/**
 * What the inbox and the report read of leads' quotes (issue 53): the follow-up marks of a page of
 * leads, and the quotes' times the report counts. Plain comparisons on stored numbers and
 * YYYY-MM-DD dates, which SQLite and PostgreSQL read alike.
 */
import type { Attribution } from '@contract/attribution.ts'
import {
  EXPIRY_WARNING_DAYS,
  VIEWED_FOLLOW_UP_MS,
  type QuoteFollowUp,
} from '@contract/quote-pipeline.ts'
import { addDays } from '@contract/quotes.ts'
import type { Executor } from '../db/sql.ts'
import type { QuoteReportRow } from './quote-report.ts'

const time = (value: number | string | null) => (value === null ? null : Number(value))

export type QuotePipelineStore = ReturnType<typeof quotePipelineQueries>

export function quotePipelineQueries(sql: Executor) {
  const { db } = sql
  /** Sent quotes of these leads still open in Doha's `today`: neither accepted, declined nor past. */
  const open = (leadIds: number[], today: string) =>
    db
      .selectFrom('quotes as q')
      .where('q.status', '=', 'sent')
      .where('q.lead_id', 'in', leadIds)
      .where('q.valid_until', '>=', today)
  return {
    /**
     * The follow-up marks of each of `leadIds` that has one: a quote whose current version the
     * customer first opened more than 24 hours before `now`, and one whose last valid day is at
     * most two days after `today`.
     */
    async quoteFollowUps(leadIds: number[], now: number, today: string) {
      const marks = new Map<number, QuoteFollowUp[]>()
      if (leadIds.length === 0) return marks
      const [viewed, expiring] = await Promise.all([
        sql.read(
          open(leadIds, today)
            .innerJoin('quote_versions as v', (join) =>
              join.onRef('v.quote_id', '=', 'q.id').onRef('v.version', '=', 'q.current_version'),
            )
            .select('q.lead_id')
            .where('v.first_viewed_at', '<', now - VIEWED_FOLLOW_UP_MS),
        ),
        sql.read(
          open(leadIds, today)
            .select('q.lead_id')
            .where('q.valid_until', '<=', addDays(today, EXPIRY_WARNING_DAYS)),
        ),
      ])
      const mark = (rows: Array<{ lead_id: number | string }>, follow: QuoteFollowUp) => {
        for (const { lead_id } of rows) {
          const id = Number(lead_id)
          const those = marks.get(id) ?? []
          if (!those.includes(follow)) marks.set(id, [...those, follow])
        }
      }
      mark(viewed, 'viewed-not-accepted')
      mark(expiring, 'expires-soon')
      return marks
    },

    /**
     * Every quote ever sent, with its lead's arrival and origin and the times the report counts.
     * One row per quote: a small company's years of them fit, and weeks are counted in code as the
     * leads report counts them.
     */
    async quoteReportRows(): Promise<QuoteReportRow[]> {
      const [quotes, versions, acceptances] = await Promise.all([
        sql.read(
          db
            .selectFrom('quotes as q')
            .innerJoin('enquiries as e', 'e.id', 'q.lead_id')
            .select(['q.id', 'q.declined_at', 'e.created_at', 'e.source', 'e.attribution'])
            .where('q.current_version', 'is not', null),
        ),
        sql.read(
          db
            .selectFrom('quote_versions')
            .select((eb) => [
              'quote_id',
              eb.fn.min('sent_at').as('sent_at'),
              eb.fn.min('first_viewed_at').as('viewed_at'),
            ])
            .groupBy('quote_id'),
        ),
        sql.read(db.selectFrom('quote_acceptances').select(['quote_id', 'accepted_at'])),
      ])
      const sent = new Map(versions.map((row) => [Number(row.quote_id), row]))
      const accepted = new Map(acceptances.map((row) => [Number(row.quote_id), row.accepted_at]))
      return quotes.map((quote) => ({
        leadCreatedAt: new Date(quote.created_at).getTime(),
        source: quote.source,
        attribution:
          typeof quote.attribution === 'string'
            ? (JSON.parse(quote.attribution) as Attribution)
            : quote.attribution,
        sentAt: time(sent.get(quote.id)?.sent_at ?? null),
        viewedAt: time(sent.get(quote.id)?.viewed_at ?? null),
        acceptedAt: time(accepted.get(quote.id) ?? null),
        declinedAt: time(quote.declined_at),
      }))
    },
  }
}
