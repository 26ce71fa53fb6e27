import type { Job } from './db/repository.ts'

/** A status update as the tracking client reads it. */
export type StatusUpdateView = {
  id: number
  status_content: string
  status_date: string
  status_time: string | null
}

/** A job as the tracking client reads it: snake_case, `customer: { name }`, dates YYYY-MM-DD. */
export type JobView = {
  tracking_id: string
  cargo_type: string | null
  customer: { name: string | null }
  receiver_name: string | null
  contact_number: string | null
  email: string | null
  recipient_address: string | null
  recipient_country: string | null
  commodity: string | null
  number_of_packages: number | null
  weight: number | null
  volume: number | null
  origin: string | null
  destination: string | null
  cargo_ref_number: string | null
  collection_date: string | null
  date_of_departure: string | null
  date_of_arrival: string | null
  status_updates: StatusUpdateView[]
}

/** The tracking answer for a job, its keys in the order the API has always sent them. */
export const toJobView = (job: Job): JobView => ({
  tracking_id: job.tracking_id,
  cargo_type: job.cargo_type,
  customer: { name: job.customer_name },
  receiver_name: job.receiver_name,
  contact_number: job.contact_number,
  email: job.email,
  recipient_address: job.recipient_address,
  recipient_country: job.recipient_country,
  commodity: job.commodity,
  number_of_packages: job.number_of_packages,
  weight: job.weight,
  volume: job.volume,
  origin: job.origin,
  destination: job.destination,
  cargo_ref_number: job.cargo_ref_number,
  collection_date: job.collection_date,
  date_of_departure: job.date_of_departure,
  date_of_arrival: job.date_of_arrival,
  status_updates: job.status_updates.map(({ id, status_content, status_date, status_time }) => ({
    id,
    status_content,
    status_date,
    status_time,
  })),
})
