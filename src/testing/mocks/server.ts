import { setupServer } from 'msw/node'

import { handlers } from './handlers'
import { JOBS_URL } from './handlers/jobs'

export const server = setupServer(...handlers)

/** The tracking numbers the page asks the API for, in order, from now until the test ends. */
export function recordTrackingLookups() {
  const ids: Array<string | null> = []
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(JOBS_URL))
      ids.push(new URL(request.url).searchParams.get('tracking_id'))
  })
  return ids
}
