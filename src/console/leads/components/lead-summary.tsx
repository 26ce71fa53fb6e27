import type { ReactNode } from 'react'

import { placeName, whenLabel } from '@/lib/quote-summary'

import type { Assignee, Lead } from '@/console/app/api'
import { PageHeading } from '@/console/app/components/page-heading'
import { moment, serviceName } from '@/console/app/format'

import * as inbox from '../inbox.messages'
import * as text from '../leads.messages'
import { referenceOf } from './lead-reference'
import { LeadStatusLine } from './lead-status'

/**
 * What a lead is at a glance, before anything else on its page: who, what for, where to and when,
 * where it stands and for how long, and whose it is.
 */
export function LeadSummary({
  lead,
  assignees,
  now,
}: {
  lead: Lead
  assignees: Assignee[] | null
  now: number
}) {
  const owner =
    lead.assignedTo === null
      ? text.unassigned
      : (assignees?.find((person) => person.id === lead.assignedTo)?.name ?? '…')
  const facts: [string, ReactNode][] = [
    // Read out on the phone by a customer quoting their e-mail: Latin, whichever the language.
    [inbox.referenceLabel, <bdi dir="ltr">{referenceOf(lead)}</bdi>],
    [text.serviceLabel, serviceName(lead.serviceType)],
    ...(lead.details
      ? ([
          [text.routeLabel, text.route(placeName(lead.details.from), placeName(lead.details.to))],
          [text.moveDateLabel, whenLabel(lead.details.when)],
        ] as [string, ReactNode][])
      : []),
    [text.ownerLabel, owner],
    [text.receivedLabel, moment(Date.parse(lead.createdAt))],
  ]
  return (
    <div>
      <PageHeading title={lead.fullName} />
      <div className="-mt-4 flex flex-col gap-3">
        <LeadStatusLine lead={lead} now={now} />
        {lead.status === 'lost' && lead.lostReason ? (
          <p dir="auto" className="text-start text-sm [overflow-wrap:anywhere]">
            {text.lostBecause(lead.lostReason)}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="font-semibold [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  )
}
