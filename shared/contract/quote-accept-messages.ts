/**
 * What a customer reads when they accept a quote on its page (issue 53, item 3): the form that
 * asks for their name and their tick, the form for the 6-digit code, each refusal, the code's
 * e-mail and the acceptance record below the quote. Values come in as arguments, already written
 * the language's way. The Arabic twin is quote-accept-messages.ar.ts.
 */

export const acceptHeading: string = 'Accept this quote'
export const acceptIntro: string =
  'Type your full name and tick the box. We then e-mail you a 6-digit code to confirm that it is you.'
export const fullName: string = 'Your full name'
export const agree: string = 'I accept these terms'
export const whatsappUpdates: string = 'Send me updates on WhatsApp'
export const whatsappHint: string =
  'The booking confirmation and your move’s news, to the phone number on this quote, from our official WhatsApp Business account. Reply STOP at any time.'
export const sendCode: string = 'Accept and e-mail me a code'
export const codeHeading: string = 'Enter your code'
export const codeSent = (email: string): string =>
  `We e-mailed a 6-digit code to ${email}. It is valid for 10 minutes.`
export const codeLabel: string = '6-digit code'
export const confirm: string = 'Confirm my acceptance'
export const newCode: string = 'E-mail me a new code'

export const nameNeeded: string = 'Please type your full name.'
export const nameTooLong: string = 'Please keep your name to 120 characters.'
export const agreeNeeded: string = 'Please tick “I accept these terms” to accept.'
export const codeFormat: string = 'The code is the 6 digits in our e-mail.'
export const codeWrong = (left: number): string =>
  left === 1
    ? 'That code is not right. You have 1 try left.'
    : `That code is not right. You have ${left} tries left.`
export const codeSpent: string = 'That code was tried 5 times. Please ask for a new code.'
export const codeExpired: string =
  'That code has expired: codes last 10 minutes. Please ask for a new code.'
export const codeMissing: string = 'Please ask for a code first.'
export const tooManyCodes: string =
  'We have sent 3 codes for this quote in the last hour. Please use the latest, or try again later.'
export const notOpen: string = 'This quote can no longer be accepted.'
export const revisedMeanwhile: string =
  'This quote was revised while you were accepting it. Please read the new version before you accept.'
export const declinedMeanwhile: string = 'This quote was declined, so it can no longer be accepted.'
export const expiredMeanwhile: string =
  'This quote has expired, so it can no longer be accepted; ask us for a new one.'
export const acceptedAlready: string = 'This quote was already accepted.'

export const codeSubject = (reference: string): string => `Your code to accept quote ${reference}`
export const codeMailIntro = (reference: string): string =>
  `To accept quote ${reference}, enter this code on the quote’s page:`
export const codeMailLimits: string =
  'The code is valid for 10 minutes. If you did not ask for it, ignore this e-mail: nothing is accepted without it.'

export const recordHeading: string = 'Acceptance record'
export const recordBy: string = 'Accepted by'
export const recordAt: string = 'Accepted at (Doha)'
export const recordVersion: string = 'Version'
export const recordOptions: string = 'Options chosen'
export const recordNoOptions: string = 'None'
export const recordTotal: string = 'Total'
export const recordChannel: string = 'Confirmed with a code sent by'
export const channelEmail: string = 'e-mail'
export const recordHash: string = 'SHA-256 of the accepted content'
export const recordIntact: string =
  'The accepted content matches its SHA-256: nothing has changed since.'
export const recordBroken: string =
  'Warning: the stored content no longer matches its SHA-256. Please contact us.'

export const declineHeading: string = 'Decline this quote'
export const declineIntro: string =
  'If this quote is not for you, tell us why: it helps us do better next time.'
export const declineReason: string = 'Why are you declining?'
export const declineReasons: Record<
  'price' | 'date' | 'other_company' | 'not_moving' | 'other',
  string
> = {
  price: 'The price is too high',
  date: 'The dates do not suit me',
  other_company: 'I chose another company',
  not_moving: 'I am no longer moving',
  other: 'Another reason',
}
export const declineNote: string = 'Anything you would like to tell us (optional)'
export const declineButton: string = 'Decline the quote'
export const reasonNeeded: string = 'Please choose a reason.'
export const noteTooLong: string = 'Please keep your note to 1,000 characters.'

export const acceptedSubject = (reference: string): string => `You accepted quote ${reference}`
export const acceptedIntro = (reference: string, version: number, name: string): string =>
  `Thank you: quote ${reference}, version ${version}, was accepted in the name of ${name}.`
export const acceptedTotal = (total: string, deposit: string): string =>
  `The total is ${total}; the deposit due now is ${deposit}.`
export const acceptedOpen: string = 'Open your quote and its acceptance record'
export const acceptedNext: string =
  'Your move coordinator will contact you about the deposit and the next steps. The page prints or saves as a PDF for your records.'
export const staffAcceptedSubject = (reference: string, name: string): string =>
  `Quote ${reference} accepted by ${name}`
export const staffAcceptedIntro = (name: string, reference: string, version: number): string =>
  `${name} accepted quote ${reference}, version ${version}, confirmed with a code sent by e-mail.`
export const staffAcceptedOptions = (options: string): string => `Options chosen: ${options}.`
export const staffOpen: string = 'Open the lead in the console'
