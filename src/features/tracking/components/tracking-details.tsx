import { CircleCheck, PackageSearch } from 'lucide-react'
import { useId, useState } from 'react'

import { RunningText } from '@/components/ui/running-text'

import type { ReceivedJob } from '@contract/jobs'

import { chronological, jobDetails } from '../format'
import { shownMoment } from '../shown-date'
import * as text from '../tracking-details.messages'
import * as resultText from '../tracking-result.messages'
import { ResultActions } from './result-actions'
import { legsOf, MoveLegs } from './move-legs'
import { RevealDetails, SubscribeToMilestones } from './second-factor'
import { TrackingAnswer } from './tracking-answer'
import { updateText } from '../update-text'

type TrackingDetailsProps = {
  job: ReceivedJob
  /** In the result dialog: close it for the next number. */
  onTrackAnother?: () => void
  /** Opened from a milestone e-mail's confirmation link. */
  subscribed?: boolean
}

/**
 * The answer first (latest update, stages, arrival, route), then the details and every status
 * update. Personal fields arrive masked; the last 4 digits of the contact number on file show them
 * in full and open milestone e-mails. Every value is rendered as React text, never as HTML, so
 * nothing the server returns can inject markup. Shown in the result modal, and in the page itself
 * for a result link (/track-your-cargo?tracking_id=…).
 */
export function TrackingDetails({ job: found, onTrackAnother, subscribed }: TrackingDetailsProps) {
  const [revealed, setRevealed] = useState<{ job: ReceivedJob; last4: string }>()
  const job = revealed?.job ?? found
  const updates = chronological(job.status_updates)
  const headingId = useId()
  const legs = legsOf(found)
  return (
    <div className="flex flex-col gap-6">
      {subscribed ? (
        <p className="rounded-xl bg-accent-300/30 p-3 font-medium text-navy-900">
          {resultText.subscriptionConfirmed}
        </p>
      ) : null}
      <TrackingAnswer job={job} />
      <ResultActions trackingId={found.tracking_id} onTrackAnother={onTrackAnother} />
      {revealed ? (
        <>
          <p role="status" className="sr-only">
            {resultText.revealed}
          </p>
          <SubscribeToMilestones
            trackingId={found.tracking_id}
            last4={revealed.last4}
            move={legs.length > 0}
          />
        </>
      ) : found.disclosure === 'masked' ? (
        <RevealDetails
          trackingId={found.tracking_id}
          onRevealed={(job, last4) => setRevealed({ job, last4 })}
        />
      ) : null}
      {legs.length > 0 ? (
        <MoveLegs trackingId={found.tracking_id} legs={legs} onFollow={onTrackAnother} />
      ) : null}
      <dl className="grid gap-x-6 gap-y-4 rounded-2xl bg-sand-100 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-3">
        {jobDetails(job).map(({ label, value }) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
              {label}
            </dt>
            {/* Masked and Latin values are isolated, so «•••••••22» keeps its dots first in
                Arabic; place names come from the runtime (see tracking-answer.tsx). */}
            <dd
              className="mt-0.5 font-semibold break-words text-navy-900 tabular"
              suppressHydrationWarning
            >
              <RunningText text={value} />
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg">
          {text.statusUpdates}
        </h3>
        {updates.length === 0 ? (
          <p className="mt-3 flex items-center gap-2 text-ink-muted">
            <PackageSearch className="size-5" aria-hidden="true" />
            {text.noUpdates}
          </p>
        ) : (
          <ol className="mt-4 flex flex-col gap-0 border-s-2 border-navy-100 ps-6">
            {updates.map((update, index) => (
              <li key={update.id} className="relative pb-5 last:pb-0">
                <CircleCheck
                  className={
                    index === updates.length - 1
                      ? 'absolute top-0.5 -start-[2.1rem] size-5 rounded-full bg-white text-accent-600'
                      : 'absolute top-0.5 -start-[2.1rem] size-5 rounded-full bg-white text-navy-600'
                  }
                  aria-hidden="true"
                />
                <p className="font-semibold break-words text-navy-900">
                  <RunningText text={updateText(update) ?? ''} />
                </p>
                <p className="text-sm text-ink-muted tabular">
                  {shownMoment(update.status_date, update.status_time)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
