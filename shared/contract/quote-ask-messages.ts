/**
 * What a customer reads when they ask about a quote on its page (issue 53, item 2): the forms
 * for a question and for another date, their refusals and thanks, and the e-mail that tells the
 * company's staff. The Arabic twin is quote-ask-messages.ar.ts.
 */

export const askHeading: string = 'Ask us a question'
export const questionLabel: string = 'Your question'
export const askButton: string = 'Send the question'
export const dateHeading: string = 'Ask for another date'
export const dateLabel: string = 'The date you would like'
export const dateNote: string = 'A note (optional)'
export const dateButton: string = 'Ask for this date'

export const questionNeeded: string = 'Please type your question.'
export const textTooLong: string = 'Please keep it to 1,000 characters.'
export const dateNeeded: string = 'Please choose a date from today on.'
export const tooMany: string =
  'You have sent 5 messages about this quote in the last hour. Please wait a little, or call us.'
export const thanks: string =
  'Thank you: your move coordinator has your message and will answer you soon.'

/** The words kept on the lead's timeline for a date request, in the quote's language. */
export const dateRequest = (day: string, note: string): string =>
  note ? `Asks for another date: ${day}. ${note}` : `Asks for another date: ${day}.`

export const staffSubject = (reference: string, name: string): string =>
  `${name} asks about quote ${reference}`
export const staffIntro = (name: string, reference: string): string =>
  `${name} wrote on the page of quote ${reference}:`
export const staffOpen: string = 'Open the lead in the console'
