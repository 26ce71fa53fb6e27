import type { JobQuery, ReceivedJob } from '@contract/jobs'

import { ApiError } from '@/lib/api-error'

/**
 * The answer must be a list: a static host that answers /api/* with index.html
 * (TOOLCHAIN.md #6) is a failure, not "no job found".
 */
export async function findJobs(trackingId: string): Promise<ReceivedJob[]> {
  // axios loads with the first search, not with the page (see submit-enquiry.ts).
  const { api } = await import('@/lib/api-client')
  const params: JobQuery = { tracking_id: trackingId.trim() }
  const response = await api.get<unknown>('jobs/jobs/', { params })
  if (!Array.isArray(response.data)) {
    throw new ApiError('The tracking service answered with something other than a list of jobs.', {
      status: response.status,
    })
  }
  return response.data as ReceivedJob[]
}
