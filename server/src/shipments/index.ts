/**
 * Shipments: the public lookup, the second factor that shows the rest, milestone e-mails by double
 * opt-in and the server-rendered result link; and the desk where staff keep them (edits, updates,
 * moves, CSV import), whose actions the console and the CLI share.
 */
export { createShipment } from './create-shipment.ts'
export { shipmentQueries } from './desk-queries.ts'
export { editShipment } from './edit-shipment.ts'
export { editUpdate } from './edit-update.ts'
export { importUpdates } from './import-updates.ts'
export { lookupBudget } from './lookup-budget.ts'
export { jobColumns } from './queries.ts'
export { postUpdate } from './post-update.ts'
export { registerJobs } from './public-routes.ts'
export { removeUpdate } from './remove-update.ts'
export { secondFactor } from './second-factor.ts'
export { secondFactorQueries } from './second-factor-queries.ts'
export { demoTrackingIds, seedDemo } from './seed.ts'
export { shipmentRoutes } from './staff-routes.ts'
export { registerSubscriptions } from './subscription-routes.ts'
export { subscriptionQueries, type SubscriptionStore } from './subscription-queries.ts'
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
export { trackingQueries, type TrackingStore } from './tracking-queries.ts'
