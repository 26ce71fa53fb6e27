/**
 * The tracking result's words that the server shares: what it answers when it holds back a
 * customer's details, and the names of the stages in subscribers' e-mails. A module of its own so
 * that pages with a form do not download them.
 */
import type { Milestone } from './jobs.ts'

/**
 * The words of "Show full details" and milestone e-mails: what the tracking API answers when it
 * holds back a customer's details (one text for a wrong answer, an unknown number and a malformed
 * request alike, so it never tells which it was), and the field's own message.
 */
export const privacyMessages = {
  /** For the field that asks for the second factor, before anything is sent. */
  contactLast4: 'Please enter the last 4 digits of the contact number.',
  refused:
    'Those details do not match our records. Check the tracking number and the last 4 digits of the contact number.',
  tooManyAttempts:
    "Too many wrong attempts. To protect the customer's details, please try again in an hour.",
  /** Milestones on WhatsApp were asked for a shipment whose contact number cannot receive them. */
  noWhatsAppNumber:
    'We have no mobile number for this shipment that can receive WhatsApp messages. Ask for e-mail updates instead, or call us to update the number.',
}

/** Each milestone as people read it, on the tracking result and in subscribers' e-mails. */
export const milestoneLabels: Record<Milestone, string> = {
  booked: 'Booked',
  collected: 'Collected',
  departed: 'Departed',
  in_transit: 'In transit',
  arrived: 'Arrived',
  customs_cleared: 'Customs cleared',
  delivered: 'Delivered',
}
