import { http, HttpResponse } from 'msw'

import { quotePipelineMessages } from '@contract/quote-pipeline-messages'

/**
 * A lead's page reads its quotes, and the new-shipment form a won lead's accepted one: by default
 * a lead has no quote yet.
 */
export const quoteListHandlers = [
  http.get('/api/staff/quotes', () => HttpResponse.json({ quotes: [], next: null })),
  http.get('/api/staff/quotes/accepted', () =>
    HttpResponse.json({ error: quotePipelineMessages.noAcceptedQuote }, { status: 404 }),
  ),
]
