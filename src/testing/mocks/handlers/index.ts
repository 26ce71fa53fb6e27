import type { RequestHandler } from 'msw'

import { enquiryHandlers } from './enquiries'
import { followUpHandlers } from './follow-ups'
import { jobHandlers } from './jobs'
import { quoteListHandlers } from './quote-lists'
import { timelineHandlers } from './timelines'

/** Default API behaviour for tests; each feature adds its endpoint's handlers. */
export const handlers: RequestHandler[] = [
  ...enquiryHandlers,
  ...jobHandlers,
  ...timelineHandlers,
  ...quoteListHandlers,
  ...followUpHandlers,
]
