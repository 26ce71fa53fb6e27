/**
 * The words of the customer's quote page (/quote/:token), in English. The Arabic page reads the
 * twin, `customer-page-messages.ar.ts`, whose exports match these. References, sums and dates
 * come in as arguments, already written the language's way, so each language orders its sentence
 * its own way.
 */

import type { ServiceType } from '@contract/enquiry.ts'

/** A calendar day (YYYY-MM-DD) as the site's English pages write it: 26/11/2026. */
export const date = (isoDate: string): string => isoDate.split('-').reverse().join('/')

export const title = (reference: string): string => `Quote ${reference}`

export const version = (number: number): string => `Version ${number}`

export const sentOn = (day: string): string => `Sent on ${day}`

export const validUntil = (day: string): string => `Valid until ${day}`

export const replaces = (current: number, seen: number, day: string): string =>
  `This is version ${current} of your quote. It replaces version ${seen}, which you opened on ${day}.`

export const expired = (day: string): string =>
  `This quote expired on ${day}; ask us for a new one.`

export const accepted = (day: string): string => `This quote was accepted on ${day}.`

export const declined: string = 'This quote was declined.'

export const declinedOn = (day: string): string => `This quote was declined on ${day}.`

export const contactHeading: string = 'Contact us'

export const phone: string = 'Phone'

export const email: string = 'E-mail'

export const address: string = 'Address'

export const preparedFor: string = 'Prepared for'

export const customer: string = 'Name'

export const mobile: string = 'Mobile'

export const service: string = 'Service'

export const services: Record<ServiceType, string> = {
  localMove: 'Local move',
  internationalMove: 'International move',
  carExport: 'Car import and export',
  storageServices: 'Storage services',
  logistics: 'Logistics',
}

export const yourMove: string = 'Your move'

export const inventory: string = 'Inventory'

export const price: string = 'Your price'

export const linesCaption: string = 'Each service and its price'

export const item: string = 'Service'

export const quantity: string = 'Quantity'

export const unitPrice: string = 'Unit price'

export const amount: string = 'Amount'

export const optional: string = 'Optional'

export const included: string = 'Included'

export const notIncluded: string = 'Not included'

export const perUnit = (sum: string, unit: string): string => `${sum} per ${unit}`

export const lumpSum = (sum: string): string => `${sum} (lump sum)`

export const insuranceBasis = (rate: string, value: string): string =>
  `${rate}% of the declared value, ${value}`

export const chooseOptions: string =
  'Tick the optional services you would like: the total counts only those ticked.'

export const updateTotal: string = 'Update the total'

export const subtotal: string = 'Subtotal'

export const discount: string = 'Discount'

export const total: string = 'Total'

export const deposit = (share: number): string => `Deposit due on acceptance (${share}%)`

export const balance: string = 'Balance after the deposit'

export const totalNow = (sum: string): string => `The total is now ${sum}.`

export const termsHeading: string = 'Terms'

export const termsBefore: string = 'This quote is made under our '

export const termsLink: string = 'terms and conditions'

export const termsAfter = (day: string): string => ` of ${day}.`

export const notes: string = 'Notes from your move coordinator'

export const printFooter = (reference: string, number: number): string =>
  `Quote ${reference}, version ${number}`

export const notFoundTitle: string = 'This link opens no quote'

export const notFoundText: string =
  'The link may be incomplete, or a newer one may have replaced it. Ask your move coordinator to send it again.'

export const depositTitle: string = 'Paying the deposit'

export const depositDue = (amount: string, percent: number): string =>
  `Your deposit of ${amount} (${percent}% of the total) confirms the booking. The balance is due on the move.`

export const depositHowTo: string =
  'Pay it by bank transfer to the account below, with your quote’s reference as the payment reference, so we match it to your move.'

export const depositNoBank: string =
  'Your move coordinator will send you the bank details for the deposit, with your quote’s reference to quote on the transfer.'

export const bankName: string = 'Bank'

export const accountName: string = 'Account name'

export const iban: string = 'IBAN'

export const swift: string = 'SWIFT'

export const paymentReference: string = 'Payment reference'
