import { Route } from 'lucide-react'
import { useId } from 'react'

import { Link } from '@/components/ui/link'

import { isMilestone, type MoveLeg, type ReceivedJob } from '@contract/jobs'
import { milestoneLabels } from '@contract/tracking-messages'

import { plannedArrival } from '../format'
import * as text from '../tracking-list.messages'
import { trackingLink } from '../use-tracking'
import { arrivalText, ShipmentRow } from './tracking-list'

/** A leg as the browser reads it: like a job, anything but its number may be missing. */
type ReceivedLeg = NonNullable<ReceivedJob['move_legs']>[number]

/** The legs worth a row: those with a number to open. */
export const legsOf = (job: ReceivedJob) =>
  (job.move_legs ?? []).filter(
    (leg): leg is ReceivedLeg & Pick<MoveLeg, 'tracking_id'> =>
      typeof leg.tracking_id === 'string' && leg.tracking_id !== '',
  )

/** A leg's arrival from its stage and planned date: it carries no updates of its own. */
const legArrival = (leg: ReceivedLeg) =>
  arrivalText(
    leg.stage === 'delivered'
      ? { kind: 'delivered', date: null }
      : plannedArrival(leg.date_of_arrival),
  )

/**
 * The other legs of the move a shipment belongs to (air freight, sea freight, storage …): each
 * one's stage, arrival and route, linked to its own answer, and one link to track them all.
 * Nothing personal: the server sends legs without their customer.
 */
export function MoveLegs({
  trackingId,
  legs,
  onFollow,
}: {
  trackingId: string
  legs: ReturnType<typeof legsOf>
  /** In the result dialog: closes it as a leg's page opens, on the same page or another. */
  onFollow?: () => void
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="flex items-center gap-2 text-lg">
        <Route className="size-5 text-accent-700" aria-hidden="true" />
        {text.moveLegsHeading}
      </h3>
      <p className="text-ink-muted">{text.moveLegsIntro}</p>
      <ul className="flex flex-col gap-3">
        {legs.map((leg) => (
          <li key={leg.tracking_id}>
            <ShipmentRow
              trackingId={leg.tracking_id}
              stage={isMilestone(leg.stage) ? milestoneLabels[leg.stage] : text.noStageYet}
              arrival={legArrival(leg)}
              origin={leg.origin}
              destination={leg.destination}
              onFollow={onFollow}
            />
          </li>
        ))}
      </ul>
      <Link
        to={trackingLink([trackingId, ...legs.map((leg) => leg.tracking_id)])}
        onClick={onFollow}
        className="self-start font-semibold text-navy-700 underline underline-offset-4 hover:text-accent-700"
      >
        {text.trackAllLegs}
      </Link>
    </section>
  )
}
