/** Follow-ups (issue 55): the lead's and shipment's section, the rules screen, staff alerts, and their words for the timeline and the audit trail. */
export { FollowUpsSection } from './follow-ups-section'
export { FollowUpRulesPage } from './follow-up-rules'
export { StaffAlertsPanel } from './staff-alerts'
export * as followUpWords from './follow-ups.messages'
export { ReviewsReportSection } from './reviews-report'
