import { MILESTONES } from './jobs.ts'

/** What the staff API answers a request it refuses; the console shows the same words. */
export const staffMessages = {
  signedOut: 'Please sign in to the staff console.',
  forbidden: 'Your role does not allow this.',
  missingOrigin: 'Staff requests must come from this website’s own pages.',
  badLink: 'This link is not valid. Ask an administrator for a new one.',
  usedLink: 'This link has expired or was already used. Ask an administrator for a new one.',
  badEmail: 'Please enter a valid email address.',
  badName: (most: number) => `Please enter a name of at most ${most} characters on one line.`,
  badRole: 'The role must be admin, sales or operations.',
  badPasskey: 'The passkey’s answer could not be read. Please try again.',
  passkeyRefused: 'That passkey was not accepted. Please try again, or ask for a sign-in link.',
  linkSent:
    'If that address has a staff account, a sign-in link is on its way. It works once, for 15 minutes.',
  emailTaken: 'A staff account with this email address already exists.',
  noSuchMember: 'There is no such staff account.',
  cannotWorkLeads: 'This person’s role cannot open leads, so a lead cannot be given to them.',
  ownAccount: 'You cannot disable your own account.',
  badId: 'The record id must be a positive whole number.',
  badDisabled: 'Say whether the account is disabled: true or false.',
  badStatus: 'The status must be new, contacted, quoted, won or lost.',
  badChannel: 'The way of contact must be call, whatsapp or email.',
  lostReason: 'Say why the lead was lost.',
  emptyNote: 'Write the note first.',
  tooLong: (most: number) => `This is too long (at most ${most} characters).`,
  searchTooLong: (most: number) => `Search for at most ${most} characters.`,
  controlCharacter:
    'This text holds an invisible control character (such as NUL), often pasted from another program. Remove it and try again.',
  bidiControl:
    'This text holds an invisible character that reverses the order of letters (a bidi control). Remove it and try again.',
  brokenCharacter: 'This text holds a broken character. Type it again and try once more.',
  noSuchLead: 'There is no such lead.',
  changedMeanwhile: 'Someone changed this lead a moment ago. Look at it again, then try.',
  noSuchSession: 'There is no such session.',
  freshSignIn:
    'To add a passkey, first sign in again with one of your passkeys (it counts for 5 minutes). If you have none left, ask an administrator for a new enrolment link.',
  lastPasskey:
    'This is your last passkey, and no administrator could send you a new enrolment link. Add another passkey before you remove this one.',
  noSuchPasskey: 'There is no such passkey.',
  passkeyTaken: 'This passkey is already registered. Make a new one, or sign in with it.',
  adminLink:
    'A link for another administrator cannot be made here: they add passkeys themselves, or the command line makes one.',
  badPasskeyId: 'The passkey id is not valid.',
  badPasskeyName: (most: number) =>
    `Please enter a passkey name of at most ${most} characters on one line.`,
  tooManyStreams: (most: number) =>
    `This sign-in already has ${most} consoles open with live updates. Close one of them, then reload this page.`,
  unknownField: 'There is no such shipment field.',
  badShipmentText: (most: number) => `Please enter at most ${most} characters on one line.`,
  badPackages: (most: number) => `Please enter a whole number of packages from 0 to ${most}.`,
  badMeasure: (most: number) => `Please enter a number from 0 to ${most}.`,
  badDate: 'Please enter a date as YYYY-MM-DD.',
  badTime: 'Please enter a time as HH:MM (24-hour), or leave it empty.',
  badCollectionWindow:
    'Please enter the crew’s arrival window as two times, Doha time, the earlier first, e.g. 08:00-10:00.',
  badContactNumber: 'Please enter a phone number with at least 4 digits.',
  badStage: `The stage must be one of: ${MILESTONES.join(', ')} (or empty).`,
  emptyUpdate: 'Write what happened.',
  nothingToChange: 'Change at least one field.',
  noSuchShipment: 'There is no shipment with this tracking number.',
  noSuchUpdate: 'There is no such status update.',
  cannotRestore: 'This update can no longer be brought back. Post it again instead.',
  leadNotWon: 'Only a won lead can become a shipment.',
  leadHasShipment: 'This lead already has a shipment.',
  trackingIdTaken: 'A shipment with this tracking number already exists.',
  ownLeg: 'Give the tracking number of another shipment.',
  alreadyLegs: 'These shipments are legs of one move already.',
  otherMove: 'That shipment is a leg of another move. Take it out of that move first.',
  tooManyLegs: (most: number) => `A move has at most ${most} legs.`,
  notALeg: 'This shipment is not a leg of any move.',
  otherCustomer:
    'That shipment is another customer’s: a move holds the shipments of one customer, with the same phone number or email address.',
  otherCustomerReason:
    'That shipment’s phone number and email address differ from this move’s. If both are records of the same customer, give the reason and add it again.',
  moveReasonAdminsOnly: 'Only an administrator may join the records of different contact details.',
  badMoveReason: (most: number) =>
    `Please give the reason on one line, in at most ${most} characters.`,
  badCsv: 'Send the file’s text as csv in a JSON body.',
  csvTooLarge: (kb: number) => `The file is too large: at most ${kb} KB.`,
  csvTooManyRows: (most: number) => `The file has too many rows: at most ${most} updates.`,
  csvEmpty: 'The file has no updates.',
  csvHeader:
    'The first row must name the columns: tracking number, stage, date, time, location, note.',
  csvUnclosedQuote: 'A quoted cell is not closed.',
  csvColumns: (count: number) =>
    `This row must have 6 cells, or 7 with an Arabic note; it has ${count}.`,
  csvRowsRefused: 'Some rows have errors, so nothing was applied. Fix them and try again.',
  csvChangedMeanwhile:
    'A shipment in the file was removed while it was applied, so nothing was applied. Try again.',
}
