import { ArrowRight, ChevronRight, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'

import { Link } from '@/components/ui/link'
import { RunningText } from '@/components/ui/running-text'
import { paths } from '@/config/paths'

import type { ReceivedJob } from '@contract/jobs'
import { milestoneLabels } from '@contract/tracking-messages'

import { arrivalOutlook, latestUpdate, milestoneLine, type ArrivalOutlook } from '../format'
import { placeName } from '../place-name'
import * as details from '../tracking-details.messages'
import * as text from '../tracking-list.messages'
import * as resultText from '../tracking-result.messages'
import * as trackingText from '../tracking.messages'
import { updateText } from '../update-text'
import { trackingLink } from '../use-tracking'

/** The stage a job has reached; else its newest update's words, for updates that name none. */
function latestStage(job: ReceivedJob): string {
  const reached = milestoneLine(job.status_updates).findLast((step) => step.state !== 'upcoming')
  if (reached) return milestoneLabels[reached.milestone]
  const latest = latestUpdate(job.status_updates)
  return (latest && updateText(latest)) || details.noUpdates
}

/** An arrival as a row says it: the date expected, missed or delivered on. */
export function arrivalText(arrival: ArrivalOutlook): string {
  if (arrival.kind === 'expected') return arrival.date
  if (arrival.kind === 'overdue') return resultText.wasDueOn(arrival.date)
  if (arrival.kind === 'delivered') return resultText.deliveredOn(arrival.date)
  return resultText.arrivalToBeConfirmed
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words text-navy-900 tabular">{children}</dd>
    </div>
  )
}

/** A number, read left to right in either language. */
const TrackingNumber = ({ id }: { id: string }) => (
  <bdi dir="ltr" className="text-lg font-bold break-all text-navy-900 tabular">
    {id}
  </bdi>
)

/**
 * One shipment in a list, linked to its full answer (a plain link, so it opens without scripts
 * too): its number, its stage, its arrival and its route.
 */
export function ShipmentRow({
  trackingId,
  stage,
  arrival,
  origin,
  destination,
  onFollow,
}: {
  trackingId: string
  stage: string
  arrival: string
  origin: string | null | undefined
  destination: string | null | undefined
  /** Called as the link is followed, e.g. to close the dialog it sits in. */
  onFollow?: () => void
}) {
  return (
    <Link
      to={trackingLink([trackingId])}
      onClick={onFollow}
      className="group block rounded-2xl border border-navy-100 p-4 transition-colors hover:border-accent-600 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      <span className="flex items-center justify-between gap-3">
        <TrackingNumber id={trackingId} />
        <span
          className="flex shrink-0 items-center gap-1 text-sm font-semibold text-accent-700 group-hover:underline"
          aria-hidden="true"
        >
          {text.viewDetails}
          <ChevronRight className="size-4" />
        </span>
      </span>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <Fact label={text.latestStage}>
          <RunningText text={stage} />
        </Fact>
        <Fact label={resultText.estimatedArrival}>{arrival}</Fact>
        <Fact label={resultText.route}>
          <span className="flex flex-wrap items-center gap-x-1.5">
            {/* The runtime names countries, and the server's list may word one differently
                from a browser's (see tracking-answer.tsx). */}
            <span suppressHydrationWarning>
              <RunningText text={origin ? placeName(origin) : '-'} />
            </span>
            <ArrowRight className="size-4 shrink-0 text-accent-600" aria-hidden="true" />
            <span suppressHydrationWarning>
              <RunningText text={destination ? placeName(destination) : '-'} />
            </span>
          </span>
        </Fact>
      </dl>
    </Link>
  )
}

/**
 * A result for several numbers, one row each in the order asked. A number nothing matched is
 * said so in its place.
 */
export function TrackingList({
  trackingIds,
  jobs,
}: {
  trackingIds: string[]
  jobs: ReceivedJob[]
}) {
  // Lookups match whatever the case; the answer spells the number as it is stored.
  const byId = new Map(jobs.map((job) => [job.tracking_id.toUpperCase(), job]))
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink-muted">{text.listCaption(trackingIds.length)}</p>
      <ol className="flex flex-col gap-3">
        {trackingIds.map((id) => {
          const job = byId.get(id.toUpperCase())
          if (!job)
            return (
              <li key={id} className="rounded-2xl border border-dashed border-navy-200 p-4">
                <TrackingNumber id={id} />
                <p className="mt-1 font-medium text-red-700">{trackingText.notFound}</p>
              </li>
            )
          return (
            <li key={id}>
              <ShipmentRow
                trackingId={job.tracking_id}
                stage={latestStage(job)}
                arrival={arrivalText(arrivalOutlook(job))}
                origin={job.origin}
                destination={job.destination}
              />
            </li>
          )
        })}
      </ol>
      <Link
        to={paths.track.getHref()}
        className="flex items-center gap-2 self-start text-sm font-semibold text-navy-700 underline"
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {resultText.trackAnother}
      </Link>
    </div>
  )
}
