import type { ReactNode } from 'react'

import { milestoneLabels } from '@contract/tracking-messages'
import { cn } from '@/lib/cn'

import type { ShipmentDetail } from '@/console/app/api'
import { day } from '@/console/app/format'
import * as desk from '../desk.messages'
import * as text from '../shipments.messages'

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold'
const textOf = (value: string | number | null) => (value === null ? '' : String(value).trim())

/** One fact of the summary: its name small above, its value below. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="break-words text-navy-900">{children}</dd>
    </div>
  )
}

/**
 * What a call about the shipment needs first: who, from where to where, how far it got, when it
 * is due, and whether it is late or gone quiet.
 */
export function ShipmentSummary({ shipment }: { shipment: ShipmentDetail['shipment'] }) {
  const name = textOf(shipment.customer_name)
  const route = [textOf(shipment.origin), textOf(shipment.destination)].filter(Boolean)
  const arrival = textOf(shipment.date_of_arrival)
  const delivered = shipment.stage === 'delivered'
  return (
    <div className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-soft sm:p-6">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
        <Fact label={desk.summaryCustomer}>
          {name ? <bdi>{name}</bdi> : <span className="text-ink-muted">{desk.noCustomerName}</span>}
        </Fact>
        <Fact label={desk.summaryRoute}>
          {/* Places are written in English: the route reads left to right in either console. */}
          {route.length ? (
            <bdi dir="ltr">{route.join(' → ')}</bdi>
          ) : (
            <span className="text-ink-muted">{desk.notSet}</span>
          )}
        </Fact>
        <Fact label={desk.summaryStage}>
          {shipment.stage ? milestoneLabels[shipment.stage] : text.noStageYet}
        </Fact>
        <Fact label={desk.summaryEta}>
          {arrival ? (
            <span className="tabular-nums">{day(arrival)}</span>
          ) : (
            <span className="text-ink-muted">{desk.notSet}</span>
          )}
        </Fact>
      </dl>
      <p className="flex flex-wrap gap-2">
        {shipment.overdue ? (
          <span className={cn(badge, 'bg-red-700 text-white')}>{desk.overdueBadge}</span>
        ) : null}
        {shipment.quiet ? (
          <span className={cn(badge, 'bg-accent-300 text-navy-950')}>{text.quietBadge}</span>
        ) : null}
        {!shipment.overdue && !shipment.quiet ? (
          <span className={cn(badge, 'bg-green-50 text-green-900 ring-1 ring-green-700')}>
            {delivered ? desk.deliveredBadge : desk.onTrackBadge}
          </span>
        ) : null}
      </p>
    </div>
  )
}
