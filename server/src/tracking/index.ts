/**
 * Shipment tracking: the masked lookup, the second factor that shows the rest, milestone e-mails
 * by double opt-in, the server-rendered result link, and the jobs staff keep.
 */
export { toJobView } from './job-response.ts'
export { lookupBudget } from './lookup-budget.ts'
export {
  jobColumns,
  jobWrites,
  normalizeTrackingId,
  movesOtherLegs,
  trackingQueries,
  type TrackingStore,
} from './queries.ts'
export { registerJobs } from './routes.ts'
export { secondFactor } from './second-factor.ts'
export { secondFactorQueries } from './second-factor-queries.ts'
export { demoTrackingIds, seedDemo } from './seed.ts'
export { registerSubscriptions } from './subscription-routes.ts'
export {
  milestoneAudience,
  subscriptionQueries,
  type SubscriptionStore,
} from './subscription-queries.ts'
export {
  CONFIRM_LINK_DAYS,
  CONFIRM_LINK_MS,
  hashToken,
  newToken,
  subscriptionPaths,
  tokenLink,
  trackingLink,
} from './subscriptions.ts'
export * as subscriberTextAr from './subscriber-messages.ar.ts'
export * as subscriberTextEn from './subscriber-messages.ts'
export { registerTrackPage } from './track-page.ts'
export { newTrackingNumber, randomTrackingNumber } from './tracking-number.ts'
export type { JobInput, StatusUpdateChange, StatusUpdateInput } from './queries.ts'
