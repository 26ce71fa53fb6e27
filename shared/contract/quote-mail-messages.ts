/**
 * What a customer reads when a quote is sent to them (issue 53): the e-mail with its private link,
 * and the WhatsApp message staff can send the link in. Values come in as arguments, already
 * isolated left to right where the language needs it, so each language orders its sentence its
 * own way. The Arabic twin is quote-mail-messages.ar.ts.
 */

/** An amount, already written with its thousands and its dirhams ('12,345.50'), in riyals. */
export const money = (amount: string): string => `QAR ${amount}`
export const mailSubject = (reference: string, company: string): string =>
  `Your quote ${reference} from ${company}`
export const revisedSubject = (reference: string, version: number): string =>
  `Your quote ${reference}, revised (version ${version})`
export const mailGreeting = (name: string): string => `Dear ${name},`
export const mailReady = (reference: string, company: string): string =>
  `Thank you for considering ${company}. Your quote ${reference} is ready.`
export const mailRevised = (reference: string, version: number): string =>
  `We have revised your quote ${reference}: this is version ${version}, and it replaces the one we sent before.`
export const mailTotal = (total: string, deposit: string, percent: number): string =>
  `The total is ${total}, with a deposit of ${deposit} (${percent}%) due when you accept.`
export const mailTotalNoDeposit = (total: string): string => `The total is ${total}.`
export const mailOptions: string =
  'Some services are optional: choose them on the quote’s page and the total follows your choice.'
export const mailValidUntil = (day: string): string => `The quote is valid until ${day}.`
export const mailOpen: string = 'Open your quote'
export const mailNext: string =
  'The page shows every line and its price, and prints or saves as a PDF. To go ahead, or to change anything, reply to this e-mail or call your move coordinator.'
export const mailPrivate: string =
  'The link is yours alone: anyone who has it can read the quote, so please do not share it.'
export const mailSignOff = (company: string): string => `The ${company} team`
export const whatsappText = (
  name: string,
  reference: string,
  company: string,
  link: string,
): string =>
  `Hello ${name}, your quote ${reference} from ${company} is ready. You can read and print it here:\n${link}`
