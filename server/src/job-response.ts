import type { Job as JobView } from '../../shared/contract/jobs.ts'
import type { Job } from './db/repository.ts'

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
    milestone: null,
  })),
  disclosure: 'full',
})
