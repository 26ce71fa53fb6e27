import { ApiError } from '@/lib/api-error'

/** SPEC 3.7 */
export type StatusUpdate = {
  id: number | string
  status_content: string
  status_date: string
  status_time: string | null
}

/** SPEC 3.6: read only; any field may be missing or null in practice. */
export type Job = {
  tracking_id: string
  cargo_type?: string | null
  customer?: { name?: string | null } | null
  receiver_name?: string | null
  contact_number?: string | null
  email?: string | null
  recipient_address?: string | null
  recipient_country?: string | null
  commodity?: string | null
  number_of_packages?: number | string | null
  weight?: number | string | null
  volume?: number | string | null
  origin?: string | null
  destination?: string | null
  cargo_ref_number?: string | null
  collection_date?: string | null
  date_of_departure?: string | null
  date_of_arrival?: string | null
  status_updates?: StatusUpdate[] | null
}

/**
 * SPEC 7.2. The answer must be a list: a static host that answers /api/* with index.html
 * (TOOLCHAIN.md #6) is a failure, not "no job found".
 */
export async function findJobs(trackingId: string): Promise<Job[]> {
  // axios loads with the first search, not with the page (see submit-enquiry.ts).
  const { api } = await import('@/lib/api-client')
  const response = await api.get<unknown>('jobs/jobs/', {
    params: { tracking_id: trackingId.trim() },
  })
  if (!Array.isArray(response.data)) {
    throw new ApiError('The tracking service answered with something other than a list of jobs.', {
      status: response.status,
    })
  }
  return response.data as Job[]
}
