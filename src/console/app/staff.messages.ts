import type { AttributionField } from '@contract/attribution'
import type { EnquiryLocale } from '@contract/enquiry'
import type { LeadStatus } from '@contract/leads'
import type { ShipmentField } from '@contract/shipments'
import type { StaffRole } from '@contract/staff'

/** Every word of the staff console; its Arabic twin is staff.messages.ar.ts. */
export const consoleName: string = 'Staff console'
export const skipToContent: string = 'Skip to content'
export const loading: string = 'Loading…'
export const navLabel: string = 'Console'
export const navLeads: string = 'Leads'
export const navAccount: string = 'Your account'
export const navMembers: string = 'Staff'
export const navAudit: string = 'Audit trail'
export const otherLanguage: string = 'العربية'
export const signOut: string = 'Sign out'
export const roles: Record<StaffRole, string> = {
  admin: 'Administrator',
  sales: 'Sales',
  operations: 'Operations',
}
export const networkError: string =
  'We could not reach the server. Check your connection and try again.'
export const noPasskeySupport: string =
  'This browser cannot use passkeys. Open the link in a current version of Chrome, Edge, Safari or Firefox.'
export const passkeyCancelled: string =
  'The passkey prompt was closed. Try again when you are ready.'

export const signInTitle: string = 'Sign in to the staff console'
export const signInIntro: string =
  'Use the passkey on this phone or computer: your fingerprint, face or screen lock. There is no password.'
export const signInButton: string = 'Sign in with a passkey'
export const lostDeviceTitle: string = 'Lost your device?'
export const lostDeviceIntro: string =
  'We will e-mail a one-time sign-in link to your work address. It works once, for 15 minutes.'
export const emailLabel: string = 'Work e-mail address'
export const sendLink: string = 'E-mail me a sign-in link'

export const enrolTitle: string = 'Set up your passkey'
export const enrolIntro = (name: string): string =>
  `Welcome, ${name}. Make a passkey on this device: from now on you sign in with your fingerprint, face or screen lock.`
export const enrolButton: string = 'Make my passkey'
export const checkingLink: string = 'Checking your link…'
export const linkMissing: string =
  'This page needs the link from your e-mail or from your administrator.'
export const backToSignIn: string = 'Go to sign-in'

export const accountTitle: string = 'Your account'
export const signedInAs = (name: string, role: string): string => `Signed in as ${name}, ${role}.`
export const passkeysTitle: string = 'Passkeys'
export const passkeysIntro: string =
  'Add a passkey on each phone or computer you work on, so losing one never locks you out.'
export const addPasskey: string = 'Add a passkey on this device'
export const passkeyAdded: string = 'Passkey added. You can sign in with it from now on.'
export const sessionsTitle: string = 'Where you are signed in'
export const sessionsIntro: string =
  'A session ends after 30 minutes without use, and 12 hours after sign-in in any case.'
export const thisDevice: string = 'This device'
export const signedInAt = (when: string): string => `Signed in ${when}`
export const lastActive = (when: string): string => `last active ${when}`
export const revoke: string = 'Sign out this session'
export const signOutEverywhere: string = 'Sign out everywhere'

export const membersTitle: string = 'Staff accounts'
export const membersIntro: string =
  'Add a colleague to send them an enrolment link (valid 24 hours). Disabling an account signs it out at once.'
export const nameLabel: string = 'Full name'
export const roleLabel: string = 'Role'
export const addMember: string = 'Add and send the enrolment link'
export const memberAdded = (name: string): string =>
  `${name} was added. Their enrolment link, valid 24 hours (also e-mailed when mail is set up):`
export const newLink: string = 'New enrolment link'
export const newLinkFor = (name: string): string => `Enrolment link for ${name}, valid 24 hours:`
export const disable: string = 'Disable'
export const enable: string = 'Enable'
export const disabledBadge: string = 'Disabled'
export const memberActions = (name: string): string => `Actions for ${name}`

export const auditTitle: string = 'Audit trail'
export const auditIntro: string =
  'Every staff action, failed sign-ins included, newest first. Nothing here can be changed or removed.'
export const actionFilter: string = 'Action'
export const allActions: string = 'All actions'
export const when: string = 'When'
export const who: string = 'Who'
export const from: string = 'From'
export const what: string = 'What'
export const record: string = 'Record'
export const change: string = 'Change'
export const nobody: string = 'Not signed in'
export const olderEntries: string = 'Older entries'
export const noEntries: string = 'No entries match.'
export const records: Record<string, string> = {
  staff: 'Staff account',
  session: 'Session',
  lead: 'Lead',
  shipment: 'Shipment',
  'status-update': 'Status update',
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
  'shipment.created': 'Shipment created',
  'shipment.edited': 'Shipment edited',
  'shipment.move-joined': 'Shipments put in one move',
  'shipment.move-left': 'Shipment taken out of its move',
  'move.mixed-customers': 'Move found holding different customers’ shipments (database update)',
  'shipment.imported': 'Updates imported from a file',
  'status-update.posted': 'Status update posted',
  'status-update.edited': 'Status update edited',
  'status-update.removed': 'Status update removed',
}

