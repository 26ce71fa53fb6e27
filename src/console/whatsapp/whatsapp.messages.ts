import type { StaffWhatsAppTemplate } from '@contract/whatsapp-staff'
import type { WhatsAppConsentSource, WhatsAppPurpose, WhatsAppStatus } from '@contract/whatsapp'

/** The words of a lead's WhatsApp thread (issue 54); twin: whatsapp.messages.ar.ts. */
export const threadTitle: string = 'WhatsApp'
export const loading: string = 'Loading the conversation…'
export const noMessages: string = 'No WhatsApp messages with this customer yet.'
export const conversationLabel: string = 'Conversation with the customer, oldest first'
export const consentLabel: string = 'Consent'
export const consentAgreed = (when: string, source: string): string =>
  `Agreed to WhatsApp updates on ${when} (${source})`
export const consentSources: Record<WhatsAppConsentSource, string> = {
  enquiry: 'enquiry form',
  planner: 'quote planner',
  tracking: 'tracking subscription',
  quote: 'quote page',
  staff: 'recorded by staff',
}
export const consentStopped = (when: string): string => `Said STOP on ${when}`
export const consentNotAsked: string = 'Not asked'
export const windowOpenToday = (time: string): string => `You can reply freely until ${time} today.`
export const windowOpenTomorrow = (time: string): string =>
  `You can reply freely until ${time} tomorrow.`
export const windowClosed = (when: string): string =>
  `The 24-hour window closed at ${when}; pick an approved template.`
export const windowNever: string =
  'The customer has not written on WhatsApp yet; pick an approved template.'
export const noNumber: string =
  'The lead’s phone number cannot receive WhatsApp messages: correct it, or call or e-mail the customer.'
export const stopped: string =
  'The customer said STOP: nothing can be sent to them on WhatsApp until they agree again.'
export const noConsent: string =
  'Outside the 24-hour window only approved templates can go, and only to customers who agreed to WhatsApp updates. Call or e-mail this customer instead.'
export const automatic = (purpose: string): string => `Automatic: ${purpose}`
export const purposes: Record<WhatsAppPurpose, string> = {
  'enquiry-received': 'enquiry received',
  'quote-ready': 'quote link',
  'quote-accepted': 'acceptance confirmed',
  'booking-confirmed': 'booking confirmed',
  milestone: 'shipment milestone',
  'opt-out': 'STOP confirmed',
  'follow-up': 'follow-up',
}
export const staffMember: string = 'Staff'
export const statuses: Record<WhatsAppStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  received: 'Received',
}
export const notDelivered: string = 'Not delivered:'
export const notDeliveredNoReason: string = 'Not delivered.'
export const templateSent = (name: string): string => `Template: ${name}`
export const openAttachment: string = 'Open'
export const attachmentKinds: Record<string, string> = {
  image: 'the image',
  document: 'the document',
  audio: 'the voice message',
  video: 'the video',
  sticker: 'the sticker',
}
export const unsupported: string = 'A kind of message the console cannot show.'
export const kilobytes = (count: number): string => `${count} KB`
export const messageLabel: string = 'Reply'
export const charactersLeft = (count: number): string =>
  count === 1 ? '1 character left' : `${count} characters left`
export const send: string = 'Send'
export const templateLabel: string = 'Approved template'
export const chooseTemplate: string = 'Choose a template'
export const templateNames: Record<StaffWhatsAppTemplate, string> = {
  move_reminder: 'Moving day reminder',
  enquiry_received: 'Enquiry received',
}
export const parameterLabels: Record<string, string> = {
  customer_name: 'Customer’s name',
  reference: 'Reference',
  move_date: 'Moving day',
  time_window: 'Crew arrival (Doha time)',
  crew_contact: 'Whom to call on the day',
}
export const previewTitle = (language: string): string => `What the customer reads (${language})`
export const sendTemplate: string = 'Send template'
export const fillEveryValue: string = 'Fill in every value first.'
