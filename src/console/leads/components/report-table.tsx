import { ChevronDown } from 'lucide-react'
import { useState, type ReactNode } from 'react'

import { Link } from '@/components/ui/link'

import { weekLabel } from '@/console/app/format'
import * as text from '../report.messages'

export type Week = { start: string; end: string }

/** The inbox, filtered to the leads a cell counts: its filters, and the days it spans. */
export const inboxHref = (filters: Record<string, string>, from: string, to: string) =>
  `/?${new URLSearchParams({ ...filters, from, to })}`

/** A week's heading: its dates, and "This week" over the first. */
export const weekName = (week: Week, index: number) =>
  index === 0 ? `${text.thisWeek} · ${weekLabel(week.start)}` : weekLabel(week.start)

// Numbers end-aligned with tabular figures, so digits line up under their heading in both
// directions; the first column stays in view while the weeks scroll beside it on a phone.
export const numberCell = 'px-3 py-2 text-end whitespace-nowrap tabular-nums'
export const headCell = 'px-3 py-2 text-end font-semibold whitespace-nowrap text-ink-muted'
export const nameCell =
  'sticky start-0 z-10 min-w-36 bg-white px-3 py-2 text-start font-semibold shadow-[1px_0_0_theme(colors.navy.100)] rtl:shadow-[-1px_0_0_theme(colors.navy.100)]'

/** A count that opens its leads in the inbox; a zero opens nothing. */
export function CountLink({ count, href, label }: { count: number; href: string; label: string }) {
  if (count === 0) return <span className="text-ink-muted">0</span>
  return (
    <Link to={href} aria-label={label} className="text-navy-900 underline underline-offset-4">
      {count}
    </Link>
  )
}

/**
 * A report's table in its card: as wide as its weeks, scrolling sideways inside its own region,
 * which the keyboard can reach and scroll too.
 */
export function ReportTable({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    // The scrolling region is the landmark the heading names; the card around it is none.
    <div className="rounded-card bg-white p-4 shadow-soft sm:p-6">
      <h2 id={id} className="mb-2 text-xl">
        {title}
      </h2>
      {intro ? <p className="mb-2 text-sm text-ink-muted">{intro}</p> : null}
      <div role="region" aria-labelledby={id} tabIndex={0} className="mt-2 overflow-x-auto">
        <table className="w-full border-collapse text-sm">{children}</table>
      </div>
    </div>
  )
}

/** The header row of a weekly table: the name, the total (kept in view), then the weeks. */
export function WeeksHead({ label, weeks }: { label: string; weeks: Week[] }) {
  return (
    <thead>
      <tr className="border-b border-navy-100">
        <th scope="col" className={`${nameCell} text-ink-muted`}>
          {label}
        </th>
        <th scope="col" className={headCell}>
          {text.totalColumn}
        </th>
        {weeks.map((week, index) => (
          <th key={week.start} scope="col" className={headCell}>
            {weekName(week, index)}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/** A row of counts: the total over the period, then each week's, each opening its leads. */
export function WeeklyRow({
  name,
  counts,
  total,
  weeks,
  filters,
  what,
  sources,
}: {
  name: ReactNode
  counts: number[]
  total: number
  weeks: Week[]
  /** The inbox's filters for these leads; null when the inbox cannot pick them out. */
  filters: Record<string, string> | null
  what: string
  /** Rows shown under this one on demand: the raw sources of a channel. */
  sources?: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const count = (n: number, from: string, to: string, week: string) =>
    filters ? (
      <CountLink
        count={n}
        href={inboxHref(filters, from, to)}
        label={text.openLeads(n, what, week)}
      />
    ) : (
      n
    )
  const first = weeks.at(-1)!
  return (
    <>
      <tr className="border-b border-navy-50 last:border-0">
        <th scope="row" className={nameCell}>
          {sources ? (
            <button
              type="button"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
              className="inline-flex min-h-11 items-center gap-1 text-start"
            >
              <ChevronDown
                aria-hidden="true"
                className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
              />
              {name}
            </button>
          ) : (
            name
          )}
        </th>
        <td className={`${numberCell} font-semibold`}>
          {count(total, first.start, weeks[0]!.end, text.wholePeriod)}
        </td>
        {counts.map((n, index) => (
          <td key={weeks[index]!.start} className={numberCell}>
            {count(n, weeks[index]!.start, weeks[index]!.end, weekName(weeks[index]!, index))}
          </td>
        ))}
      </tr>
      {open ? sources : null}
    </>
  )
}
