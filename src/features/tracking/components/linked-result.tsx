import { useEffect, useState } from 'react'

import { Deferred } from '@/components/ui/deferred'
import { lazyNamed } from '@/lib/lazy-named'

import type { ReceivedJob } from '@contract/jobs'

import { findJobs } from '../api/find-jobs'
import { useServedLookup } from '../served-lookup'
import { TRACKING_MESSAGES } from '../use-tracking'
import * as resultText from '../tracking-result.messages'
import * as details from '../tracking-details.messages'
import * as text from '../tracking.messages'

/** The result's code comes with the result (the modal on the form uses the same chunk). */
const TrackingDetails = lazyNamed(() => import('./tracking-details'), 'TrackingDetails')

type Result =
  { status: 'loading' } | { status: 'found'; job: ReceivedJob } | { status: 'missing' | 'failed' }

function fromJobs(jobs: ReceivedJob[]): Result {
  return jobs[0] ? { status: 'found', job: jobs[0] } : { status: 'missing' }
}

/**
 * The result of a shareable link (/track-your-cargo?tracking_id=ABCD123456), in the page itself.
 * The companion server looks the number up and renders it before scripts run; a static host
 * serves the plain page, and the lookup happens here once the page is live.
 */
export function LinkedResult({
  trackingId,
  subscribed = false,
}: {
  trackingId: string
  /** Opened from a milestone e-mail's confirmation link. */
  subscribed?: boolean
}) {
  const served = useServedLookup()
  const servedJobs = served?.trackingId === trackingId ? served.jobs : null
  const [result, setResult] = useState<Result>(() =>
    servedJobs ? fromJobs(servedJobs) : { status: 'loading' },
  )

  useEffect(() => {
    if (servedJobs) return
    let current = true
    findJobs(trackingId).then(
      (jobs) => current && setResult(fromJobs(jobs)),
      (failure: unknown) => {
        console.error('Tracking lookup failed', failure)
        if (current) setResult({ status: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [servedJobs, trackingId])

  return (
    <section aria-labelledby="linked-result-heading" aria-busy={result.status === 'loading'}>
      <h2 id="linked-result-heading" className="text-2xl">
        {details.heading}
      </h2>
      {subscribed ? (
        <p className="mt-3 rounded-xl bg-accent-300/30 p-3 font-medium text-navy-900">
          {resultText.subscriptionConfirmed}
        </p>
      ) : null}
      <div role="status" className="mt-4">
        {result.status === 'found' ? (
          <Deferred minHeight="24rem">
            <TrackingDetails job={result.job} />
          </Deferred>
        ) : result.status === 'missing' ? (
          <p className="font-medium text-red-700">{TRACKING_MESSAGES.notFound}</p>
        ) : result.status === 'failed' ? (
          <p className="font-medium text-red-700">{TRACKING_MESSAGES.failed}</p>
        ) : (
          <p className="text-ink-muted">{text.lookingUp(trackingId)}</p>
        )}
      </div>
    </section>
  )
}
