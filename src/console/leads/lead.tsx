import type { ReactNode } from 'react'
import { useParams } from 'react-router-dom'

import type { AttributionField } from '@contract/attribution'
import { can } from '@contract/staff'
import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { inventoryLines, quoteRows } from '@/lib/quote-summary'

import type { Assignee, Lead } from '@/console/app/api'
import { LeadTimeline } from '@/console/audit'
import { FollowUpsSection } from '@/console/follow-ups'
import { LeadQuotes } from '@/console/quotes'
import { LeadWhatsApp } from '@/console/whatsapp'
import { LeadActions } from './components/lead-actions'
import { LeadSummary } from './components/lead-summary'
import { AssignForm, Notes, type LeadWithNotes } from './components/lead-work'
import { LongValue } from './components/long-value'
import { QuoteFollowUp } from './components/quote-follow-up'
import { useUndo } from './components/undo-toast'
import { InventoryList } from '@/console/app/components/inventory-list'
import { Notice } from '@/console/app/components/notice'
import { Section } from '@/console/app/components/section'
import { SourceName } from './components/source-name'
import { moment, reviewInWords, serviceName } from '@/console/app/format'
import { useLiveLeads } from '@/console/app/live-leads'
import { useMe } from '@/console/app/me'
import { readablePhone } from '@/console/app/phone'
import * as common from '@/console/app/console.messages'
import * as text from './leads.messages'
import { useNow } from '@/console/app/use-now'
import { useStaffData } from '@/console/app/use-staff-data'

/** One lead: everything it says, the ways to answer it, and the team's work on it. */
export function LeadPage() {
  const { id } = useParams()
  const { version } = useLiveLeads()
  const lead = useStaffData<LeadWithNotes>(`enquiries/${Number(id) || 0}`, version)
  const { reload } = lead
  const people = useStaffData<{ assignees: Assignee[] }>('enquiries/assignees')
  const undo = useUndo(reload)
  const now = useNow()

  if (lead.error)
    return (
      <div className="flex flex-col gap-6">
        <BackLink />
        <Notice tone="error">{lead.error}</Notice>
      </div>
    )
  if (!lead.data)
    return (
      <p role="status" className="py-16 text-center text-ink-muted">
        {common.loading}
      </p>
    )
  const data = lead.data
  return (
    // Room under the page for the action bar, which a phone keeps at the bottom of the screen.
    <div className="flex flex-col gap-6 pb-36 lg:pb-0">
      <BackLink />
      <LeadSummary lead={data} assignees={people.data?.assignees ?? null} now={now} />
      <LeadActions lead={data} undo={undo} onChanged={reload} />
      <QuoteFollowUp lead={data} undo={undo} onChanged={reload} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {data.details ? <PlannedMove details={data.details} /> : null}
          <Enquiry lead={data} />
          <Origin lead={data} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {data.whatsapp ? <LeadWhatsApp leadId={data.id} customer={data.fullName} /> : null}
          <Notes lead={data} />
          <LeadShipment lead={data} />
          <AssignForm
            key={String(data.assignedTo)}
            lead={data}
            assignees={people}
            onSaved={(change) => {
              undo.done(change)
              reload()
            }}
          />
        </div>
      </div>
      <LeadQuotes leadId={data.id} />
      <FollowUpsSection of={`leads/${data.id}`} readAgainOn={data} />
      <LeadTimeline id={data.id} readAgainOn={data} />
    </div>
  )
}

function BackLink() {
  return (
    <Link to="/" className="self-start font-semibold text-navy-700 underline underline-offset-4">
      {text.allLeads}
    </Link>
  )
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function PlannedMove({ details }: { details: NonNullable<Lead['details']> }) {
  return (
    <Section id="planned-move" title={text.plannedMove}>
      <Facts rows={quoteRows(details)} />
      <InventoryList
        lines={inventoryLines(details)}
        heading={<h3 className="mt-6 mb-2 text-lg">{text.inventoryTitle}</h3>}
      />
    </Section>
  )
}

const ltr = (value: string) => <bdi dir="ltr">{value}</bdi>

function Enquiry({ lead }: { lead: Lead }) {
  const service = serviceName(lead.serviceType)
  const botCheck = lead.reviewReason ? (
    <>
      {text.botReview} {reviewInWords(lead.reviewReason)}
    </>
  ) : lead.recaptchaScore !== null ? (
    text.botScore(lead.recaptchaScore.toFixed(1))
  ) : (
    '—'
  )
  const rows: [string, ReactNode][] = [
    [text.phoneLabel, ltr(readablePhone(lead.phoneNumber))],
    [text.emailField, ltr(lead.email)],
    [text.serviceLabel, service],
    [text.languageLabel, common.languages[lead.locale]],
    [text.receivedLabel, moment(Date.parse(lead.createdAt))],
    [text.pageLabel, <LongValue key="page" value={lead.submittedUrl} />],
    ...(lead.trackingNumber
      ? ([[common.trackingLabel, ltr(lead.trackingNumber)]] as [string, ReactNode][])
      : []),
    [text.botCheckLabel, botCheck],
    [
      text.messageLabel,
      <p dir="auto" className="text-start whitespace-pre-line">
        {lead.message}
      </p>,
    ],
  ]
  return (
    <Section id="enquiry" title={text.enquiryTitle}>
      <Facts rows={rows} />
    </Section>
  )
}

/** The visit the lead came from: its source, first page, referring site and campaign tags. */
function Origin({ lead }: { lead: Lead }) {
  const fields = Object.entries(lead.attribution ?? {}) as [AttributionField, string][]
  return (
    <Section id="origin" title={text.originTitle}>
      {lead.source === null ? (
        <p className="text-ink-muted">{text.originUnknown}</p>
      ) : (
        <Facts
          rows={[
            [text.attributionLabels.source, <SourceName key="source" source={lead.source} />],
            ...fields.map(([field, value]): [string, ReactNode] => [
              text.attributionLabels[field],
              <LongValue key={field} value={value} />,
            ]),
          ]}
        />
      )}
    </Section>
  )
}

/** For those who also keep shipments: the won lead's shipment, or the way to make it. */
function LeadShipment({ lead }: { lead: LeadWithNotes }) {
  const { member } = useMe()
  if (!member || !can(member.role, 'shipments')) return null
  if (lead.shipment)
    return (
      <Section id="shipment" title={text.leadShipmentTitle}>
        <Link
          to={`/shipments/${lead.shipment}`}
          className="font-semibold text-navy-700 underline underline-offset-4"
        >
          <bdi dir="ltr">{lead.shipment}</bdi>
        </Link>
      </Section>
    )
  if (lead.status !== 'won') return null
  return (
    <Section id="shipment" title={text.leadShipmentTitle}>
      <Link
        to={`/shipments/new?lead=${lead.id}`}
        className={buttonClasses({ variant: 'secondary' })}
      >
        {common.createShipment}
      </Link>
    </Section>
  )
}
