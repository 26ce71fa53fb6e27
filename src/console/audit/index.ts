/**
 * The audit trail for the console's router, how a change reads (the CSV import shows it too), and
 * the timeline the lead and shipment pages end with.
 */
export { AuditPage } from './audit'
export { change } from './audit.messages'
export { LeadTimeline, ShipmentTimeline } from './components/record-timeline'
