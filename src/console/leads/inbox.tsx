import { ChevronDown } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'

import { enquiryLocales } from '@contract/enquiry'
import { LEAD_STATUSES } from '@contract/leads'
import { Button, buttonClasses } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'
import { Link } from '@/components/ui/link'
import { serviceTypeOptions } from '@/lib/service-types'

import { staffApi, type Assignee, type Deliveries, type Lead } from '@/console/app/api'
import { LeadStatusLine } from './components/lead-status'
import { Notice, messageOf } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { moment, serviceName } from '@/console/app/format'
import { useLiveLeads } from '@/console/app/live-leads'
import { SourceName } from './components/source-name'
import * as common from '@/console/app/console.messages'
import * as text from './leads.messages'
import { useNow } from '@/console/app/use-now'
import { useStaffData } from '@/console/app/use-staff-data'

type LeadsPage = { leads: Lead[]; next: number | null }

const FILTERS = ['q', 'status', 'service', 'locale', 'source', 'from', 'to'] as const
type Filters = Record<(typeof FILTERS)[number], string>

const statusOptions = LEAD_STATUSES.map((status) => ({
  value: status,
  label: common.statuses[status],
}))
const languageOptions = enquiryLocales.map((locale) => ({
  value: locale,
  label: common.languages[locale],
}))

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
  const { unanswered, version, paused } = useLiveLeads()
  const now = useNow()
  const first = useStaffData<LeadsPage>(`enquiries?${query}`, version)
  const assignees = useStaffData<{ assignees: Assignee[] }>('enquiries/assignees')
  const deliveries = useStaffData<Deliveries>('deliveries', version)
  const crm = deliveries.data?.webhook

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
    <div className="flex flex-col gap-6">
      <PageHeading title={text.leadsTitle} intro={text.leadsIntro} />
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="me-auto font-semibold text-navy-900">
          {unanswered === null ? '' : text.unansweredCount(unanswered)}
        </p>
        <a
          href={`/api/staff/enquiries/export${query ? `?${query}` : ''}`}
          download
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          {text.exportCsv}
        </a>
      </div>
      {paused ? <Notice tone="error">{text.liveLost}</Notice> : null}
      {crm?.configured && (crm.retrying || crm.failed) ? (
        <Notice tone="error">
          {text.crmFailing(crm.retrying, crm.failed)}
          {crm.lastError ? ` ${common.crmLastError(crm.lastError)}` : ''}
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
      <ol className="flex flex-col gap-3">
        {leads.map((lead) => (
          <li key={lead.id} className="rounded-card bg-white p-4 shadow-soft sm:px-6">
            <article className="flex flex-col gap-2">
              <h2 className="text-lg">
                <Link
                  to={`/leads/${lead.id}`}
                  className="text-navy-900 underline-offset-4 hover:underline"
                >
                  <bdi>{lead.fullName}</bdi>
                </Link>
              </h2>
              <LeadStatusLine lead={lead} now={now} />
              <p className="text-sm text-ink">
                {lead.details ? `${text.plannedMove} · ` : ''}
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

/** The inbox's filters, applied together; they live in the address, so a view can be shared. */
function LeadFilters({
  filters,
  onApply,
}: {
  filters: Filters
  onApply: (filters: Filters) => void
}) {
  const [draft, setDraft] = useState(filters)
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value })

  function apply(event: FormEvent) {
    event.preventDefault()
    onApply(draft)
  }

  // Beyond the search, the filters fold away (on a phone they would hide the leads), open
  // while one is in use.
  const narrowed = FILTERS.some((name) => name !== 'q' && filters[name])
  return (
    <form
      role="search"
      aria-label={text.filtersLabel}
      onSubmit={apply}
      className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-end gap-3">
        <InputField
          label={text.searchLabel}
          type="search"
          maxLength={100}
          value={draft.q}
          onChange={set('q')}
          className="min-w-56 flex-1"
        />
        <Button type="submit" variant="secondary">
          {text.showLeads}
        </Button>
      </div>
      <details open={narrowed} className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-navy-900">
          <ChevronDown
            className="size-5 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
          {text.moreFilters}
        </summary>
        <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            label={text.statusFilter}
            placeholder={text.allStatuses}
            options={statusOptions}
            value={draft.status}
            onChange={set('status')}
          />
          <SelectField
            label={text.serviceFilter}
            placeholder={text.allServices}
            options={serviceTypeOptions}
            value={draft.service}
            onChange={set('service')}
          />
          <SelectField
            label={text.languageFilter}
            placeholder={text.allLanguages}
            options={languageOptions}
            value={draft.locale}
            onChange={set('locale')}
          />
          <InputField
            label={text.sourceFilter}
            hint={text.sourceHint}
            dir="ltr"
            maxLength={100}
            value={draft.source}
            onChange={set('source')}
          />
          <InputField
            label={text.fromFilter}
            type="date"
            value={draft.from}
            onChange={set('from')}
          />
          <InputField label={text.toFilter} type="date" value={draft.to} onChange={set('to')} />
          <div className="flex items-end">
            <Button
              type="button"
              variant="ghost"
              onClick={() =>
                onApply(Object.fromEntries(FILTERS.map((name) => [name, ''])) as Filters)
              }
            >
              {text.clearFilters}
            </Button>
          </div>
        </div>
      </details>
    </form>
  )
}
