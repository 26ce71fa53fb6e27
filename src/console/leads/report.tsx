import { useState } from 'react'

import { RESPONSE_WINDOWS, type LeadsReport } from '@contract/leads'
import type { QuotesReport } from '@contract/quote-pipeline'
import { SelectField } from '@/components/ui/form/select'
import { Link } from '@/components/ui/link'

import { Notice } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { serviceName } from '@/console/app/format'
import { useStaffData } from '@/console/app/use-staff-data'
import { ReviewsReportSection } from '@/console/follow-ups'
import {
  CountLink,
  headCell,
  inboxHref,
  nameCell,
  numberCell,
  ReportTable,
  weekName,
  WeeklyRow,
  WeeksHead,
} from './components/report-table'
import { QuoteReport } from './components/quote-report'
import { SourceName } from './components/source-name'
import * as leads from './leads.messages'
import * as text from './report.messages'

const PERIODS = [4, 12, 26, 52]
const periodOptions = PERIODS.map((weeks) => ({
  value: String(weeks),
  label: text.lastWeeks(weeks),
}))

/** The report with its quotes (issue 53). */
type Report = LeadsReport & { quotes: QuotesReport }

const channelName = (channel: string | null) =>
  channel === null ? leads.unknownSource : text.channels[channel as keyof typeof text.channels]

/**
 * Which channels brought the leads of the last weeks, what they asked for, which channels win,
 * and how fast the office answered: this week first, each number a link to its leads.
 */
export function ReportPage() {
  const [weeks, setWeeks] = useState('12')
  const report = useStaffData<Report>(`reports/leads?weeks=${weeks}`)
  const data = report.data
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={text.reportTitle} intro={text.reportIntro} />
      <div className="max-w-xs">
        <SelectField
          label={text.weeksLabel}
          placeholder="—"
          required
          options={periodOptions}
          value={weeks}
          onChange={(event) => setWeeks(event.target.value)}
        />
      </div>
      {report.error ? <Notice tone="error">{report.error}</Notice> : null}
      {data && data.byChannel.length === 0 ? (
        <p className="text-ink-muted">{text.noReportLeads}</p>
      ) : null}
      {data && data.byChannel.length > 0 ? <ReportTables data={data} /> : null}
    </div>
  )
}

function ReportTables({ data }: { data: Report }) {
  const { weeks } = data
  const span = { from: weeks.at(-1)!.start, to: weeks[0]!.end }
  return (
    <>
      <ReportTable id="by-channel" title={text.byChannelTitle}>
        <WeeksHead label={text.channelColumn} weeks={weeks} />
        <tbody>
          {data.byChannel.map((row) => (
            <WeeklyRow
              key={String(row.channel)}
              name={channelName(row.channel)}
              what={channelName(row.channel)}
              counts={row.counts}
              total={row.total}
              weeks={weeks}
              filters={row.channel === null ? null : { channel: row.channel }}
              sources={row.sources.map((source) => (
                <WeeklyRow
                  key={String(source.source)}
                  name={
                    <span className="ps-5 font-normal">
                      {source.source === null ? (
                        leads.unknownSource
                      ) : (
                        <SourceName source={source.source} />
                      )}
                    </span>
                  }
                  what={source.source ?? leads.unknownSource}
                  counts={source.counts}
                  total={source.total}
                  weeks={weeks}
                  filters={
                    source.source === null || row.channel === null
                      ? null
                      : { channel: row.channel, source: source.source }
                  }
                />
              ))}
            />
          ))}
        </tbody>
      </ReportTable>
      <QuoteReport quotes={data.quotes} weeks={weeks} channelName={channelName} />
      <ReviewsReportSection />
      <ReportTable id="response" title={text.responseTitle} intro={text.responseIntro}>
        <WeeksHead label={text.measureColumn} weeks={weeks} />
        <tbody>
          <WeeklyRow
            name={text.leadsRow}
            what={text.leadsRow}
            counts={data.response.leads}
            total={data.response.total.leads}
            weeks={weeks}
            filters={{}}
          />
          {RESPONSE_WINDOWS.map((window) => (
            <tr key={window} className="border-b border-navy-50 last:border-0">
              <th scope="row" className={nameCell}>
                {text.withinRows[window]}
              </th>
              {[
                {
                  count: data.response.total.within[window],
                  of: data.response.total.leads,
                  ...span,
                  label: text.wholePeriod,
                },
                ...weeks.map((week, index) => ({
                  count: data.response.within[window][index]!,
                  of: data.response.leads[index]!,
                  from: week.start,
                  to: week.end,
                  label: weekName(week, index),
                })),
              ].map(({ count, of, from, to, label }, index) => (
                <td key={label} className={`${numberCell} ${index ? '' : 'font-semibold'}`}>
                  {count === 0 ? (
                    text.share(count, of)
                  ) : (
                    <Link
                      to={inboxHref({ within: window }, from, to)}
                      aria-label={`${text.share(count, of)}: ${text.withinRows[window]}, ${label}`}
                      className="text-navy-900 underline underline-offset-4"
                    >
                      {text.share(count, of)}
                    </Link>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ReportTable>
      <ReportTable id="by-service" title={text.byServiceTitle}>
        <WeeksHead label={text.serviceColumn} weeks={weeks} />
        <tbody>
          {data.byService.map((row) => (
            <WeeklyRow
              key={String(row.service)}
              name={row.service === null ? '—' : serviceName(row.service)}
              what={row.service === null ? '—' : serviceName(row.service)}
              counts={row.counts}
              total={row.total}
              weeks={weeks}
              filters={row.service === null ? null : { service: row.service }}
            />
          ))}
        </tbody>
      </ReportTable>
      <ReportTable id="won-rate" title={text.wonRateTitle}>
        <thead>
          <tr className="border-b border-navy-100">
            <th scope="col" className={`${nameCell} text-ink-muted`}>
              {text.channelColumn}
            </th>
            <th scope="col" className={headCell}>
              {text.totalColumn}
            </th>
            <th scope="col" className={headCell}>
              {text.wonColumn}
            </th>
            <th scope="col" className={headCell}>
              {text.rateColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.wonRate.map((row) => (
            <tr key={String(row.channel)} className="border-b border-navy-50 last:border-0">
              <th scope="row" className={nameCell}>
                {channelName(row.channel)}
              </th>
              <td className={numberCell}>{row.total}</td>
              <td className={numberCell}>
                {row.channel === null ? (
                  row.won
                ) : (
                  <CountLink
                    count={row.won}
                    href={inboxHref({ channel: row.channel, status: 'won' }, span.from, span.to)}
                    label={text.openLeads(
                      row.won,
                      `${channelName(row.channel)}, ${text.wonColumn}`,
                      text.wholePeriod,
                    )}
                  />
                )}
              </td>
              <td className={`${numberCell} font-semibold`}>{leads.percent(row.rate)}</td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
    </>
  )
}
