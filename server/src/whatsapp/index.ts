/**
 * WhatsApp through Meta's Cloud API (issue 54): consent per number, the approved templates, the
 * messages both ways on a lead's thread.
 */
export {
  giveConsent,
  hasConsent,
  heardFrom,
  whatsappContactQueries,
  withdrawConsent,
  type WhatsAppContact,
  type WhatsAppContactStore,
} from './contacts.ts'
export { renderTemplate, templateValue, whatsappTemplate, whatsappTemplates } from './templates.ts'
export {
  queueWhatsAppMessage,
  WHATSAPP_PAYLOAD_START,
  type QueuedWhatsAppMessage,
} from './queue.ts'
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
  type WhatsAppDeliveries,
  type WhatsAppMessageRow,
  type WhatsAppOutboxStore,
} from './outbox-queries.ts'
export { whatsappStaffQueries } from './staff-queries.ts'
export { whatsappStaffRoutes } from './staff-routes.ts'
