/**
 * Follow-ups (issue 55): the rules, the planner that derives them from the data, the sender that
 * hands them to the outbox once across instances, Doha's sending hours, the customer's pages to
 * rate a move and to stop them, and the stops that cancel them.
 */
export { feedbackQueries } from './feedback-queries.ts'
export { feedbackRoutes } from './feedback-routes.ts'
// For the follow-up messages: the links a follow-up carries, drawn when it is made.
export { feedbackUrl, followUpStopUrl, newFollowUpLink, newReviewLink } from './links.ts'
export { followUpQueries, type FollowUpStore } from './queries.ts'
export { reviewReportQueries } from './review-report.ts'
export { followUpStaffQueries } from './staff-queries.ts'
export { followUpStaffRoutes } from './staff-routes.ts'
export { followUpStopQueries, whatsappStopWrites } from './stop-queries.ts'
export { followUpStopRoutes } from './stop-routes.ts'
export { stopFollowUps, stoppedFollowUp } from './stops.ts'
export { anyHour } from './sending-hours.ts'
export { startFollowUps } from './worker.ts'
