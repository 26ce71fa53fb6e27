import { http, HttpResponse } from 'msw'

/**
 * A lead's and a shipment's pages read their follow-ups again after every change they make: by
 * default the record has none planned.
 */
export const followUpHandlers = [
  http.get('/api/staff/leads/:id/follow-ups', () => HttpResponse.json({ followUps: [] })),
  http.get('/api/staff/shipments/:trackingId/follow-ups', () =>
    HttpResponse.json({ followUps: [] }),
  ),
]
