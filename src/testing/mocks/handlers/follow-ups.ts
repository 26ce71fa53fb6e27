import { http, HttpResponse } from 'msw'

/**
 * A lead's and a shipment's pages read their follow-ups again after every change they make, and
 * the console's frame its alerts and the report its ratings: by default the record has none
 * planned, the member no alert, and nobody rated anything.
 */
export const followUpHandlers = [
  http.get('/api/staff/leads/:id/follow-ups', () => HttpResponse.json({ followUps: [] })),
  http.get('/api/staff/shipments/:trackingId/follow-ups', () =>
    HttpResponse.json({ followUps: [] }),
  ),
  http.get('/api/staff/alerts', () => HttpResponse.json({ alerts: [], unread: 0 })),
  http.get('/api/staff/reports/reviews', () => HttpResponse.json({ months: [] })),
]
