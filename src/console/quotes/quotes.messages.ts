import type { QuoteStatus } from '@contract/quotes'

import type { LineGroup } from './line-groups'

/** The words of a lead's quotes: the list, the draft editor and a sent quote; twin: .ar.ts. */
export const quotesTitle: string = 'Quotes'
export const noQuotes: string = 'No quote for this lead yet.'
export const prepareQuote: string = 'Prepare a quote'
export const referenceLabel: string = 'Reference'
export const statusLabel: string = 'Status'
export const totalLabel: string = 'Total'
export const validUntilLabel: string = 'Valid until'
export const quoteStatuses: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
}
export const quoteTitle: string = 'Quote'
export const versionSent = (version: number): string => `Version ${version} sent`
export const plannedTitle: string = 'From the planner'
export const plannedIntro: string = 'What the customer planned, read-only: price the lines from it.'
export const inventoryTitle: string = 'Inventory'
export const useVolume = (cubicMetres: number): string =>
  `Use the planner’s volume: ${cubicMetres} m³`
export const volumeUsed = (cubicMetres: number): string =>
  `The freight line now counts ${cubicMetres} m³.`
export const noFreightLine: string =
  'To use the planner’s volume, add a freight line priced per m³ first.'
export const linesTitle: string = 'Lines'
export const noLines: string = 'No lines yet: add the first from the catalogue.'
export const addLineLabel: string = 'Add a line from the catalogue'
export const chooseItem: string = 'Choose an item'
export const addLine: string = 'Add the line'
export const groupNames: Record<LineGroup, string> = {
  packing: 'Packing and materials',
  crew: 'Crew and trucks',
  freight: 'Sea and air freight',
  customs: 'Customs clearance',
  storage: 'Storage',
  insurance: 'Insurance',
  handyman: 'Handyman',
  discount: 'Discount',
}
export const lineTitle = (line: number, name: string): string => `Line ${line}: ${name}`
export const labelsToggle: string = 'Labels in English and Arabic'
export const labelEnglish: string = 'Label in English'
export const labelArabic: string = 'Label in Arabic'
export const quantityLabel: string = 'Quantity'
export const unitLabel: string = 'Unit'
export const unitPriceLabel: string = 'Unit price (QAR)'
export const declaredValueLabel: string = 'Declared value (QAR)'
export const rateLabel: string = 'Rate (%)'
export const optionalLabel: string = 'Optional: the customer chooses'
export const lineAmount: string = 'Amount'
export const removeLine = (line: number): string => `Remove line ${line}`
export const termsTitle: string = 'Validity, deposit and language'
export const validUntilField: string = 'Valid until'
export const depositField: string = 'Deposit (%)'
export const notesField: string = 'Notes for the customer'
export const languageField: string = 'The customer reads it in'
export const riyalsFormat: string =
  'Write an amount in riyals with at most two decimals, such as 1250 or 12.50.'
export const wholeNumber: string = 'Write a whole number, such as 3.'
export const percentFormat: string =
  'Write a percentage with at most two decimals, such as 2 or 1.5.'
export const saveDraft: string = 'Save the draft'
export const saved: string = 'Draft saved.'
export const sendQuote: string = 'Send to the customer'
export const totalsTitle: string = 'Totals'
export const withOptions: string = 'With every option'
export const depositDue = (percent: number): string => `Deposit (${percent}%)`
export const reloadQuote: string = 'Show the latest version'
export const keptTitle: string = 'What you typed, not saved'
export const keptIntro: string =
  'The quote above is as it is saved now. Put what you typed back to save it over that.'
export const useKept: string = 'Put what I typed back'
export const sentTitle: string = 'Sent'
export const sentIntro = (version: number): string =>
  `Version ${version} is on its way to the customer by e-mail. Send the same link on WhatsApp, or copy it.`
export const copyLink: string = 'Copy the link'
export const linkCopied: string = 'Link copied.'
export const sendOnWhatsapp: string = 'Send on WhatsApp'
export const readOnly: string =
  'A sent quote is what the customer has: it is not edited. Revise it to change it; the next send makes a new version, and the customer’s link shows the latest.'
export const revise: string = 'Revise'
