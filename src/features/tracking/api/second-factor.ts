import type { ReceivedJob, RevealRequest, SubscriptionRequest } from '@contract/jobs'

import { ApiError } from '@/lib/api-error'

/**
 * "Show full details": the last 4 digits of the contact number on file for the whole record.
 * Refusals (a wrong answer, too many of them) reject with the server's own words.
 */
export async function revealJob(request: RevealRequest): Promise<ReceivedJob> {
  // axios loads with the first request, not with the page (see submit-enquiry.ts).
  const { api } = await import('@/lib/api-client')
  const response = await api.post<unknown>('jobs/jobs/reveal/', request)
  const [job] = Array.isArray(response.data) ? (response.data as ReceivedJob[]) : []
  if (!job) {
    throw new ApiError('The reveal answered with something other than a list of jobs.', {
      status: response.status,
    })
  }
  return job
}

/** Milestone e-mails for one address: the server sends a confirmation link first. */
export async function subscribeToMilestones(request: SubscriptionRequest): Promise<void> {
  const { api } = await import('@/lib/api-client')
  await api.post('jobs/subscriptions/', request)
}
