import type { QuoteFollowUp } from '@contract/quote-pipeline'

/**
 * The lead's quotes after sending (issue 53): the inbox's marks, the deposit and how to pay it,
 * and the prompt for why a lead was lost; the Arabic twin is quote-pipeline.messages.ar.ts.
 */
export const followUps: Record<QuoteFollowUp, string> = {
  'viewed-not-accepted': 'Viewed, not accepted after 24 h',
  'expires-soon': 'Expires in 2 days',
}
/** Whole dirhams as riyals with their two decimals, without a float on the way. */
export const money = (dirhams: number): string =>
  `QAR ${Math.trunc(dirhams / 100).toLocaleString('en-US')}.${String(Math.abs(dirhams % 100)).padStart(2, '0')}`
export const depositTitle: string = 'Deposit'
export const depositIntro = (reference: string): string =>
  `Quote ${reference} was accepted. The customer pays the deposit by bank transfer, with the quote’s reference as the payment reference.`
export const depositDue: string = 'Deposit due'
export const bankName: string = 'Bank'
export const accountName: string = 'Account name'
export const iban: string = 'IBAN'
export const swift: string = 'SWIFT'
export const paymentReference: string = 'Payment reference'
export const noBankDetails: string =
  'The bank account is not set yet: an administrator sets BANK_NAME, BANK_ACCOUNT_NAME, BANK_IBAN and BANK_SWIFT on the server.'
export const markDepositReceived: string = 'Mark the deposit received'
export const depositReceived = (when: string, by: string | null): string =>
  by ? `Deposit received, marked ${when} by ${by}.` : `Deposit received, marked ${when}.`
export const quoteDeclined = (reference: string): string =>
  `The customer declined quote ${reference}.`
export const quoteExpired = (reference: string): string => `Quote ${reference} has expired.`
export const lostPrompt: string =
  'If the customer will not go ahead, mark the lead lost and say why, so the report counts it.'
export const sayWhyLost: string = 'Mark lost and say why'
