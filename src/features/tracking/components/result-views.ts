/**
 * A result link's views, in one chunk that loads with the result: one number's full answer or
 * the list of several (one dynamic import, so the page's own code names one chunk, not two).
 */
export { TrackingDetails } from './tracking-details'
export { TrackingList } from './tracking-list'
