import { useEffect, useState } from 'react'

import { Deferred } from '@/components/ui/deferred'
import { lazyNamed } from '@/lib/lazy-named'

import type { ReceivedJob } from '@contract/jobs'

import { findJobs } from '../api/find-jobs'
import { useServedLookup } from '../served-lookup'
import { lookupFailure, TRACKING_MESSAGES } from '../use-tracking'
import * as linkText from '../linked-result.messages'
import * as text from '../tracking.messages'

/** The result's code comes with the result (the modal on the form uses the same chunk). */
const loadViews = () => import('./result-views')
const TrackingDetails = lazyNamed(loadViews, 'TrackingDetails')
const TrackingList = lazyNamed(loadViews, 'TrackingList')

type Result =
  | { status: 'loading' }
  | { status: 'found'; jobs: ReceivedJob[] }
  | { status: 'missing' }
  | { status: 'failed'; message: string }

function fromJobs(jobs: ReceivedJob[], several: boolean): Result {
  // A list shows every number, found or not; one number nothing matched is the form's message.
  return jobs[0] || several ? { status: 'found', jobs } : { status: 'missing' }
}

/**
 * The result of a shareable link (/track-your-cargo?tracking_id=ABCD123456), in the page itself;
 * for several numbers (?tracking_id=A,B,C), the list of them. The companion server looks the
 * numbers up and renders them before scripts run; a static host serves the plain page, and the
 * lookup happens here once the page is live.
 */
export function LinkedResult({
  trackingIds,
  subscribed = false,
}: {
  /** One number, or up to 10: distinct, in the order asked (splitTrackingNumbers). */
  trackingIds: string[]
  /** Opened from a milestone e-mail's confirmation link. */
  subscribed?: boolean
}) {
  const trackingId = trackingIds.join(',')
  const several = trackingIds.length > 1
  const served = useServedLookup()
  const servedJobs = served?.trackingId === trackingId ? served.jobs : null
  const [result, setResult] = useState<Result>(() =>
    servedJobs ? fromJobs(servedJobs, several) : { status: 'loading' },
  )

  useEffect(() => {
    if (servedJobs) return
    let current = true
    findJobs(trackingId).then(
      (jobs) => current && setResult(fromJobs(jobs, several)),
      (failure: unknown) => {
        console.error('Tracking lookup failed', failure)
        if (current) setResult({ status: 'failed', message: lookupFailure(failure) })
      },
    )
    return () => {
      current = false
    }
  }, [servedJobs, trackingId, several])

  return (
    <section aria-labelledby="linked-result-heading" aria-busy={result.status === 'loading'}>
      <h2 id="linked-result-heading" className="text-2xl">
        {linkText.heading}
      </h2>
      <div role="status" className="mt-4">
        {result.status === 'found' ? (
          <Deferred minHeight={several ? `${trackingIds.length * 7}rem` : '24rem'}>
            {several ? (
              <TrackingList trackingIds={trackingIds} jobs={result.jobs} />
            ) : (
              <TrackingDetails job={result.jobs[0]!} subscribed={subscribed} />
            )}
          </Deferred>
        ) : result.status === 'missing' ? (
          <p className="font-medium text-red-700">{TRACKING_MESSAGES.notFound}</p>
        ) : result.status === 'failed' ? (
          <p className="font-medium text-red-700">{result.message}</p>
        ) : (
          <p className="text-ink-muted">{text.lookingUp(trackingIds.join(', '))}</p>
        )}
      </div>
    </section>
  )
}
