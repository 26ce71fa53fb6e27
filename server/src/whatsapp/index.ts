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
export { whatsappStaffQueries, type WhatsAppStaffStore } from './staff-queries.ts'
export { whatsappStaffRoutes } from './staff-routes.ts'
