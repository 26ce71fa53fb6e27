import { lazy, Suspense, useState } from 'react'

import type { Job } from '../api/find-jobs'

const TrackingResultModal = lazy(() =>
  import('./tracking-result-modal').then((module) => ({ default: module.TrackingResultModal })),
)

/** The modal (and its animation code) downloads with the first result, then stays mounted to animate. */
export function LazyTrackingResultModal({
  job,
  onClose,
}: {
  job: Job | null
  onClose: () => void
}) {
  const [needed, setNeeded] = useState(false)
  if (job && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <TrackingResultModal job={job} onClose={onClose} />
    </Suspense>
  )
}
