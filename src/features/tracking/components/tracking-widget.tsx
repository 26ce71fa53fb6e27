import { useTracking } from '../use-tracking'
import { LazyTrackingResultModal } from './tracking-result-modal-lazy'
import { TrackingForm } from './tracking-form'

/** The form with its result modal, for pages that need nothing else from the tracking state. */
export function TrackingWidget({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const tracking = useTracking()
  return (
    <>
      <TrackingForm tracking={tracking} tone={tone} />
      <LazyTrackingResultModal job={tracking.job} onClose={tracking.close} />
    </>
  )
}
