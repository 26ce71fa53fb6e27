/**
 * A lead's quotes on its timeline (issue 53), read from the quote tables themselves rather than
 * from the audit trail: the customer's views and acceptance are no member's action, and the
 * tables hold what the trail leaves out (the typed name, the reason given). The members who
 * prepared, sent and took the deposit are named from their accounts. Prepared and deposit
 * times come from the quote, each version's sending and views from quote_versions, the signature
 * from quote_acceptances.
 */
import type { QuoteEvent } from '@contract/quote-pipeline.ts'
import type { TimelineEvent } from '@contract/timeline.ts'
import type { Executor } from '../db/sql.ts'

type QuoteTimelineEvent = Extract<TimelineEvent, { kind: 'quote' }>

/** A time as the drivers give a bigint column: PostgreSQL's as text. */
const at = (value: number | string | null) => (value === null ? null : Number(value))

export async function quoteEvents(sql: Executor, leadId: number): Promise<TimelineEvent[]> {
  const { db } = sql
  const [quotes, versions, acceptances] = await Promise.all([
    sql.read(
      db
        .selectFrom('quotes as q')
        .leftJoin('staff_accounts as made', 'made.id', 'q.created_by')
        .leftJoin('staff_accounts as paid', 'paid.id', 'q.deposit_received_by')
        .select(['q.number', 'q.created_at', 'q.declined_at', 'q.declined_reason'])
        .select(['q.deposit_received_at', 'made.name as made_by', 'paid.name as paid_to'])
        .where('q.lead_id', '=', leadId),
    ),
    sql.read(
      db
        .selectFrom('quote_versions as v')
        .innerJoin('quotes as q', 'q.id', 'v.quote_id')
        .leftJoin('staff_accounts as s', 's.id', 'v.sent_by')
        .select(['q.number', 'v.version', 'v.sent_at', 'v.first_viewed_at', 'v.last_viewed_at'])
        .select('s.name as sent_by')
        .where('q.lead_id', '=', leadId),
    ),
    sql.read(
      db
        .selectFrom('quote_acceptances as a')
        .innerJoin('quotes as q', 'q.id', 'a.quote_id')
        .select(['q.number', 'a.version', 'a.typed_name', 'a.accepted_at'])
        .where('q.lead_id', '=', leadId),
    ),
  ])
  const events: QuoteTimelineEvent[] = []
  const add = (time: number | string | null, number: number, event: QuoteEvent) => {
    const when = at(time)
    if (when !== null) events.push({ kind: 'quote', at: when, number, ...event })
  }
  for (const quote of quotes) {
    add(quote.created_at, quote.number, { quote: 'prepared', by: quote.made_by })
    add(quote.declined_at, quote.number, { quote: 'declined', reason: quote.declined_reason })
    add(quote.deposit_received_at, quote.number, { quote: 'deposit-received', by: quote.paid_to })
  }
  for (const { number, version, sent_at, sent_by, first_viewed_at, last_viewed_at } of versions) {
    add(sent_at, number, { quote: 'sent', version, by: sent_by })
    add(first_viewed_at, number, { quote: 'first-viewed', version })
    // One view is its first and its latest: it is told once.
    if (at(last_viewed_at) !== at(first_viewed_at))
      add(last_viewed_at, number, { quote: 'last-viewed', version })
  }
  for (const { number, version, typed_name, accepted_at } of acceptances)
    add(accepted_at, number, { quote: 'accepted', version, name: typed_name })
  return events
}
