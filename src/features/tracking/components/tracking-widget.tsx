import { useTracking } from '../use-tracking'
import { LazyTrackingResultModal } from './tracking-result-modal-lazy'
import { TrackingForm } from './tracking-form'

/** The form with its result modal, for pages that need nothing else from the tracking state. */
export function TrackingWidget({
  tone = 'light',
  initial,
}: {
  tone?: 'light' | 'dark'
  /** The field's value and message to start with (a link that asked for too many numbers). */
  initial?: Parameters<typeof useTracking>[0]
}) {
  const tracking = useTracking(initial)
  return (
    <>
      <TrackingForm tracking={tracking} tone={tone} />
      <LazyTrackingResultModal job={tracking.job} onClose={tracking.close} />
    </>
  )
}
