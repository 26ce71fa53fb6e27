import type { ReactNode } from 'react'

import { quoteTotals } from '@contract/quote-totals'
import type { QuoteTerms } from '@contract/quotes'
import { cn } from '@/lib/cn'

import { money } from '../hundredths'
import * as text from '../quotes.messages'

/**
 * The totals, worked out by the contract's one function as the customer's page and the e-mails
 * do: without the optional lines and, when there are some, with every one of them, and the
 * deposit. A draft's keeps them in view while its lines are typed: at the foot of the screen,
 * above the lead's action bar on a phone, with the buttons that save and send.
 */
export function TotalsBar({
  terms,
  sticky,
  children,
}: {
  terms: QuoteTerms
  sticky?: boolean
  children?: ReactNode
}) {
  const without = quoteTotals(terms)
  const optional = terms.lines.filter((line) => line.optional).map((line) => line.id)
  const withAll = optional.length ? quoteTotals(terms, optional) : null
  const rows: [string, number][] = [
    [text.totalLabel, without.total],
    ...(withAll ? ([[text.withOptions, withAll.total]] as [string, number][]) : []),
    [text.depositDue(terms.depositPercent), without.deposit],
  ]
  return (
    <div
      role="group"
      aria-label={text.totalsTitle}
      className={cn(
        'flex flex-col gap-2 rounded-xl border border-navy-100 bg-white p-2 sm:flex-row sm:items-center sm:justify-between sm:p-3',
        sticky &&
          'sticky bottom-[calc(7.75rem+env(safe-area-inset-bottom))] z-20 shadow-lift lg:bottom-2',
      )}
    >
      <dl className="flex flex-wrap gap-x-4 gap-y-1">
        {rows.map(([label, amount]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-ink-muted sm:text-sm">{label}</dt>
            <dd className="text-sm font-semibold whitespace-nowrap text-navy-950 sm:text-lg">
              {money(amount)}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  )
}
