/**
 * What leaves the site: the outbox that delivers it at least once, the mailer, and the webhook
 * that hands new leads to the CRM.
 */
export { createLeadWebhook } from './lead-webhook.ts'
export { createMailer, deliveryMode, type Delivery } from './mailer.ts'
export { startOutbox, type Outbox } from './outbox.ts'
export { outboxQueries, type LeadWebhookDeliveries, type OutboxStore } from './queries.ts'
export { whatsappSender } from './whatsapp-delivery.ts'
export { followUpMailQueries } from './follow-up-queries.ts'
