/** 100,000,000 rather than 100000000: bounds staff read at a glance. */
const grouped = (value: number) => value.toLocaleString('en-US')

/** What the staff API answers a quote request it refuses; the console shows the same words. */
export const quoteMessages = {
  noSuchQuote: 'There is no such quote.',
  notDraft:
    'This quote is no longer a draft: a sent, accepted, declined or expired quote cannot be changed.',
  changedMeanwhile: 'Someone changed this quote a moment ago. Look at it again, then try.',
  badRevision: 'Say which revision of the quote you changed: a whole number.',
  badLines: 'Send the quote’s lines as a list.',
  tooManyLines: (most: number) => `A quote has at most ${most} lines.`,
  badLineId: (line: number) =>
    `Line ${line}: give it an id of 1 to 32 letters, digits, - or _, used once in the quote.`,
  unknownItem: (line: number) => `Line ${line}: choose an item from the catalogue.`,
  badLabel: (line: number, most: number) =>
    `Line ${line}: write its label in English and in Arabic, each on one line and at most ${most} characters.`,
  badQuantity: (line: number, most: number) =>
    `Line ${line}: the quantity must be a whole number from 1 to ${grouped(most)}.`,
  badUnit: (line: number) => `Line ${line}: choose a unit from the list.`,
  badPrice: (line: number, most: number) =>
    `Line ${line}: the unit price must be a whole number of dirhams from 0 to ${grouped(most)}.`,
  badOptional: (line: number) =>
    `Line ${line}: say whether the customer may leave it out: true or false.`,
  optionalDiscount: (line: number) => `Line ${line}: a discount cannot be optional.`,
  badDeclaredValue: (line: number, most: number) =>
    `Line ${line}: the declared value must be a whole number of dirhams from 1 to ${grouped(most)}.`,
  badRate: (line: number, most: number) =>
    `Line ${line}: the insurance rate must be a whole number of basis points (hundredths of a percent) from 1 to ${most}.`,
  oneInsurance: 'A quote has one insurance line at most.',
  discountTooLarge:
    'The discount is more than the charges the customer pays in any case (the lines that are not optional).',
  badValidUntil: (days: number) =>
    `The quote must be valid until a date from today to ${days} days ahead, as YYYY-MM-DD.`,
  badDeposit: 'The deposit must be a whole percentage from 0 to 100.',
  badLanguage: 'The quote’s language must be en (English) or ar (Arabic).',
  sendOnlyDraft:
    'Only a draft can be sent. Revise a sent quote to send a new version; an accepted, declined or expired quote is not sent again.',
  reviseOnlySent:
    'Only a sent quote can be revised: a draft is edited as it is, and a declined or expired quote is not revised.',
  accepted: 'The customer accepted this quote: an accepted quote is never changed.',
  noCustomerEmail:
    'This quote cannot be sent: the customer’s e-mail address on the lead is missing or is not a valid address.',
  noLines: 'Add at least one line before sending the quote.',
  validityPassed: 'The date this quote is valid until has passed: set a later one, then send it.',
}
