/**
 * What a customer is told after sending an enquiry or a planned quote, on the thank-you page and
 * in the acknowledgement e-mail alike: its reference, and the answer the office is held to
 * (within one office hour while it is open, else the next morning it opens). The Arabic twin is
 * acknowledgement-messages.ar.ts.
 */
import type { ServiceType } from './enquiry.ts'

/** In `Date#getUTCDay` order. */
export const dayNames: readonly string[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
]
export const halves: readonly [string, string] = ['AM', 'PM']
export const referenceLine = (reference: string): string =>
  `Your reference is ${reference}. Please quote it when we call.`
export const withinOfficeHour: string = 'A move coordinator will call you within one office hour.'
export const nextMorning = (day: string, time: string): string =>
  `Our office is closed now. A move coordinator will call you the next morning, ${day} from ${time} (Doha time).`
export const nextSteps: string =
  'We will talk through your dates and arrange a free survey, in person or by video.'
export const mailSubject = (reference: string): string => `We have your request: ${reference}`
export const mailGreeting = (name: string): string => `Dear ${name},`
export const mailThanks: string = 'Thank you for contacting us. We have received your request.'
export const mailAsked = (what: string): string => `You asked about: ${what}.`
export const mailYourMessage: string = 'Your message:'
export const mailSignOff = (company: string): string => `The ${company} team`
export const services: Record<ServiceType, string> = {
  localMove: 'a local move',
  internationalMove: 'an international move',
  carExport: 'car import and export',
  storageServices: 'storage',
  logistics: 'logistics',
}
export const plannedQuote: string = 'a quote for the move you planned on our site'
