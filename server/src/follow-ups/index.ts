/**
 * Follow-ups (issue 55): reminders and review requests planned from the company's rules, the
 * customer's pages to rate a move and to stop them, and the stops that cancel them.
 */
export { feedbackQueries } from './feedback-queries.ts'
export { feedbackRoutes } from './feedback-routes.ts'
export { followUpStopQueries, whatsappStopWrites } from './stop-queries.ts'
export { followUpStopRoutes } from './stop-routes.ts'
