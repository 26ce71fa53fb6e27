import { MessageCircle, MoreHorizontal } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'

import { Button, buttonClasses } from '@/components/ui/button'
import { Link } from '@/components/ui/link'

import { staffApi, type Assignee, type Deliveries, type Lead } from '@/console/app/api'
import { FILTERS, LeadFilters, type Filters } from './components/lead-filters'
import { referenceOf } from './components/lead-reference'
import { LeadStatusLine } from './components/lead-status'
import { Notice, messageOf } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { moment, serviceName } from '@/console/app/format'
import { useLiveLeads } from '@/console/app/live-leads'
import { SourceName } from './components/source-name'
import * as common from '@/console/app/console.messages'
import * as inbox from './inbox.messages'
import * as text from './leads.messages'
import { useNow } from '@/console/app/use-now'
import { useStaffData } from '@/console/app/use-staff-data'

type LeadsPage = { leads: Lead[]; next: number | null }

/**
 * The leads inbox: newest first, filtered and searched on the server, fifty at a time. New leads
 * and colleagues' changes appear by themselves, through the console's live stream.
 */
export function InboxPage() {
  const [params, setParams] = useSearchParams()
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? '']),
  ) as Filters
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString()
  const { unanswered, whatsapp: unreadWhatsApp, version, paused } = useLiveLeads()
  const now = useNow()
  const first = useStaffData<LeadsPage>(`enquiries?${query}`, version)
  const assignees = useStaffData<{ assignees: Assignee[] }>('enquiries/assignees')
  const deliveries = useStaffData<Deliveries>('deliveries', version)
  const crm = deliveries.data?.webhook
  const whatsapp = deliveries.data?.whatsapp

  // Older pages the person asked for, kept only for the filter and the list they continued.
  const shown = `${query}|${version}`
  const [older, setOlder] = useState({
    shown: '',
    leads: [] as Lead[],
    next: null as number | null,
  })
  const [problem, setProblem] = useState<string | null>(null)
  const extra = older.shown === shown ? older : null
  const leads = [...(first.data?.leads ?? []), ...(extra?.leads ?? [])]
  const next = extra ? extra.next : (first.data?.next ?? null)
  const nameOf = (id: number | null) =>
    assignees.data?.assignees.find((assignee) => assignee.id === id)?.name

  async function loadOlder() {
    const more = new URLSearchParams(query)
    more.set('before', String(next))
    try {
      const page = await staffApi<LeadsPage>(`enquiries?${more}`)
      setOlder({ shown, leads: [...(extra?.leads ?? []), ...page.leads], next: page.next })
      setProblem(null)
    } catch (error) {
      setProblem(messageOf(error))
    }
  }

  return (
    <div className="flex flex-col gap-3 sm:gap-6">
      <PageHeading title={text.leadsTitle} intro={text.leadsIntro} />
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="me-auto font-semibold text-navy-900">
          {unanswered === null ? '' : text.unansweredCount(unanswered)}
          {unreadWhatsApp ? ` ${inbox.unreadWhatsApp(unreadWhatsApp)}.` : ''}
        </p>
        {/* A rare action: out of the way in a menu, where it cannot push the leads down. */}
        <details className="relative">
          <summary
            className={`${buttonClasses({ variant: 'ghost', size: 'sm' })} cursor-pointer list-none`}
          >
            <MoreHorizontal className="size-5" aria-hidden="true" />
            {inbox.moreActions}
          </summary>
          <div className="absolute end-0 z-20 mt-1 w-max max-w-[80vw] rounded-card bg-white p-2 shadow-soft">
            <a
              href={`/api/staff/enquiries/export${query ? `?${query}` : ''}`}
              download
              className="block rounded px-3 py-2 font-semibold text-navy-900 hover:bg-navy-50"
            >
              {text.exportCsv}
            </a>
          </div>
        </details>
      </div>
      {paused ? <Notice tone="error">{text.liveLost}</Notice> : null}
      {crm?.configured && (crm.retrying || crm.failed) ? (
        <Notice tone="error">
          {text.crmFailing(crm.retrying, crm.failed)}
          {crm.lastError ? ` ${common.crmLastError(crm.lastError)}` : ''}
        </Notice>
      ) : null}
      {whatsapp?.configured && (whatsapp.retrying || whatsapp.failed) ? (
        <Notice tone="error">
          {text.whatsappFailing(whatsapp.retrying, whatsapp.failed)}
          {/* Meta's words end with their own full stop; the sentence adds one. */}
          {whatsapp.lastError
            ? ` ${common.crmLastError(whatsapp.lastError.replace(/\.+$/, ''))}`
            : ''}
        </Notice>
      ) : null}
      <LeadFilters
        key={query}
        filters={filters}
        onApply={(chosen) =>
          setParams(Object.fromEntries(Object.entries(chosen).filter(([, value]) => value)))
        }
      />
      {problem || first.error ? <Notice tone="error">{problem ?? first.error}</Notice> : null}
      {first.data && leads.length === 0 ? <p className="text-ink-muted">{text.noLeads}</p> : null}
      <ol className="flex flex-col gap-2 sm:gap-3">
        {leads.map((lead) => (
          <li key={lead.id} className="rounded-card bg-white px-4 py-3 shadow-soft sm:px-6">
            <article className="flex min-w-0 flex-col gap-1">
              <h2 className="text-lg break-words">
                <Link
                  to={`/leads/${lead.id}`}
                  className="text-navy-900 underline-offset-4 hover:underline"
                >
                  <bdi>{lead.fullName}</bdi>
                </Link>
              </h2>
              <LeadStatusLine lead={lead} now={now} />
              {lead.whatsappUnread ? (
                <p className="flex items-center gap-2 text-sm font-semibold text-green-900">
                  <MessageCircle className="size-4" aria-hidden="true" />
                  {inbox.unreadWhatsApp(lead.whatsappUnread)}
                </p>
              ) : null}
              <p className="text-sm break-words text-ink">
                <span className="tabular-nums" dir="ltr" title={inbox.referenceLabel}>
                  {referenceOf(lead)}
                </span>{' '}
                · {lead.details ? `${text.plannedMove} · ` : ''}
                {serviceName(lead.serviceType)} · {common.languages[lead.locale]} ·{' '}
                {lead.source ? (
                  <>
                    {text.fromSource} <SourceName source={lead.source} /> ·{' '}
                  </>
                ) : null}
                {text.receivedAt(moment(Date.parse(lead.createdAt)))} ·{' '}
                {lead.assignedTo === null
                  ? text.unassigned
                  : text.assignedTo(nameOf(lead.assignedTo) ?? `#${lead.assignedTo}`)}
              </p>
            </article>
          </li>
        ))}
      </ol>
      {next !== null ? (
        <Button variant="outline" onClick={() => void loadOlder()}>
          {text.olderLeads}
        </Button>
      ) : null}
    </div>
  )
}
