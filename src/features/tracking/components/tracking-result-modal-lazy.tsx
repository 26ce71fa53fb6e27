import { MountOnFirstOpen } from '@/components/ui/mount-on-first-open'
import { lazyNamed } from '@/lib/lazy-named'

import type { ReceivedJob } from '@contract/jobs'

const TrackingResultModal = lazyNamed(
  () => import('./tracking-result-modal'),
  'TrackingResultModal',
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