export const leadsTitle: string = 'Leads'
export const leadsIntro: string =
  'Newest first, and new ones appear by themselves. Answer each within one office hour: after that it is marked overdue.'
export const unansweredCount = (count: number): string =>
  count === 0
    ? 'Every lead has been answered.'
    : count === 1
      ? '1 lead waits for an answer.'
      : `${count} leads wait for an answer.`
export const newLeadArrived: string = 'The list changed: a lead arrived or a colleague updated one.'
export const liveLost: string = 'Live updates paused. Reload the page to see new leads.'
export const filtersLabel: string = 'Find leads'
export const moreFilters: string = 'Status, service, language and dates'
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
export const statuses: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
}
export const languages: Record<EnquiryLocale, string> = { en: 'English', ar: 'Arabic' }
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
export const leadNotFound: string = 'There is no such lead.'
export const contactTitle: string = 'Get in touch'
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
export const trackingLabel: string = 'Tracking number'
export const messageLabel: string = 'Message'
export const botCheckLabel: string = 'Bot check'
export const botScore = (score: string): string => `Passed, reCAPTCHA score ${score}`
export const botReview: string = 'Check it by hand:'
export const reviewReasons = {
  notBotChecked: 'not bot-checked, because this server has no reCAPTCHA secret',
  plainForm: 'sent as a plain form without JavaScript, so it carries no reCAPTCHA token',
  lowScore: (score: string): string => `a low reCAPTCHA score (${score})`,
}
export const inventoryTitle: string = 'Inventory'
export const pipelineTitle: string = 'Status'
export const newStatus: string = 'Move to'
export const lostReasonLabel: string = 'Why was it lost?'
export const saveStatus: string = 'Save the status'
export const statusSaved = (status: string): string => `Saved: the lead is now ${status}.`
export const assignTitle: string = 'Who works it'
export const assigneeLabel: string = 'Assigned to'
export const saveAssignee: string = 'Assign'
export const assigneeSaved: string = 'Assignment saved.'
export const notesTitle: string = 'Notes for the team'
export const noteLabel: string = 'New note'
export const addNote: string = 'Add the note'
export const noteAdded: string = 'Note added.'
export const noNotes: string = 'No notes yet.'
export const noteBy = (name: string, when: string): string => `${name}, ${when}`
export const crmFailing = (retrying: number, failed: number): string =>
  `New leads are not reaching the CRM: ${retrying} waiting for another try, ${failed} given up. Work them here meanwhile, and tell the administrator.`
export const crmLastError = (error: string): string => `Last error: ${error}.`

export const navReport: string = 'Report'
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
export const reportTitle: string = 'Where leads come from'
export const reportIntro: string =
  'Leads per week by source and by service, and how many of each source’s leads were won. Weeks run Monday to Sunday, Doha time.'
export const weeksLabel: string = 'Period'
export const lastWeeks = (weeks: number): string => `The last ${weeks} weeks`
export const bySourceTitle: string = 'Leads per week, by source'
export const byServiceTitle: string = 'Leads per week, by service'
export const wonRateTitle: string = 'Won rate, by source'
export const sourceColumn: string = 'Source'
export const serviceColumn: string = 'Service'
export const totalColumn: string = 'Total'
export const wonColumn: string = 'Won'
export const rateColumn: string = 'Won rate'
export const unknownSource: string = 'Not known'
export const directSource: string = 'Direct visit'
export const weekOf = (number: number, dates: string): string => `W${number}: ${dates}`
export const sameMonthDays = (first: string, last: string, month: string): string =>
  `${first}–${last} ${month}`
export const twoMonthDays = (
  first: string,
  firstMonth: string,
  last: string,
  lastMonth: string,
): string => `${first} ${firstMonth} – ${last} ${lastMonth}`
export const noReportLeads: string = 'No leads in this period.'
export const percent = (rate: number): string => `${Math.round(rate * 100)}%`

export const navShipments: string = 'Shipments'
export const quietInNav = (count: number): string => `${count} quiet`
export const shipmentsTitle: string = 'Shipments'
export const shipmentsIntro: string =
  'Sorted by the next expected milestone. A shipment is quiet when nothing has been posted for 7 days and it is not delivered: post what you know, so the customer never reads a stale page.'
