import type { AttributionField } from '@contract/attribution'

/** The words of the leads screens: inbox, lead and report; its Arabic twin is leads.messages.ar.ts. */
export const leadsTitle: string = 'Leads'
export const leadsIntro: string = 'Newest first. Answer each within one office hour.'
export const unansweredCount = (count: number): string =>
  count === 0
    ? 'Every lead has been answered.'
    : count === 1
      ? '1 lead waits for an answer.'
      : `${count} leads wait for an answer.`
export const liveLost: string = 'Live updates paused. Reload the page to see new leads.'
export const filtersLabel: string = 'Find leads'
export const searchLabel: string = 'Name, phone or e-mail'
export const statusFilter: string = 'Status'
export const allStatuses: string = 'Every status'
export const serviceFilter: string = 'Service'
export const allServices: string = 'Every service'
export const languageFilter: string = 'Language'
export const allLanguages: string = 'Both languages'
export const fromFilter: string = 'Received from'
export const toFilter: string = 'Received until'
export const showLeads: string = 'Show leads'
export const clearFilters: string = 'Clear filters'
export const exportCsv: string = 'Export all as CSV'
export const noLeads: string = 'No leads match.'
export const olderLeads: string = 'Older leads'
export const overdue: string = 'Overdue'
export const plannedMove: string = 'Planned move'
/** Office time, in hours and minutes. */
export const duration = (hours: number, minutes: number): string =>
  hours ? `${hours} h ${minutes} min` : `${minutes} min`
export const waitingFor = (time: string): string => `Waiting ${time} of office time`
export const answeredIn = (time: string): string => `Answered in ${time} of office time`
export const unassigned: string = 'Unassigned'
export const assignedTo = (name: string): string => `With ${name}`
export const receivedAt = (when: string): string => `Received ${when}`
export const allLeads: string = 'All leads'
export const call: string = 'Call'
export const whatsapp: string = 'WhatsApp'
export const sendEmail: string = 'E-mail'
export const enquiryTitle: string = 'The enquiry'
export const phoneLabel: string = 'Phone'
export const emailField: string = 'E-mail'
export const serviceLabel: string = 'Service'
export const languageLabel: string = 'Language'
export const receivedLabel: string = 'Received'
export const pageLabel: string = 'Sent from'
export const messageLabel: string = 'Message'
export const botCheckLabel: string = 'Bot check'
export const botScore = (score: string): string => `Passed, reCAPTCHA score ${score}`
export const botReview: string = 'Check it by hand:'
export const inventoryTitle: string = 'Inventory'
export const pipelineTitle: string = 'Status'
export const lostReasonLabel: string = 'Why was it lost?'
export const assignTitle: string = 'Who works it'
export const assigneeLabel: string = 'Assigned to'
export const saveAssignee: string = 'Assign'
export const notesTitle: string = 'Notes for the team'
export const noteLabel: string = 'New note'
export const addNote: string = 'Add the note'
export const noteAdded: string = 'Note added.'
export const noNotes: string = 'No notes yet.'
export const noteBy = (name: string, when: string): string => `${name}, ${when}`
export const crmFailing = (retrying: number, failed: number): string =>
  `New leads are not reaching the CRM: ${retrying} waiting for another try, ${failed} given up. Work them here meanwhile, and tell the administrator.`
export const whatsappFailing = (retrying: number, failed: number): string =>
  `WhatsApp messages are not reaching customers: ${retrying} waiting for another try, ${failed} failed in the last 7 days. Each lead's thread shows why; reach those customers another way, and tell the administrator.`
export const sourceFilter: string = 'Source'
export const sourceHint: string = 'For example google, instagram or direct'
export const fromSource: string = 'From'
export const originTitle: string = 'Where it came from'
export const originUnknown: string =
  'Not known: it was sent before the site kept visits, or from a browser with JavaScript off.'
export const attributionLabels: Record<AttributionField, string> & { source: string } = {
  source: 'Source',
  landingPage: 'First page of the visit',
  referrer: 'Referring site',
  utmSource: 'Campaign source',
  utmMedium: 'Medium',
  utmCampaign: 'Campaign',
  utmTerm: 'Keyword',
  utmContent: 'Ad content',
  gclid: 'Google Ads click id',
}
export const unknownSource: string = 'Not known'
export const directSource: string = 'Direct visit'
export const percent = (rate: number): string => `${Math.round(rate * 100)}%`
export const leadShipmentTitle: string = 'Its shipment'
export const workLead: string = 'Work this lead'
export const noteAction: string = 'Note'
export const ownerLabel: string = 'Owner'
export const routeLabel: string = 'Route'
export const moveDateLabel: string = 'Moving'
export const contactedSheetTitle: string = 'Mark it contacted?'
export const contactedNoteLabel: string = 'What was said (optional)'
export const markContacted: string = 'Mark contacted'
export const notNow: string = 'Not now'
export const callNoteTitle: string = 'A note about the call?'
export const noteSheetTitle: string = 'A note for the team'
export const markLost: string = 'Mark it lost'
export const statusNow = (status: string): string => `The lead is now ${status}.`
export const assignedNow = (name: string): string => `The lead is now with ${name}.`
export const unassignedNow: string = 'The lead is back with the team.'
export const undoChange: string = 'Undo'
export const changeUndone: string = 'Undone.'
export const showWhole: string = 'Show all'
export const route = (from: string, to: string): string => `${from} → ${to}`
export const lostBecause = (reason: string): string => `Lost because: ${reason}`
