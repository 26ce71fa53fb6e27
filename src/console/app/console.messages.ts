import type { EnquiryLocale } from '@contract/enquiry'
import type { LeadStatus } from '@contract/leads'
import type { ShipmentField } from '@contract/shipments'
import type { StaffRole } from '@contract/staff'

/** The console's shell, and the words more than one of its domains shows; its Arabic twin is console.messages.ar.ts. */
export const consoleName: string = 'Staff console'
/** The tab title's lead: unanswered leads, then unread WhatsApp messages; nothing when neither. */
export const titleCount = (unanswered: number, whatsapp: number): string =>
  whatsapp
    ? `(${unanswered ? `${unanswered}, ` : ''}${whatsapp} WhatsApp) `
    : unanswered
      ? `(${unanswered}) `
      : ''
export const skipToContent: string = 'Skip to content'
export const loading: string = 'Loading…'
export const navLabel: string = 'Console'
export const navLeads: string = 'Leads'
export const navAccount: string = 'Your account'
export const navMembers: string = 'Staff'
export const navAudit: string = 'Audit trail'
export const navFollowUps: string = 'Follow-up rules'
export const otherLanguage: string = 'العربية'
export const signOut: string = 'Sign out'
export const roles: Record<StaffRole, string> = {
  admin: 'Administrator',
  sales: 'Sales',
  operations: 'Operations',
}
export const networkError: string =
  'We could not reach the server. Check your connection and try again.'
export const statuses: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
}
export const languages: Record<EnquiryLocale, string> = { en: 'English', ar: 'Arabic' }
export const trackingLabel: string = 'Tracking number'
export const reviewReasons = {
  notBotChecked: 'not bot-checked, because this server has no reCAPTCHA secret',
  plainForm: 'sent as a plain form without JavaScript, so it carries no reCAPTCHA token',
  lowScore: (score: string): string => `a low reCAPTCHA score (${score})`,
}
export const crmLastError = (error: string): string => `Last error: ${error}.`
export const navReport: string = 'Report'
export const sameMonthDays = (first: string, last: string, month: string): string =>
  `${first}–${last} ${month}`
export const twoMonthDays = (
  first: string,
  firstMonth: string,
  last: string,
  lastMonth: string,
): string => `${first} ${firstMonth} – ${last} ${lastMonth}`
export const navShipments: string = 'Shipments'
export const quietInNav = (count: number): string => `${count} quiet`
export const fieldLabels: Record<ShipmentField, string> = {
  cargo_type: 'Cargo type',
  customer_name: 'Customer name',
  receiver_name: 'Receiver name',
  contact_number: 'Contact number',
  email: 'E-mail',
  recipient_address: 'Recipient address',
  recipient_country: 'Recipient country',
  commodity: 'Commodity',
  number_of_packages: 'Number of packages',
  weight: 'Weight (kg)',
  volume: 'Volume (m³)',
  origin: 'Origin',
  destination: 'Destination',
  cargo_ref_number: 'Cargo reference number',
  collection_date: 'Collection date',
  collection_window: 'Crew’s arrival window (Doha time)',
  crew_contact: 'Crew contact on moving day (name and number)',
  date_of_departure: 'Date of departure',
  date_of_arrival: 'Date of arrival',
}
export const createShipment: string = 'Create the shipment'
