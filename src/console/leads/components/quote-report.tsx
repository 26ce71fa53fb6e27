import type { QuoteCounts, QuotesReport } from '@contract/quote-pipeline'

import * as text from '../quote-report.messages'
import { ReportTable, WeeklyRow, WeeksHead, type Week } from './report-table'

const HOUR = 3_600_000
const STEPS: Array<keyof QuoteCounts> = ['sent', 'viewed', 'accepted', 'declined']
const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0)

/** An average wait in whole days and hours, rounded to the hour. */
function waited(ms: number) {
  const hours = Math.round(ms / HOUR)
  return text.daysAndHours(Math.floor(hours / 24), hours % 24)
}

/**
 * The report's quotes: each step per week, its channels on demand, and how long a lead took to
 * accept its quote on average. The inbox cannot pick quotes out, so the counts open nothing.
 */
export function QuoteReport({
  quotes,
  weeks,
  channelName,
}: {
  quotes: QuotesReport
  weeks: Week[]
  channelName: (channel: string | null) => string
}) {
  return (
    <ReportTable id="quotes" title={text.quotesTitle} intro={text.quotesIntro}>
      <caption className="pb-2 text-start text-sm font-semibold text-navy-900">
        {quotes.averageToAcceptMs === null
          ? text.noAcceptance
          : text.averageToAccept(waited(quotes.averageToAcceptMs), quotes.accepted)}
      </caption>
      <WeeksHead label={text.stepColumn} weeks={weeks} />
      <tbody>
        {STEPS.map((step) => (
          <WeeklyRow
            key={step}
            name={text.steps[step]}
            what={text.steps[step]}
            counts={quotes.all[step]}
            total={sum(quotes.all[step])}
            weeks={weeks}
            filters={null}
            sources={quotes.byChannel.map((row) => (
              <WeeklyRow
                key={String(row.channel)}
                name={<span className="ps-5 font-normal">{channelName(row.channel)}</span>}
                what={channelName(row.channel)}
                counts={row[step]}
                total={sum(row[step])}
                weeks={weeks}
                filters={null}
              />
            ))}
          />
        ))}
      </tbody>
    </ReportTable>
  )
}
