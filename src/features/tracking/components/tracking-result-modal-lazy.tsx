import { lazy } from 'react'

import { MountOnFirstOpen } from '@/components/ui/mount-on-first-open'

import type { ReceivedJob } from '@contract/jobs'

const TrackingResultModal = lazy(() =>
  import('./tracking-result-modal').then((module) => ({ default: module.TrackingResultModal })),
)

/** The modal and its animation code download with the first result. */
export function LazyTrackingResultModal({
  job,
  onClose,
}: {
  job: ReceivedJob | null
  onClose: () => void
}) {
  return (
    <MountOnFirstOpen open={job !== null}>
      <TrackingResultModal job={job} onClose={onClose} />
    </MountOnFirstOpen>
  )
}
