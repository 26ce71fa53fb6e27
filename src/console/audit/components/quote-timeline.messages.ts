import type { QuoteEvent } from '@contract/quote-pipeline'

/** A lead's quotes on its timeline (issue 53); the Arabic twin is quote-timeline.messages.ar.ts. */
export const quoteName = (number: number): string => `Q${number}`
export const quoteEvents: {
  [Kind in QuoteEvent['quote']]: (quote: string, version: number) => string
} = {
  prepared: (quote) => `Quote ${quote} prepared`,
  sent: (quote, version) => `Quote ${quote} sent (version ${version})`,
  'first-viewed': (quote, version) =>
    `The customer first opened quote ${quote} (version ${version})`,
  'last-viewed': (quote, version) => `The customer last opened quote ${quote} (version ${version})`,
  accepted: (quote, version) => `The customer accepted quote ${quote} (version ${version})`,
  declined: (quote) => `The customer declined quote ${quote}`,
  'deposit-received': (quote) => `Deposit received for quote ${quote}`,
}
export const signedAs = (name: string): string => `Signed as: ${name}`
export const declinedReason = (reason: string): string => `Reason: ${reason}`
