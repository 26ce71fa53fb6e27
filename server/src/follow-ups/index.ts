/**
 * Follow-ups (issue 55): the rules, the planner that derives them from the data, the sender that
 * hands them to the outbox once across instances, Doha's sending hours and the customer's stop.
 */
export { followUpQueries, type FollowUpStore } from './queries.ts'
export { stopFollowUps } from './stops.ts'
export { startFollowUps } from './worker.ts'
