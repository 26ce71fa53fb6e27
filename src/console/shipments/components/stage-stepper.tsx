import { Check } from 'lucide-react'
import { useId } from 'react'

import { MILESTONES, type Milestone } from '@contract/jobs'
import { milestoneLabels } from '@contract/tracking-messages'
import { cn } from '@/lib/cn'

import * as desk from '../desk.messages'
import * as text from '../shipments.messages'

/** The stage after `reached`: the first for a shipment with none, none after delivery. */
export const nextStage = (reached: Milestone | null): Milestone | '' =>
  MILESTONES[reached === null ? 0 : MILESTONES.indexOf(reached) + 1] ?? ''

/**
 * The milestones in order as one choice: those the shipment reached are ticked, so the next one
 * reads as the step to take; "a note only" comes last.
 */
export function StageStepper({
  value,
  reached,
  hint,
  onChange,
}: {
  value: string
  reached: Milestone | null
  hint?: string
  onChange: (stage: Milestone | '') => void
}) {
  const name = useId()
  const reachedAt = reached === null ? -1 : MILESTONES.indexOf(reached)
  const choice = (stage: Milestone | '', label: string, index: number) => (
    <li key={stage || 'none'}>
      <label
        className={cn(
          'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-3 text-sm font-semibold',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-700',
          value === stage
            ? 'border-navy-900 bg-navy-900 text-white'
            : index <= reachedAt
              ? 'border-navy-50 bg-navy-50 text-navy-900'
              : 'border-navy-200 bg-white text-navy-900',
        )}
      >
        <input
          type="radio"
          name={name}
          value={stage}
          checked={value === stage}
          onChange={() => onChange(stage)}
          className="sr-only"
        />
        {index <= reachedAt ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
        {label}
        {index <= reachedAt ? (
          <>
            {' '}
            <span className="sr-only">{desk.stageReached}</span>
          </>
        ) : null}
        {index === reachedAt + 1 ? (
          <>
            {' '}
            <span className="sr-only">{desk.stageNext}</span>
          </>
        ) : null}
      </label>
    </li>
  )
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 font-semibold text-navy-900">{text.updateStage}</legend>
      <ol className="flex flex-wrap gap-2">
        {MILESTONES.map((stage, index) => choice(stage, milestoneLabels[stage], index))}
        {choice('', text.noStage, MILESTONES.length)}
      </ol>
      {hint ? <p className="mt-2 text-sm text-ink-muted">{hint}</p> : null}
    </fieldset>
  )
}
