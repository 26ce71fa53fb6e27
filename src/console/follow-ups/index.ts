/** Follow-ups (issue 55), for the lead's and the shipment's pages and the console's router. */
export { FollowUpsSection } from './follow-ups-section'
export { FollowUpRulesPage } from './follow-up-rules'
export { StaffAlertsPanel } from './staff-alerts'
