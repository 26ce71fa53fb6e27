/** The timeline's words on a lead and a shipment; its Arabic twin is record-timeline.messages.ar.ts. */
export const timelineTitle: string = 'Timeline'
export const timelineIntro: string = 'What happened here, newest first.'
export const leadArrived: string = 'Lead arrived'
export const shipmentCreated: string = 'Shipment created'
export const source = (name: string): string => `Source: ${name}`
export const directSource: string = 'a direct visit'
export const note: string = 'Note'
export const mails: Record<string, string> = {
  enquiry: 'E-mail to sales about the new lead',
  'enquiry-acknowledgement': 'Acknowledgement e-mail to the customer',
  'lead-webhook': 'Lead sent to the CRM',
  'subscription-confirm': 'Confirmation e-mail to a subscriber',
  milestone: 'Milestone e-mail to a subscriber',
  'quote-link': 'Quote e-mailed to the customer, with its link',
}
export const otherMail: string = 'E-mail'
export const followUpSent = (rule: string): string => `Follow-up sent: ${rule}`
export const mailStates: Record<'sent' | 'waiting' | 'retrying' | 'failed', string> = {
  sent: 'Sent',
  waiting: 'Waiting to be sent',
  retrying: 'Being tried again',
  failed: 'Failed: no more tries',
}
export const systemUser: string = 'system (command line)'
export const olderInAudit: string = 'Older events are in the audit trail.'
