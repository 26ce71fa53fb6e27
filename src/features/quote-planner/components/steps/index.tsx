import { formatVolume } from '@/lib/quote-summary'

import { toDetails } from '../../quote-planner-rules'
import type { PlannerDraft } from '../../types'
import * as text from './steps.messages'
import type { StepProps } from './step-props'
import { ContactStep } from './contact-step'
import { ReviewStep } from './review-step'
import { RouteStep } from './route-step'
import { SizeStep } from './size-step'
import { WhenStep } from './when-step'

/*
 * Every step after the first, with the inventory, the country list and the summary they need: the
 * planner's first screen is one choice, so this chunk loads while the visitor makes it.
 */

/** The running total stays in sight beside Next while items are counted on a phone. */
export function VolumeBadge({ draft }: { draft: PlannerDraft }) {
  const { volume } = toDetails({ ...draft, moveType: draft.moveType || 'local' })
  return (
    <p className="text-center text-sm text-ink-muted">
      {text.total}{' '}
      <strong className="block text-lg text-navy-950 tabular-nums">{formatVolume(volume)}</strong>
    </p>
  )
}

/** The step on screen, for every step but the first. */
export function LaterStep({ planner, onEdit }: StepProps & { onEdit: (index: number) => void }) {
  switch (planner.step.id) {
    case 'route':
      return <RouteStep planner={planner} />
    case 'when':
      return <WhenStep planner={planner} />
    case 'size':
      return <SizeStep planner={planner} />
    case 'contact':
      return <ContactStep planner={planner} />
    case 'review':
      return <ReviewStep planner={planner} onEdit={onEdit} />
    case 'what':
      return null
  }
}
