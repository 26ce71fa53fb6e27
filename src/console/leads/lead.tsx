import type { ReactNode } from 'react'
import { useParams } from 'react-router-dom'

import type { AttributionField } from '@contract/attribution'
import { can } from '@contract/staff'
import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { telHref } from '@/config/env'
import { inventoryLines, quoteRows } from '@/lib/quote-summary'

import type { Lead } from '@/console/app/api'
import { LeadTimeline } from '@/console/audit'
import { LeadStatusLine } from './components/lead-status'
import { AssignForm, Notes, StatusForm, type LeadWithNotes } from './components/lead-work'
import { Notice } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { Section } from '@/console/app/components/section'
import { SourceName } from './components/source-name'
import { moment, reviewInWords, serviceName } from '@/console/app/format'
import { emailSubject, whatsappGreeting } from '@/console/app/greetings'
import { useLiveLeads } from '@/console/app/live-leads'
import { mailtoHref } from './mail-link'
import { useMe } from '@/console/app/me'
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
    <div className="flex flex-col gap-6">
      <BackLink />
      <div>
        <PageHeading title={data.fullName} />
        <div className="-mt-4">
          <LeadStatusLine lead={data} now={now} />
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <Contact lead={data} />
          {data.details ? <PlannedMove details={data.details} /> : null}
          <Enquiry lead={data} />
          <Origin lead={data} />
        </div>
        <div className="flex flex-col gap-6">
          <StatusForm lead={data} onSaved={reload} />
          <LeadShipment lead={data} />
          <AssignForm lead={data} onSaved={reload} />
          <Notes lead={data} onSaved={reload} />
        </div>
      </div>
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

/** A call, a WhatsApp message or an e-mail, each one tap away, greeting in the lead's language. */
function Contact({ lead }: { lead: Lead }) {
  const { member } = useMe()
  const digits = lead.phoneNumber.replace(/\D/g, '')
  const greeting = whatsappGreeting(lead.locale, lead.fullName, member?.name ?? '')
  const links = [
    { href: telHref(lead.phoneNumber), label: text.call },
    {
      href: `https://wa.me/${digits}?text=${encodeURIComponent(greeting)}`,
      label: text.whatsapp,
      external: true,
    },
    {
      href: mailtoHref(lead.email, emailSubject(lead.locale)),
      label: text.sendEmail,
    },
  ]
  return (
    <Section id="contact" title={text.contactTitle}>
      <ul className="flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              className={buttonClasses({ variant: 'secondary' })}
              {...(link.external && { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function PlannedMove({ details }: { details: NonNullable<Lead['details']> }) {
  const inventory = inventoryLines(details)
  return (
    <Section id="planned-move" title={text.plannedMove}>
      <Facts rows={quoteRows(details)} />
      {inventory.length ? (
        <>
          <h3 className="mt-6 mb-2 text-lg">{text.inventoryTitle}</h3>
          <ul className="list-disc ps-5">
            {inventory.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
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
    [text.phoneLabel, ltr(`+${lead.phoneNumber.replace(/\D/g, '')}`)],
    [text.emailField, ltr(lead.email)],
    [text.serviceLabel, service],
    [text.languageLabel, common.languages[lead.locale]],
    [text.receivedLabel, moment(Date.parse(lead.createdAt))],
    [text.pageLabel, ltr(lead.submittedUrl)],
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
              ltr(value),
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
