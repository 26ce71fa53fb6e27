import { qatarToday } from '../../../src/lib/qatar-today.ts'

import type { JobInput, StatusUpdateInput } from './queries.ts'
import type { TrackingStore } from './tracking-queries.ts'

const DAY = 86_400_000

type DemoJob = { job: JobInput; updates: Omit<StatusUpdateInput, 'tracking_id'>[] }

export const demoTrackingIds = ['ABCD123456', 'QTRM654321', 'SYKR293270']

/**
 * Demo jobs a new user can track at once (README lists them, with the last 4 digits of each
 * contact number, which show the full details). Fictional people and cargo. Their dates count
 * from the day the database is seeded, so the demo always looks current: the sea shipment left
 * Hamad Port six days ago, the car was delivered eleven days ago.
 */
function demoJobs(seededOn: Date): DemoJob[] {
  // Qatar keeps one offset all year, so a day of 24 hours is a calendar day there.
  const day = (days: number) => qatarToday(new Date(seededOn.getTime() + days * DAY))
  return [
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
        collection_date: day(-10),
        date_of_departure: day(-6),
        date_of_arrival: null,
      },
      updates: [
        {
          status_content: 'Move booked and home survey done',
          status_date: day(-22),
          status_time: '11:00',
          milestone: 'booked',
        },
        {
          status_content: 'Packed and collected from the residence in West Bay',
          status_date: day(-10),
          status_time: '09:30',
          milestone: 'collected',
        },
        {
          status_content: 'Container loaded and sealed at our Doha warehouse',
          status_date: day(-8),
          status_time: '14:15',
        },
        {
          status_content: 'Departed Hamad Port',
          status_date: day(-6),
          status_time: '22:40',
          milestone: 'departed',
        },
        {
          status_content: 'In transit: transhipment at Singapore',
          status_date: day(-2),
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
        collection_date: day(-42),
        date_of_departure: day(-35),
        date_of_arrival: day(-11),
      },
      updates: [
        {
          status_content: 'Vehicle inspected and export papers cleared',
          status_date: day(-40),
          status_time: '11:00',
          milestone: 'collected',
        },
        {
          status_content: 'Departed Hamad Port',
          status_date: day(-35),
          status_time: '06:20',
          milestone: 'departed',
        },
        {
          status_content: 'Delivered to the receiver',
          status_date: day(-11),
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
}

export async function seedDemo(
  repo: Pick<TrackingStore, 'upsertJob' | 'addStatusUpdate'>,
  seededOn = new Date(),
) {
  for (const { job, updates } of demoJobs(seededOn)) {
    await repo.upsertJob(job)
    for (const update of updates)
      await repo.addStatusUpdate({ ...update, tracking_id: job.tracking_id })
  }
}
