import { http, HttpResponse } from 'msw'

import type { Job, RevealRequest } from '@contract/jobs'
import { privacyMessages } from '@contract/tracking-messages'

export const JOBS_URL = '/api/jobs/jobs/'
export const REVEAL_URL = '/api/jobs/jobs/reveal/'
export const SUBSCRIPTIONS_URL = '/api/jobs/subscriptions/'

/** The last 4 digits of the sample job's contact number: the reveal's right answer. */
export const SAMPLE_LAST4 = '3456'

/** The sample job in full, as a reveal with the right digits returns it. */
export const fullJob: Job = {
  tracking_id: 'ABCD123456',
  cargo_type: 'Household goods',
  customer: { name: 'Fatima Al-Kuwari' },
  receiver_name: 'Fatima Al-Kuwari',
  contact_number: '97455123456',
  email: 'fatima@example.com',
  recipient_address: '12 Harbour Road, Singapore 098633',
  recipient_country: 'Singapore',
  commodity: 'Used personal effects',
  number_of_packages: 84,
  weight: 1250.5,
  volume: 18.2,
  origin: 'Doha, Qatar',
  destination: 'Singapore',
  cargo_ref_number: 'PCM-SIN-2025-0042',
  collection_date: '2025-03-07',
  date_of_departure: '2025-03-10',
  date_of_arrival: '2025-04-02',
  status_updates: [
    {
      id: 2,
      status_content: 'Loaded on vessel at Hamad Port',
      status_date: '2025-03-10',
      status_time: '14:30:00',
      milestone: 'departed',
    },
    {
      id: 1,
      status_content: 'Packed and collected from residence',
      status_date: '2025-03-07',
      status_time: '09:15:00',
      milestone: 'collected',
    },
  ],
  disclosure: 'full',
}

/** The sample job as every public lookup returns it: personal fields masked. */
export const sampleJob: Job = {
  ...fullJob,
  customer: { name: 'F. A.' },
  receiver_name: 'F. A.',
  contact_number: '•••••••56',
  email: 'f•••@example.com',
  recipient_address: 'Singapore, Singapore',
  disclosure: 'masked',
}

/** A job delivered on 12/05/2025, for lists of several numbers. */
const deliveredJob: Job = {
  ...sampleJob,
  tracking_id: 'QTRM654321',
  origin: 'Doha, Qatar',
  destination: 'London, United Kingdom',
  date_of_arrival: '2025-05-10',
  status_updates: [
    {
      id: 11,
      status_content: 'Delivered to the new home',
      status_date: '2025-05-12',
      status_time: '10:00:00',
      milestone: 'delivered',
    },
  ],
}

/** A job still at sea, due long after any test runs. */
const expectedJob: Job = {
  ...sampleJob,
  tracking_id: 'SYKR293270',
  origin: 'Doha, Qatar',
  destination: 'Sydney, Australia',
  date_of_arrival: '2099-01-15',
}

const knownJobs = [sampleJob, deliveredJob, expectedJob]

/**
 * Known tracking IDs answer with their job; anything else with an empty list, like the real API.
 * A list (`tracking_id=A,B,C`) answers the jobs found, in the order asked.
 */
export const jobHandlers = [
  http.get(JOBS_URL, ({ request }) => {
    const asked = new URL(request.url).searchParams.get('tracking_id') ?? ''
    return HttpResponse.json(
      asked
        .split(',')
        .flatMap((id) => knownJobs.filter((job) => job.tracking_id === id.toUpperCase())),
    )
  }),
  http.post(REVEAL_URL, async ({ request }) => {
    const body = (await request.json()) as RevealRequest
    return body.tracking_id === fullJob.tracking_id && body.contact_last4 === SAMPLE_LAST4
      ? HttpResponse.json([fullJob])
      : HttpResponse.json({ error: privacyMessages.refused }, { status: 403 })
  }),
  http.post(SUBSCRIPTIONS_URL, () => HttpResponse.json({ ok: true }, { status: 202 })),
]
