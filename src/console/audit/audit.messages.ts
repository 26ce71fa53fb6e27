/** How the audit trail names what changed: each fact by its name, each value in words. */
export const fields: Record<string, string> = {
  status: 'Status',
  reason: 'Reason',
  assignedTo: 'Assigned to',
  disabled: 'Disabled',
  link: 'Link',
  with: 'Signed in with',
  leg: 'Joined shipment',
  move: 'Move',
  trackingId: 'Tracking number',
  leadId: 'Lead',
  email: 'Email',
  name: 'Name',
  role: 'Role',
  stage: 'Stage',
  date: 'Date',
  time: 'Time',
  location: 'Location',
  note: 'Note',
  noteAr: 'Arabic note',
  via: 'Through',
  row: 'Row',
  rows: 'Rows',
  changed: 'Changed',
  personal: 'Personal details changed',
  kind: 'Sent as',
  language: 'Language',
  template: 'Template',
  followUpId: 'Follow-up',
  rule: 'Rule',
  enabled: 'On',
  offsetMinutes: 'Timing (minutes)',
}
export const values: Record<string, string> = {
  enrolment: 'enrolment link',
  'sign-in': 'sign-in link',
  passkey: 'passkey',
  csv: 'CSV file',
  text: 'free text',
  template: 'approved template',
  en: 'English',
  ar: 'Arabic',
  // The trail keeps what was sent before the template was renamed (issue 55).
  pre_move_reminder: 'pre-move reminder',
  move_reminder: 'moving day reminder',
  enquiry_received: 'enquiry received',
}
export const none: string = 'none'
export const yes: string = 'yes'
export const no: string = 'no'
export const listSeparator: string = ', '
/** Reads in the direction of the text: from the old value to the new. */
export const change = (before: string, after: string): string => `${before} → ${after}`
