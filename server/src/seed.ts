import type { JobInput, Repository, StatusUpdateInput } from './db/repository.ts'

/**
 * Demo jobs a new user can track at once (README lists them, with the last 4 digits of each
 * contact number, which show the full details). Fictional people and cargo.
 */
export const demoJobs: Array<{ job: JobInput; updates: Omit<StatusUpdateInput, 'tracking_id'>[] }> =
  [
    {
      job: {
        tracking_id: 'ABCD123456',
        cargo_type: 'Household goods (sea freight, 20 ft container)',
        customer_name: 'Aisha Rahman',
        receiver_name: 'Aisha Rahman',
        contact_number: '+974 5500 1122',
        email: 'aisha.rahman@example.com',
        recipient_address: '12 Marine Parade, Southport QLD 4215',
        recipient_country: 'Australia',
        commodity: 'Furniture and personal effects',
        number_of_packages: 86,
        weight: 2450,
        volume: 28.5,
        origin: 'Doha, Qatar',
        destination: 'Brisbane, Australia',
        cargo_ref_number: 'PCM-SEA-24117',
        collection_date: '2025-03-02',
        date_of_departure: '2025-03-06',
        date_of_arrival: null,
      },
      updates: [
        {
          status_content: 'Move booked and home survey done',
          status_date: '2025-02-20',
          status_time: '11:00',
          milestone: 'booked',
        },
        {
          status_content: 'Packed and collected from the residence in West Bay',
          status_date: '2025-03-02',
          status_time: '09:30',
          milestone: 'collected',
        },
        {
          status_content: 'Container loaded and sealed at our Doha warehouse',
          status_date: '2025-03-04',
          status_time: '14:15',
        },
        {
          status_content: 'Departed Hamad Port',
          status_date: '2025-03-06',
          status_time: '22:40',
          milestone: 'departed',
        },
        {
          status_content: 'In transit: transhipment at Singapore',
          status_date: '2025-03-14',
          status_time: null,
          milestone: 'in_transit',
        },
      ],
    },
    {
      job: {
        tracking_id: 'QTRM654321',
        cargo_type: 'Vehicle export (RoRo)',
        customer_name: 'Daniel Okafor',
        receiver_name: 'Okafor Logistics Ltd',
        contact_number: '+974 3300 4455',
        email: 'daniel.okafor@example.com',
        recipient_address: '4 Harbour Road, Apapa, Lagos',
        recipient_country: 'Nigeria',
        commodity: 'Toyota Land Cruiser 2021',
        number_of_packages: 1,
        weight: 2600,
        volume: 14.2,
        origin: 'Doha, Qatar',
        destination: 'Lagos, Nigeria',
        cargo_ref_number: null,
        collection_date: '2025-01-10',
        date_of_departure: '2025-01-15',
        date_of_arrival: '2025-02-08',
      },
      updates: [
        {
          status_content: 'Vehicle inspected and export papers cleared',
          status_date: '2025-01-12',
          status_time: '11:00',
          milestone: 'collected',
        },
        {
          status_content: 'Departed Hamad Port',
          status_date: '2025-01-15',
          status_time: '06:20',
          milestone: 'departed',
        },
        {
          status_content: 'Delivered to the receiver',
          status_date: '2025-02-08',
          status_time: '16:45',
          milestone: 'delivered',
        },
      ],
    },
    {
      job: {
        tracking_id: 'SYKR293270',
        cargo_type: 'Air freight',
        customer_name: null,
        commodity: 'Documents',
        number_of_packages: 2,
        weight: 3.5,
        volume: 0.02,
        origin: 'Doha, Qatar',
        destination: 'Mumbai, India',
        collection_date: null,
      },
      updates: [],
    },
  ]

export async function seedDemo(repo: Repository) {
  for (const { job, updates } of demoJobs) {
    await repo.upsertJob(job)
    for (const update of updates)
      await repo.addStatusUpdate({ ...update, tracking_id: job.tracking_id })
  }
}
