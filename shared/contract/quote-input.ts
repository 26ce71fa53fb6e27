/**
 * The staff API's quote requests as it accepts them: preparing a draft from a lead, and a draft's
 * edit, checked line by line, each refusal naming its line in the staff's words (quote-messages.ts).
 */
import { enquiryLocales, type EnquiryLocale } from './enquiry.ts'
import { hiddenCharacterProblem } from './hidden-characters.ts'
import type { FieldErrors, Parsed, Schema } from './messages.ts'
import { isPricedItem, isQuoteUnit } from './quote-catalogue.ts'
import { quoteMessages } from './quote-messages.ts'
import {
  addDays,
  MAX_VALIDITY_DAYS,
  QUOTE_LIMITS,
  type QuoteEdit,
  type QuoteLine,
  type QuotePreparation,
  type QuoteStep,
} from './quotes.ts'
import { lineAmount } from './quote-totals.ts'
import { isSingleLine } from './single-line.ts'
import { object, positiveId, refuse } from './staff.ts'
import { staffMessages } from './staff-messages.ts'

const LINE_ID = /^[A-Za-z0-9_-]{1,32}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const wholeIn = (value: unknown, least: number, most: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= least && value <= most

const labelText = (value: unknown) => {
  if (typeof value !== 'string') return null
  const text = value.trim()
  return text &&
    text.length <= QUOTE_LIMITS.label &&
    isSingleLine(text) &&
    !hiddenCharacterProblem(text)
    ? text
    : null
}

/** One line, or what is wrong with it; `n` is its place in the list, counted from 1. */
function parseLine(input: unknown, n: number): { line: QuoteLine } | { error: string } {
  const raw = object(input)
  if (typeof raw.id !== 'string' || !LINE_ID.test(raw.id))
    return { error: quoteMessages.badLineId(n) }
  if (raw.item !== 'insurance' && !isPricedItem(raw.item))
    return { error: quoteMessages.unknownItem(n) }
  const label = object(raw.label)
  const en = labelText(label.en)
  const ar = labelText(label.ar)
  if (en === null || ar === null) return { error: quoteMessages.badLabel(n, QUOTE_LIMITS.label) }
  if (typeof raw.optional !== 'boolean') return { error: quoteMessages.badOptional(n) }
  const common = { id: raw.id, label: { en, ar }, optional: raw.optional }
  if (raw.item === 'insurance') {
    if (!wholeIn(raw.declaredValue, 1, QUOTE_LIMITS.declaredValue))
      return { error: quoteMessages.badDeclaredValue(n, QUOTE_LIMITS.declaredValue) }
    if (!wholeIn(raw.rateBasisPoints, 1, QUOTE_LIMITS.rateBasisPoints))
      return { error: quoteMessages.badRate(n, QUOTE_LIMITS.rateBasisPoints) }
    const { declaredValue, rateBasisPoints } = raw
    return { line: { ...common, item: 'insurance', declaredValue, rateBasisPoints } }
  }
  if (!wholeIn(raw.quantity, 1, QUOTE_LIMITS.quantity))
    return { error: quoteMessages.badQuantity(n, QUOTE_LIMITS.quantity) }
  if (!isQuoteUnit(raw.unit)) return { error: quoteMessages.badUnit(n) }
  if (!wholeIn(raw.unitPrice, 0, QUOTE_LIMITS.unitPrice))
    return { error: quoteMessages.badPrice(n, QUOTE_LIMITS.unitPrice) }
  // The customer would always choose a discount: it is part of the price or not given.
  if (raw.item === 'discount' && raw.optional) return { error: quoteMessages.optionalDiscount(n) }
  const { quantity, unit, unitPrice } = raw
  return { line: { ...common, item: raw.item, quantity, unit, unitPrice } }
}

/** The lines in their order, or the first problem; its field is `lines.<index>`. */
function parseLines(
  input: unknown,
): { ok: true; lines: QuoteLine[] } | { ok: false; error: string; field: string } {
  if (!Array.isArray(input)) return { ok: false, error: quoteMessages.badLines, field: 'lines' }
  if (input.length > QUOTE_LIMITS.lines)
    return { ok: false, error: quoteMessages.tooManyLines(QUOTE_LIMITS.lines), field: 'lines' }
  const lines: QuoteLine[] = []
  const ids = new Set<string>()
  for (const [index, item] of input.entries()) {
    const parsed = parseLine(item, index + 1)
    const field = `lines.${index}`
    if ('error' in parsed) return { ok: false, error: parsed.error, field }
    if (ids.has(parsed.line.id))
      return { ok: false, error: quoteMessages.badLineId(index + 1), field }
    ids.add(parsed.line.id)
    lines.push(parsed.line)
  }
  if (lines.filter((line) => line.item === 'insurance').length > 1)
    return { ok: false, error: quoteMessages.oneInsurance, field: 'lines' }
  return { ok: true, lines }
}

/** Whether the discounts exceed what the customer pays in any case (the lines not optional). */
function discountTooLarge(lines: QuoteLine[]) {
  const sum = (kept: QuoteLine[]) => kept.reduce((total, line) => total + lineAmount(line), 0)
  const always = lines.filter((line) => !line.optional && line.item !== 'discount')
  return sum(lines.filter((line) => line.item === 'discount')) > sum(always)
}

/**
 * A draft's edit, `today` being Doha's date (src/lib/qatar-today.ts) when it is checked: the
 * validity runs from today to MAX_VALIDITY_DAYS ahead. A discount may not exceed what the
 * customer pays whatever they choose, so no choice of options can take a total below zero.
 */
export function quoteEditSchema(today: () => string): Schema<QuoteEdit> {
  return {
    parse(input): Parsed<QuoteEdit> {
      const raw = object(input)
      const errors: FieldErrors = {}
      if (!wholeIn(raw.revision, 0, Number.MAX_SAFE_INTEGER))
        errors.revision = quoteMessages.badRevision
      const lines = parseLines(raw.lines)
      if (!lines.ok) errors[lines.field] = lines.error
      const first = today()
      const last = addDays(first, MAX_VALIDITY_DAYS)
      const { validUntil } = raw
      if (
        typeof validUntil !== 'string' ||
        !DATE.test(validUntil) ||
        addDays(validUntil, 0) !== validUntil ||
        validUntil < first ||
        validUntil > last
      )
        errors.validUntil = quoteMessages.badValidUntil(MAX_VALIDITY_DAYS)
      if (!wholeIn(raw.depositPercent, 0, 100)) errors.depositPercent = quoteMessages.badDeposit
      const notes = typeof raw.notes === 'string' ? raw.notes.trim() : raw.notes
      if (typeof notes !== 'string' || notes.length > QUOTE_LIMITS.notes)
        errors.notes = staffMessages.tooLong(QUOTE_LIMITS.notes)
      else if (hiddenCharacterProblem(notes)) errors.notes = hiddenCharacterProblem(notes)!
      if (!(enquiryLocales as readonly unknown[]).includes(raw.language))
        errors.language = quoteMessages.badLanguage
      if (lines.ok && discountTooLarge(lines.lines)) errors.lines = quoteMessages.discountTooLarge
      const firstError = Object.values(errors)[0]
      if (firstError) return { ok: false, error: firstError, fields: errors }
      return {
        ok: true,
        value: {
          revision: raw.revision as number,
          lines: (lines as { lines: QuoteLine[] }).lines,
          validUntil: validUntil as string,
          depositPercent: raw.depositPercent as number,
          notes: notes as string,
          language: raw.language as EnquiryLocale,
        },
      }
    },
  }
}

/** `{ leadId }`: the lead a draft is prepared from. */
export const quotePreparationSchema: Schema<QuotePreparation> = {
  parse(input) {
    const leadId = positiveId(object(input).leadId)
    return leadId === null ? refuse('leadId', staffMessages.badId) : { ok: true, value: { leadId } }
  },
}

/** `{ revision }`: sending or revising names the revision of the quote it was asked on. */
export const quoteStepSchema: Schema<QuoteStep> = {
  parse(input) {
    const { revision } = object(input)
    return wholeIn(revision, 0, Number.MAX_SAFE_INTEGER)
      ? { ok: true, value: { revision } }
      : refuse('revision', quoteMessages.badRevision)
  },
}
