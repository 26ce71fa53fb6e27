import { isMilestone, shownContent, type Disclosure, type Job as JobView } from '@contract/jobs.ts'

import type { Job } from './queries.ts'
import { cityAndCountry, firstLetterAndDomain, initials, lastTwoDigits } from './masking.ts'

/**
 * The tracking answer for a job, its keys in the order the API has always sent them. 'masked'
 * (every public lookup) cuts the personal fields down; the shipment's facts are always whole.
 */
export function toJobView(job: Job, disclosure: Disclosure): JobView {
  const full = disclosure === 'full'
  return {
    tracking_id: job.tracking_id,
    cargo_type: job.cargo_type,
    customer: { name: full ? job.customer_name : initials(job.customer_name) },
    receiver_name: full ? job.receiver_name : initials(job.receiver_name),
    contact_number: full ? job.contact_number : lastTwoDigits(job.contact_number),
    email: full ? job.email : firstLetterAndDomain(job.email),
    recipient_address: full
      ? job.recipient_address
      : cityAndCountry(job.recipient_address, job.recipient_country),
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
    status_updates: job.status_updates.map(
      ({
        id,
        status_content,
        status_date,
        status_time,
        milestone,
        location,
        status_content_ar,
      }) => ({
        id,
        status_content: shownContent(status_content, location),
        status_date,
        status_time,
        milestone: isMilestone(milestone) ? milestone : null,
        ...(status_content_ar && { status_content_ar: shownContent(status_content_ar, location) }),
      }),
    ),
    disclosure,
    ...(job.move_legs && {
      move_legs: job.move_legs.map((leg) => ({
        tracking_id: leg.tracking_id,
        cargo_type: leg.cargo_type,
        origin: leg.origin,
        destination: leg.destination,
        date_of_arrival: leg.date_of_arrival,
        stage: isMilestone(leg.stage) ? leg.stage : null,
      })),
    }),
  }
}

/** What every public lookup answers. */
export const toMaskedJobView = (job: Job) => toJobView(job, 'masked')
