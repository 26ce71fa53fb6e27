import { http, HttpResponse } from 'msw'

import type { Timeline } from '@contract/timeline'

const empty: Timeline = { events: [], more: false }

/**
 * A lead's or a shipment's page reads its timeline again after every change it makes, sometimes
 * after its test has ended: by default the record has no history yet.
 */
export const timelineHandlers = [
  http.get('/api/staff/enquiries/:id/timeline', () => HttpResponse.json(empty)),
  http.get('/api/staff/shipments/:trackingId/timeline', () => HttpResponse.json(empty)),
]
