import { SlidersHorizontal } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'

import { MILESTONES } from '@contract/jobs'
import { milestoneLabels } from '@contract/tracking-messages'
import { Button, ButtonLink } from '@/components/ui/button'
import { InputField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'
import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn'

import { staffApi, type ShipmentRow, type ShipmentsPage } from '@/console/app/api'
import { Notice, messageOf } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { day } from '@/console/app/format'
import * as desk from './desk.messages'
import * as moves from './moves.messages'
import * as text from './shipments.messages'
import { useStaffData } from '@/console/app/use-staff-data'

const stageOptions = [
  { value: 'none', label: text.noStageYet },
  ...MILESTONES.map((stage) => ({ value: stage, label: milestoneLabels[stage] })),
]

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold'

function ShipmentItem({ shipment }: { shipment: ShipmentRow }) {
  return (
    <li
      className={cn(
        'min-w-0 rounded-card bg-white px-4 py-3 shadow-soft sm:px-6 sm:py-4',
        shipment.quiet && 'border-s-4 border-accent-500',
      )}
    >
      <article className="flex min-w-0 flex-col gap-1 break-words sm:gap-2">
        <h2 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg">
          <Link
            to={`/shipments/${shipment.trackingId}`}
            className="text-navy-900 underline-offset-4 hover:underline"
          >
            <bdi dir="ltr">{shipment.trackingId}</bdi>
          </Link>
          {shipment.customerName ? (
            <span className="text-base font-normal text-ink">
              <bdi>{shipment.customerName}</bdi>
            </span>
          ) : null}
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <span className={cn(badge, 'bg-navy-50 text-navy-900')}>
            {shipment.stage ? milestoneLabels[shipment.stage] : text.noStageYet}
          </span>
          {shipment.quiet ? (
            <span className={cn(badge, 'bg-accent-300 text-navy-950')}>{text.quietBadge}</span>
          ) : null}
          {shipment.overdue ? (
            <span className={cn(badge, 'bg-red-700 text-white')}>{text.lateBadge}</span>
          ) : null}
          {shipment.mixedMove ? (
            <span className={cn(badge, 'bg-red-50 text-red-800 ring-1 ring-red-700')}>
              {moves.mixedMoveBadge}
            </span>
          ) : null}
          {shipment.nextDue ? <span>{text.nextDue(day(shipment.nextDue))}</span> : null}
        </p>
        <p className="text-sm text-ink">
          {/* Places are written in English: the route reads left to right in either console. */}
          <bdi dir="ltr">{[shipment.origin, shipment.destination].filter(Boolean).join(' → ')}</bdi>
          {shipment.dateOfArrival ? ` · ${text.arrives(day(shipment.dateOfArrival))}` : ''}
        </p>
      </article>
    </li>
  )
}

/**
 * The shipments desk's list: next milestone first, searched and filtered on the server, with the
 * quiet ones marked so nothing is left for the customer to chase.
 */
export function ShipmentsPage() {
  const [params, setParams] = useSearchParams()
  const query = params.toString()
  const first = useStaffData<ShipmentsPage>(`shipments?${query}`)
  const [older, setOlder] = useState({ query: '', shipments: [] as ShipmentRow[], next: '' })
  const [problem, setProblem] = useState<string | null>(null)
  const extra = older.query === query ? older : null
  const shipments = [...(first.data?.shipments ?? []), ...(extra?.shipments ?? [])]
  const next = extra ? extra.next : (first.data?.next ?? '')
  // On a phone search and filters fold behind one button, which counts those in use.
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filtersId = useId()
  const filtersOn = ['q', 'stage', 'quiet', 'overdue'].filter((name) => params.get(name)).length

  async function loadMore() {
    const more = new URLSearchParams(query)
    more.set('after', next)
    try {
      const page = await staffApi<ShipmentsPage>(`shipments?${more}`)
      setOlder({
        query,
        shipments: [...(extra?.shipments ?? []), ...page.shipments],
        next: page.next ?? '',
      })
      setProblem(null)
    } catch (error) {
      setProblem(messageOf(error))
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={text.shipmentsTitle}
        // On a phone the list itself comes first; the quiet badge and filter say what it means.
        intro={<span className="hidden sm:inline">{text.shipmentsIntro}</span>}
      />
      <div className="-mt-6 flex flex-wrap gap-2 sm:mt-0 sm:gap-3">
        <ButtonLink to="/shipments/new" variant="secondary" size="sm">
          {text.newShipment}
        </ButtonLink>
        <ButtonLink to="/shipments/import" variant="outline" size="sm">
          {text.importUpdates}
        </ButtonLink>
        <Button
          variant="outline"
          size="sm"
          icon={<SlidersHorizontal aria-hidden="true" className="size-4" />}
          className="sm:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          {desk.filtersToggle}
          {filtersOn > 0 ? ` · ${desk.filtersOn(filtersOn)}` : ''}
        </Button>
      </div>
      <ShipmentFilters
        key={query}
        id={filtersId}
        open={filtersOpen}
        params={params}
        onApply={(chosen) => setParams(chosen)}
      />
      {problem || first.error ? <Notice tone="error">{problem ?? first.error}</Notice> : null}
      {first.data && shipments.length === 0 ? (
        <p className="text-ink-muted">{text.noShipments}</p>
      ) : null}
      <ol className="-mt-2 flex flex-col gap-2 sm:mt-0 sm:gap-3">
        {shipments.map((shipment) => (
          <ShipmentItem key={shipment.id} shipment={shipment} />
        ))}
      </ol>
      {next ? (
        <Button variant="outline" onClick={() => void loadMore()}>
          {text.moreShipments}
        </Button>
      ) : null}
    </div>
  )
}

function ShipmentFilters({
  id,
  open,
  params,
  onApply,
}: {
  id: string
  /** Shown on a phone; wider screens always show it. */
  open: boolean
  params: URLSearchParams
  onApply: (chosen: Record<string, string>) => void
}) {
  const [q, setQ] = useState(params.get('q') ?? '')
  const [stage, setStage] = useState(params.get('stage') ?? '')
  const [quiet, setQuiet] = useState(params.get('quiet') === '1')
  const [overdue, setOverdue] = useState(params.get('overdue') === '1')

  function apply(event: FormEvent) {
    event.preventDefault()
    onApply({
      ...(q.trim() && { q: q.trim() }),
      ...(stage && { stage }),
      ...(quiet && { quiet: '1' }),
      ...(overdue && { overdue: '1' }),
    })
  }

  const check = 'flex min-h-11 items-center gap-2 text-sm font-semibold text-navy-900'
  return (
    <form
      id={id}
      role="search"
      aria-label={text.shipmentsTitle}
      onSubmit={apply}
      className={cn(
        open ? 'grid' : 'hidden',
        'gap-4 rounded-card bg-white p-4 shadow-soft sm:grid sm:grid-cols-2 sm:p-6',
      )}
    >
      <InputField
        label={text.shipmentSearch}
        type="search"
        maxLength={100}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <SelectField
        label={text.stageFilter}
        placeholder={text.anyStage}
        options={stageOptions}
        value={stage}
        onChange={(event) => setStage(event.target.value)}
      />
      <div className="flex flex-wrap gap-x-6 sm:col-span-2">
        <label className={check}>
          <input
            type="checkbox"
            className="size-5 accent-navy-900"
            checked={quiet}
            onChange={(event) => setQuiet(event.target.checked)}
          />
          {text.quietOnly}
        </label>
        <label className={check}>
          <input
            type="checkbox"
            className="size-5 accent-navy-900"
            checked={overdue}
            onChange={(event) => setOverdue(event.target.checked)}
          />
          {text.overdueOnly}
        </label>
      </div>
      <Button type="submit" variant="secondary" className="justify-self-start">
        {text.showShipments}
      </Button>
    </form>
  )
}