export const shipmentSearch: string = 'Tracking number, customer or last digits of the phone'
export const stageFilter: string = 'Stage'
export const anyStage: string = 'Every stage'
export const noStageYet: string = 'No stage yet'
export const overdueOnly: string = 'Arrival date passed, not delivered'
export const quietOnly: string = 'Quiet only'
export const showShipments: string = 'Show shipments'
export const noShipments: string = 'No shipments match.'
export const moreShipments: string = 'More shipments'
export const quietBadge: string = 'Quiet'
export const lateBadge: string = 'Arrival passed'
export const nextDue = (date: string): string => `Next milestone due ${date}`
export const arrives = (date: string): string => `Arrives ${date}`
export const newShipment: string = 'New shipment'
export const importUpdates: string = 'Import a day’s updates'
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
  date_of_departure: 'Date of departure',
  date_of_arrival: 'Date of arrival',
}
export const allShipments: string = 'All shipments'
export const shipmentFieldsTitle: string = 'The shipment'
export const saveShipment: string = 'Save the shipment'
export const shipmentSaved: string = 'Saved. The tracking page shows it now.'
export const nothingChanged: string = 'Nothing had changed.'
export const updatesTitle: string = 'Status updates'
export const noUpdatesYet: string = 'Nothing posted yet.'
export const postUpdateTitle: string = 'Post an update'
export const updateStage: string = 'Stage'
export const noStage: string = 'No stage (a note only)'
export const updateDate: string = 'Date'
export const updateTime: string = 'Time (optional)'
export const updateLocation: string = 'Location (optional)'
export const updateNote: string = 'What happened'

export const updateNoteAr: string = 'What happened, in Arabic (optional)'

export const updateNoteArHint: string =
  'Customers reading the Arabic site and Arabic e-mails see it instead of the English note.'
export const subscribersWillHear = (count: number): string =>
  count === 0
    ? 'No confirmed subscriber will be e-mailed.'
    : count === 1
      ? '1 confirmed subscriber will be e-mailed about this stage.'
      : `${count} confirmed subscribers will be e-mailed about this stage.`
export const postUpdate: string = 'Post the update'
export const updatePosted: string = 'Posted. Subscribers hear of a new stage within a minute.'
export const removeUpdate: string = 'Remove'
export const updateRemoved: string = 'Update removed.'
export const removeUpdateNamed = (what: string): string => `Remove the update “${what}”`
export const linksTitle: string = 'Share it'
export const copyLink: string = 'Copy the tracking link'
export const linkCopied: string = 'Link copied.'
export const whatsappIn: Record<EnquiryLocale, string> = {
  en: 'WhatsApp in English',
  ar: 'WhatsApp in Arabic',
}
export const customerSeesTitle: string = 'What the customer sees'
export const customerSeesIntro: string =
  'The public tracking page for this number, as the customer opens it: masked until they give the last digits of their phone.'
export const customerSeesLanguage: string = 'Language of the page'
export const customerSeesFrame = (language: string): string =>
  `The customer’s tracking page, in ${language}`
export const openCustomerPage: string = 'Open it in a new tab'
export const newShipmentTitle: string = 'New shipment'
export const newShipmentIntro: string =
  'It gets a new random tracking number. Start it from a won lead to fill in the customer’s details and link the two.'
export const startFrom: string = 'Start from'
export const emptyShipment: string = 'Nothing: an empty shipment'
export const leadNumber = (id: number): string => `Lead ${id}`
export const noWonLeads: string = 'No won lead is waiting for its shipment.'
export const madeFromLead: string = 'Made from'
export const createShipment: string = 'Create the shipment'
export const importTitle: string = 'Import a day’s updates'
export const importIntro: string =
  'A CSV file whose first row names its columns: tracking number, stage, date, time, location, note, and optionally arabic note (the note in Arabic, for Arabic readers). Check it first: nothing is posted until you apply it, and then every row is posted or none.'
export const csvFile: string = 'CSV file'
export const checkFile: string = 'Check the file'
export const applyFile: string = 'Post every row'
export const rowLabel: string = 'Row'
export const rowsOk = (count: number): string =>
  count === 1 ? '1 row is ready to post.' : `${count} rows are ready to post.`
export const rowsApplied = (count: number): string =>
  count === 1 ? '1 update posted.' : `${count} updates posted.`
export const fixRows: string = 'Fix these rows, then check the file again:'
export const emailsColumn: string = 'E-mails'
export const csvTooBig = (kilobytes: number): string =>
  `The file is larger than ${kilobytes} KB. Split it into smaller files.`
export const leadShipmentTitle: string = 'Its shipment'
export const moveLegsTitle: string = 'Legs of the move'
export const moveLegsIntro = (most: number): string =>
  `When one customer’s move travels as several shipments (air freight, sea freight, storage), put them in one move: tracking any leg then shows the others, and a subscriber can follow them all. At most ${most} legs.`
export const noLegs: string = 'This shipment is not part of a move with others.'
export const arrivesOn = (date: string): string => `arrival ${date}`
export const legTrackingNumber: string = 'Tracking number of another leg'
export const addLeg: string = 'Add to this move'
export const legAdded: string = 'Added. Each leg now shows the others to the customer.'
export const leaveMove: string = 'Take this shipment out of the move'
export const legLeft: string = 'Taken out of the move.'
export const editUpdate: string = 'Correct'
export const editUpdateNamed = (what: string): string => `Correct the update “${what}”`
export const saveUpdate: string = 'Save the correction'
export const updateSaved: string = 'Update corrected.'
