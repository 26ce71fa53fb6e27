import type { EnquiryLocale } from '@contract/enquiry'

/** The words of the shipments desk: list, shipment, new shipment and import; its Arabic twin is shipments.messages.ar.ts. */
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
export const fromAcceptedQuote = (reference: string): string =>
  `Filled in from the accepted quote ${reference}`
export const emptyShipment: string = 'Nothing: an empty shipment'
export const leadNumber = (id: number): string => `Lead ${id}`
export const noWonLeads: string = 'No won lead is waiting for its shipment.'
export const madeFromLead: string = 'Made from'
export const importTitle: string = 'Import a day’s updates'
export const importIntro: string =
  'A CSV file whose first row names its columns: tracking number, stage, date, time, location, note, and optionally arabic note (the note in Arabic, for Arabic readers). Check it first: nothing is posted until you apply it, and then every ticked row is posted, or none.'
export const csvFile: string = 'CSV file'
export const checkFile: string = 'Check the file'
export const applyFile: string = 'Post every row'
export const rowLabel: string = 'Row'
export const rowsOk = (count: number): string =>
  count === 1 ? '1 row is ready to post.' : `${count} rows are ready to post.`
export const rowsApplied = (count: number): string =>
  count === 1 ? '1 update posted.' : `${count} updates posted.`
export const fixRows: string =
  'Untick the rows with errors to post the others, or fix the file and check it again.'
export const emailsColumn: string = 'E-mails'
export const csvTooBig = (kilobytes: number): string =>
  `The file is larger than ${kilobytes} KB. Split it into smaller files.`
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
