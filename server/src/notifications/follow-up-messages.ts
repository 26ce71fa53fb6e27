/**
 * What the customer follow-ups say in English (issue 55); `follow-up-messages.ar.ts` is the
 * Arabic twin. Values that read left to right (a reference, a number) arrive already isolated.
 */
export const greeting = (name: string): string => `Dear ${name},`
export const signOff = (company: string): string => `The ${company} team`

/** Every customer follow-up ends with the stop page's link. */
export const stopWhy = (company: string): string =>
  `You get this reminder because of your move with ${company}. You can stop reminders for this move, or everything from ${company}, in one tap.`
export const stopLink: string = 'Stop these reminders'

/** A sent quote opened and not accepted. */
export const viewedSubject = (reference: string): string => `Your quote ${reference}`
export const viewedIntro = (reference: string): string =>
  `Thank you for looking at your moving quote ${reference}. If you have a question about it, or would like anything changed, reply to this e-mail: your move coordinator will be glad to help.`
/** A sent quote about to expire. */
export const expiringSubject = (reference: string, date: string): string =>
  `Your quote ${reference} is valid until ${date}`
export const expiringIntro = (reference: string, date: string): string =>
  `A reminder that your moving quote ${reference} is valid until ${date}. To keep its price and book your dates, accept it online before then.`
export const validUntil = (date: string): string =>
  `The quote is valid until ${date}. You can choose your options and accept it online.`
export const openQuote: string = 'Open your quote'
export const quotePrivate: string = 'The link is private to you; please do not forward it.'

/** Moving day coming. */
export const moveSubject = (date: string): string => `Reminder: your move on ${date}`
export const moveIntro = (company: string, date: string): string =>
  `A reminder that your move with ${company} is on ${date}.`
/** The crew's window as a value: 'between 8:00 AM and 10:00 AM'. */
export const between = (from: string, to: string): string => `between ${from} and ${to}`
export const crewWindow = (between: string): string => `The crew arrives ${between} (Doha time).`
/** A window staff wrote in another form: given as they wrote it. */
export const crewArrives = (window: string): string => `The crew arrives: ${window} (Doha time).`
export const timeToConfirm: string = 'Your move coordinator will confirm the time with you.'
/** The same, as a WhatsApp value after "Crew arrival (Doha time):". */
export const timeLater: string = 'your move coordinator will confirm the time'
/** Whom to call on the day when staff named no crew leader, as a WhatsApp value. */
export const office = (phone: string): string => `our office on ${phone}`
export const prepareTitle: string = 'To prepare:'
export const checklist: readonly string[] = [
  'Keep passports, documents, jewellery, cash and medicines with you: they travel with you, not in the truck.',
  'Tell the building’s management and security the date and time, and book the lift and a parking space for the truck if you can.',
  'Empty, defrost and dry the fridge and freezer the day before.',
  'Set aside what stays behind or travels with you, and label it clearly.',
  'Be at home when the crew arrives, or have someone there who can decide for you.',
]
export const crewContact = (contact: string): string =>
  `On the day, call the crew leader: ${contact}.`
export const officeContact = (phone: string): string => `On the day, call our office: ${phone}.`
export const anythingChanged: string =
  'If anything has changed, reply to this e-mail or call us as soon as you can.'
export const trackIt: string = 'Follow your move'

/** Moving day changed. */
export const rescheduleSubject = (date: string): string => `Your move’s new date: ${date}`
export const rescheduleIntro = (company: string, date: string): string =>
  `Your move with ${company} has a new date: ${date}.`
export const rescheduleQuestion = (phone: string): string =>
  `If this date does not suit you, reply to this e-mail or call us on ${phone}.`

/** The day after delivery. */
export const reviewSubject: string = 'How did we do?'
export const reviewAsk = (company: string): string =>
  `Thank you for moving with ${company}. How did we do? One tap tells us, if you have a moment.`
export const reviewLink: string = 'Rate your move'
