/** The audit trail's words; its Arabic twin is audit-trail.messages.ar.ts. */
export const auditTitle: string = 'Audit trail'
export const auditIntro: string =
  'Every staff action, failed sign-ins included, newest first. Nothing here can be changed or removed.'
export const actionFilter: string = 'Action'
export const allActions: string = 'All actions'
export const filtersLabel: string = 'Filter the audit trail'
export const personFilter: string = 'Person'
export const everyone: string = 'Everyone'
export const recordFilter: string = 'Record'
export const allRecords: string = 'All records'
export const recordIdFilter: string = 'Record number'
export const recordIdHint: string = 'A lead’s number or a tracking number'
export const fromFilter: string = 'From'
export const toFilter: string = 'To'
export const showEntries: string = 'Show entries'
export const clearFilters: string = 'Clear filters'
export const nobody: string = 'Not signed in'
export const olderEntries: string = 'Older entries'
export const noEntries: string = 'No entries match.'
export const records: Record<string, string> = {
  staff: 'Staff account',
  session: 'Session',
  lead: 'Lead',
  shipment: 'Shipment',
  'status-update': 'Status update',
  quote: 'Quote',
}
export const actions: Record<string, string> = {
  'staff.added': 'Account added',
  'staff.link-issued': 'Enrolment link issued',
  'staff.link-requested': 'Sign-in link e-mailed',
  'staff.link-refused': 'Sign-in link refused',
  'staff.passkey-added': 'Passkey added',
  'staff.passkey-renamed': 'Passkey renamed',
  'staff.passkey-removed': 'Passkey removed',
  'staff.passkey-revoked': 'Passkey revoked by an administrator',
  'staff.enrolment-refused': 'Enrolment refused',
  'staff.signed-in': 'Signed in',
  'staff.sign-in-refused': 'Sign-in refused',
  'staff.signed-out': 'Signed out',
  'staff.signed-out-everywhere': 'Signed out everywhere',
  'staff.session-revoked': 'Session signed out',
  'staff.disabled': 'Account disabled',
  'staff.enabled': 'Account enabled',
  'lead.status-changed': 'Lead status changed',
  'lead.assigned': 'Lead assigned',
  'lead.note-added': 'Note added to a lead',
  'lead.exported': 'Leads exported',
  'lead.viewed': 'Lead opened',
  'lead.contact-call': 'Call started from the console',
  'lead.contact-whatsapp': 'WhatsApp chat opened from the console',
  'lead.contact-email': 'E-mail opened from the console',
  'shipment.created': 'Shipment created',
  'shipment.edited': 'Shipment edited',
  'shipment.viewed': 'Shipment opened',
  'shipment.move-joined': 'Shipments put in one move',
  'shipment.move-left': 'Shipment taken out of its move',
  'move.mixed-customers': 'Move found holding different customers’ shipments (database update)',
  'shipment.imported': 'Updates imported from a file',
  'status-update.posted': 'Status update posted',
  'status-update.edited': 'Status update corrected',
  'status-update.removed': 'Status update removed',
  'status-update.restored': 'Removed status update brought back (Undo)',
  'quote.prepared': 'Quote prepared from a lead',
  'quote.edited': 'Quote draft edited',
  'quote.sent': 'Quote sent to the customer',
  'quote.revised': 'Sent quote reopened for revision',
  'quote.deposit_received': 'Quote’s deposit marked received',
  'whatsapp.consent': 'Customer agreed to WhatsApp updates',
  'whatsapp.opt-out': 'Customer stopped WhatsApp updates (STOP)',
  'whatsapp.send': 'WhatsApp message sent from the console',
  'whatsapp.lead': 'Lead made from a WhatsApp message',
  'follow-up.sent': 'Follow-up sent',
  'follow-up.skipped': 'Follow-up skipped',
  'follow-up.sent-now': 'Follow-up brought forward to now',
  'follow-up.rule-changed': 'Follow-up rule changed',
  'follow-ups.stopped': 'Customer stopped follow-ups',
  'review.received': 'Rating received on “How did we do?”',
}
