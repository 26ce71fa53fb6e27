/**
 * WhatsApp through Meta's Cloud API (issue 54): consent per number, the approved templates, the
 * messages both ways on a lead's thread.
 */
export {
  giveConsent,
  hasConsent,
  whatsappContactQueries,
  withdrawConsent,
  type WhatsAppContactStore,
} from './contacts.ts'
export { renderTemplate, templateValue } from './templates.ts'
export { queueWhatsAppMessage, WHATSAPP_PAYLOAD_START } from './queue.ts'
export { whatsappAuto, whatsappMilestones, type WhatsAppAutoPayload } from './auto.ts'
export {
  graphClient,
  WhatsAppSendError,
  type GraphClient,
  type GraphMessage,
} from './graph-client.ts'
export {
  whatsappOutboxQueries,
  type MadeWhatsAppMessage,
  type WhatsAppMessageRow,
  type WhatsAppOutboxStore,
} from './outbox-queries.ts'
export { whatsappEventQueries } from './event-queries.ts'
export { startWhatsAppEvents, type WhatsAppEvents } from './events.ts'
export { whatsappInboundQueries } from './inbound-queries.ts'
export { whatsappMediaRoutes } from './media-routes.ts'
export { registerWhatsAppWebhook, WEBHOOK_PATH } from './webhook-routes.ts'
export { whatsappStaffQueries } from './staff-queries.ts'
export { whatsappStaffRoutes } from './staff-routes.ts'
