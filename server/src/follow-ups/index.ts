/**
 * Follow-ups (issue 55): the rules, the planner that derives them from the data, the sender that
 * hands them to the outbox once across instances, Doha's sending hours and the customer's stop.
 */
export { planFollowUps } from './plan.ts'
export { followUpQueries, type FollowUpStore } from './queries.ts'
export { isSendingTime, nextSendingTime } from './sending-hours.ts'
export { sendDueFollowUps } from './send.ts'
export { stopFollowUps, stoppedFollowUp, stopEmail, stopPhone, type FollowUpStop } from './stops.ts'
export { startFollowUps, type FollowUps, type FollowUpSettings } from './worker.ts'
