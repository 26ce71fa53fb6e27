import { useState, type ReactNode } from 'react'

import type { LeadsReport, WeeklyCounts } from '@contract/leads'
import { SelectField } from '@/components/ui/form/select'

import { Notice } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { SourceName } from './components/source-name'
import { serviceName, weekLabel } from '@/console/app/format'
import * as text from './leads.messages'
import { useStaffData } from '@/console/app/use-staff-data'

const PERIODS = [4, 12, 26, 52]
const periodOptions = PERIODS.map((weeks) => ({
  value: String(weeks),
  label: text.lastWeeks(weeks),
}))

const sourceName = (source: string | null) =>
  source === null ? text.unknownSource : <SourceName source={source} />
const serviceOf = (service: string | null) => (service === null ? '—' : serviceName(service))

/** `2026-W48` as a column heading: the week's number and its dates, the ISO name in full on hover. */
const weekHeading = (week: string) => (
  <abbr title={week} className="no-underline">
    {weekLabel(week)}
  </abbr>
)

const cell = 'px-3 py-2 text-end tabular-nums'
const headCell = 'px-3 py-2 text-start font-semibold text-ink-muted'

/**
 * A table as wide as its weeks, the current week first (what a phone shows without scrolling): on a phone it scrolls sideways inside its own region, which the
 * keyboard can reach and scroll too.
 */
function ReportTable({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    // The scrolling region is the landmark the heading names; the card around it is none.
    <div className="rounded-card bg-white p-4 shadow-soft sm:p-6">
      <h2 id={id} className="mb-4 text-xl">
        {title}
      </h2>
      <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">{children}</table>
      </div>
    </div>
  )
}

function WeeklyTable<Key extends 'source' | 'service'>({
  id,
  title,
  label,
  weeks,
  rows,
  name,
  by,
}: {
  id: string
  title: string
  label: string
  weeks: string[]
  rows: WeeklyCounts<Key>[]
  name: (value: string | null) => ReactNode
  by: Key
}) {
  return (
    <ReportTable id={id} title={title}>
      <thead>
        <tr className="border-b border-navy-100">
          <th scope="col" className={headCell}>
            {label}
          </th>
          {[...weeks].reverse().map((week) => (
            <th key={week} scope="col" className={`${headCell} text-end`}>
              {weekHeading(week)}
            </th>
          ))}
          <th scope="col" className={`${headCell} text-end`}>
            {text.totalColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[by])} className="border-b border-navy-50 last:border-0">
            <th scope="row" className="px-3 py-2 text-start font-semibold whitespace-nowrap">
              {name(row[by])}
            </th>
            {row.counts
              .map((count, index) => (
                <td key={weeks[index]} className={cell}>
                  {count}
                </td>
              ))
              .reverse()}
            <td className={`${cell} font-semibold`}>{row.total}</td>
          </tr>
        ))}
      </tbody>
    </ReportTable>
  )
}

/** Where the leads of the last weeks came from, what they asked for, and which sources win. */
export function ReportPage() {
  const [weeks, setWeeks] = useState('12')
  const report = useStaffData<LeadsReport>(`reports/leads?weeks=${weeks}`)
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
      {data && data.bySource.length === 0 ? (
        <p className="text-ink-muted">{text.noReportLeads}</p>
      ) : null}
      {data && data.bySource.length > 0 ? (
        <>
          <WeeklyTable
            id="by-source"
            title={text.bySourceTitle}
            label={text.sourceColumn}
            weeks={data.weeks}
            rows={data.bySource}
            name={sourceName}
            by="source"
          />
          <WeeklyTable
            id="by-service"
            title={text.byServiceTitle}
            label={text.serviceColumn}
            weeks={data.weeks}
            rows={data.byService}
            name={serviceOf}
            by="service"
          />
          <ReportTable id="won-rate" title={text.wonRateTitle}>
            <thead>
              <tr className="border-b border-navy-100">
                <th scope="col" className={headCell}>
                  {text.sourceColumn}
                </th>
                <th scope="col" className={`${headCell} text-end`}>
                  {text.totalColumn}
                </th>
                <th scope="col" className={`${headCell} text-end`}>
                  {text.wonColumn}
                </th>
                <th scope="col" className={`${headCell} text-end`}>
                  {text.rateColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.wonRate.map((row) => (
                <tr key={String(row.source)} className="border-b border-navy-50 last:border-0">
                  <th scope="row" className="px-3 py-2 text-start font-semibold">
                    {sourceName(row.source)}
                  </th>
                  <td className={cell}>{row.total}</td>
                  <td className={cell}>{row.won}</td>
                  <td className={`${cell} font-semibold`}>{text.percent(row.rate)}</td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        </>
      ) : null}
    </div>
  )
}
