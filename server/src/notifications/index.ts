/** Mail that leaves the site: the outbox that delivers it at least once, and the mailer. */
export { createMailer, deliveryMode, type Delivery, type StaffLinkMail } from './mailer.ts'
export { startOutbox, type Outbox } from './outbox.ts'
export { outboxQueries, type OutboxStore } from './queries.ts'
