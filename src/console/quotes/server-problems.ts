/**
 * Where the staff API's refusal of a draft belongs. It answers one message, which names the line
 * it is about ("Line 3: …") in the console's language (the request's Accept-Language); this finds
 * the message among the contract's own, worded for every line of the draft, so it can be shown
 * next to the field it names. A message it does not find stays above the form.
 */
import { quoteMessages as q } from '@contract/quote-messages'
import { MAX_VALIDITY_DAYS, QUOTE_LIMITS as limits } from '@contract/quotes'
import { staffMessages } from '@contract/staff-messages'

import type { FieldKey, LinePart } from './draft'

const lineMessages: Array<[(line: number) => string, LinePart]> = [
  [(n) => q.badLineId(n), 'line'],
  [(n) => q.unknownItem(n), 'line'],
  [(n) => q.badLabel(n, limits.label), 'label'],
  [(n) => q.badQuantity(n, limits.quantity), 'quantity'],
  [(n) => q.badUnit(n), 'unit'],
  [(n) => q.badPrice(n, limits.unitPrice), 'price'],
  [(n) => q.badOptional(n), 'line'],
  [(n) => q.optionalDiscount(n), 'line'],
  [(n) => q.badDeclaredValue(n, limits.declaredValue), 'declared'],
  [(n) => q.badRate(n, limits.rateBasisPoints), 'rate'],
]

const quoteFields: Array<[string, FieldKey]> = [
  [q.badValidUntil(MAX_VALIDITY_DAYS), 'validUntil'],
  [q.badDeposit, 'depositPercent'],
  [q.badLanguage, 'language'],
  [staffMessages.tooLong(limits.notes), 'notes'],
  [q.badLines, 'lines'],
  [q.tooManyLines(limits.lines), 'lines'],
  [q.oneInsurance, 'lines'],
  [q.discountTooLarge, 'lines'],
  // Sending's own refusals of what the draft holds.
  [q.noLines, 'lines'],
  [q.validityPassed, 'validUntil'],
]

/** The field a refusal's message names, for a draft of `lineCount` lines; null for none. */
export function fieldOfMessage(message: string, lineCount: number): FieldKey | null {
  for (let index = 0; index < lineCount; index += 1)
    for (const [wording, part] of lineMessages)
      if (wording(index + 1) === message) return `lines.${index}.${part}`
  return quoteFields.find(([wording]) => wording === message)?.[1] ?? null
}
