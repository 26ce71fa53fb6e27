/** A lead's WhatsApp thread (issue 54), for the lead's page. */
export { LeadWhatsApp } from './lead-whatsapp'
