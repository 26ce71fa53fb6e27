import { ArrowRight, Check, CircleDot } from 'lucide-react'

import { RunningText } from '@/components/ui/running-text'

import type { ReceivedJob } from '@contract/jobs'
import { milestoneLabels } from '@contract/tracking-messages'

import { arrivalOutlook, latestUpdate, milestoneLine } from '../format'
import { placeName } from '../place-name'
import { shownMoment } from '../shown-date'
import * as text from '../tracking-result.messages'
import { updateText } from '../update-text'

const stateIcon = {
  done: <Check className="size-4 text-white" aria-hidden="true" />,
  current: <CircleDot className="size-4 text-navy-950" aria-hidden="true" />,
  upcoming: null,
}

const stateDot = {
  done: 'bg-accent-600',
  current: 'bg-accent-400 ring-4 ring-accent-400/30',
  upcoming: 'border-2 border-navy-200 bg-white',
}

const stateText = { done: text.stateDone, current: text.stateCurrent, upcoming: text.stateUpcoming }

/**
 * What a visitor came for, before any detail: the latest update, where the shipment is among the
 * stages of a move, when it arrives, and from where to where. Each stage's state is said in words
 * for screen readers and drawn as a distinct shape, never by colour alone. A job whose updates name
 * no stage (as an older deployment of the API sends them) gets no stage line rather than one that
 * calls every stage upcoming.
 */
export function TrackingAnswer({ job }: { job: ReceivedJob }) {
  const latest = latestUpdate(job.status_updates)
  const steps = milestoneLine(job.status_updates)
  const arrival = arrivalOutlook(job)
  return (
    <div className="flex flex-col gap-5">
      {latest ? (
        <div className="rounded-2xl bg-navy-900 p-4 text-white sm:p-6">
          <p className="text-xs font-semibold tracking-wider text-accent-400 uppercase">
            {text.latestUpdate}
          </p>
          <p className="mt-1 text-lg font-bold break-words sm:text-xl">
            <RunningText text={updateText(latest) ?? ''} />
          </p>
          <p className="mt-1 text-sm text-white/80 tabular">
            {shownMoment(latest.status_date, latest.status_time)}
          </p>
        </div>
      ) : null}

      {steps.some((step) => step.state !== 'upcoming') ? (
        <section aria-label={text.journey}>
          <ol className="grid grid-cols-1 gap-2 sm:grid-cols-7 sm:gap-1">
            {steps.map((step) => (
              <li
                key={step.milestone}
                className="flex items-center gap-3 sm:flex-col sm:items-center sm:gap-1.5 sm:text-center"
                aria-current={step.state === 'current' ? 'step' : undefined}
              >
                <span
                  className={`flex size-6 shrink-0 items-center justify-center rounded-full ${stateDot[step.state]}`}
                >
                  {stateIcon[step.state]}
                </span>
                <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 sm:flex-col sm:items-center">
                  <span
                    className={
                      step.state === 'upcoming'
                        ? 'text-sm text-ink-muted'
                        : 'text-sm font-semibold text-navy-900'
                    }
                  >
                    {milestoneLabels[step.milestone]}
                    <span className="sr-only">
                      {text.stateSeparator}
                      {stateText[step.state]}
                    </span>
                  </span>
                  {step.state !== 'upcoming' ? (
                    <span className="text-xs text-ink-muted tabular">
                      {step.date ?? text.notRecorded}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-2xl border border-navy-100 p-4">
          <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
            {text.estimatedArrival}
          </p>
          {arrival.kind === 'expected' ? (
            <p className="mt-1 text-xl font-bold text-navy-900 tabular">{arrival.date}</p>
          ) : arrival.kind === 'overdue' ? (
            <>
              <p className="mt-1 text-xl font-bold text-navy-900 tabular">
                {text.wasDueOn(arrival.date)}
              </p>
              <p className="mt-1 text-sm text-ink-muted">{text.overdueNote}</p>
            </>
          ) : arrival.kind === 'delivered' ? (
            <p className="mt-1 text-xl font-bold text-navy-900 tabular">
              {text.deliveredOn(arrival.date)}
            </p>
          ) : (
            <p className="mt-1 text-lg font-semibold text-navy-900">{text.arrivalToBeConfirmed}</p>
          )}
        </div>
        <div className="rounded-2xl border border-navy-100 p-4">
          <p className="text-xs font-semibold tracking-wider text-ink-muted uppercase">
            {text.route}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-lg font-semibold text-navy-900">
            {/* The runtime names countries: the server's and a browser's lists may word one
                differently, which must not undo the hydration of the whole answer. */}
            <span className="break-words" suppressHydrationWarning>
              <RunningText text={job.origin ? placeName(job.origin) : '-'} />
            </span>
            <ArrowRight className="size-5 text-accent-600" aria-hidden="true" />
            <span className="break-words" suppressHydrationWarning>
              <RunningText text={job.destination ? placeName(job.destination) : '-'} />
            </span>
          </p>
        </div>
      </div>
    </div>
  )
}
