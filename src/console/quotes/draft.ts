/**
 * A quote's draft as sales type it, and the terms it stands for. Every amount stays the text that
 * was typed until it is read as whole hundredths (hundredths.ts), so the stored values are always
 * whole dirhams and basis points; the totals follow the typing, counting what cannot be read yet
 * as nothing, and saving first says where the typing cannot be read.
 */
import type { EnquiryLocale } from '@contract/enquiry'
import {
  INSURANCE_ITEM,
  PRICED_ITEMS,
  type Bilingual,
  type QuoteUnit,
} from '@contract/quote-catalogue'
import { quoteMessages } from '@contract/quote-messages'
import type { QuoteLine, QuoteTerms } from '@contract/quotes'

import { hundredthsText, parseHundredths } from './hundredths'
import { groupRank, type LineItem } from './line-groups'
import * as text from './quotes.messages'

export type LineDraft = {
  id: string
  item: LineItem
  label: Bilingual
  optional: boolean
  /** A priced line's whole units, as typed. */
  quantity: string
  unit: QuoteUnit
  /** A priced line's unit price in riyals, as typed. */
  price: string
  /** The insurance's declared value in riyals, as typed. */
  declared: string
  /** The insurance's rate in percent, as typed. */
  rate: string
}

export type Draft = {
  lines: LineDraft[]
  validUntil: string
  depositPercent: string
  notes: string
  language: EnquiryLocale
}

/** Where a problem shows: a field of a line (`lines.2.price`), a line, or a field of the quote. */
export type LinePart = 'label' | 'quantity' | 'unit' | 'price' | 'declared' | 'rate' | 'line'
export type FieldKey = `lines.${number}.${LinePart}` | 'lines' | keyof Omit<Draft, 'lines'>
export type Problems = Partial<Record<FieldKey, string>>

const lineDraftOf = (line: QuoteLine): LineDraft => ({
  id: line.id,
  item: line.item,
  label: { ...line.label },
  optional: line.optional,
  quantity: line.item === 'insurance' ? '' : String(line.quantity),
  unit: line.item === 'insurance' ? 'job' : line.unit,
  price: line.item === 'insurance' ? '' : hundredthsText(line.unitPrice),
  declared: line.item === 'insurance' ? hundredthsText(line.declaredValue) : '',
  rate: line.item === 'insurance' ? hundredthsText(line.rateBasisPoints) : '',
})

export const draftOf = (terms: QuoteTerms): Draft => ({
  lines: terms.lines.map(lineDraftOf),
  validUntil: terms.validUntil,
  depositPercent: String(terms.depositPercent),
  notes: terms.notes,
  language: terms.language,
})

/** An id no line of the draft has: `l` and the next number. */
function freshId(lines: LineDraft[]) {
  const taken = new Set(lines.map((line) => line.id))
  let next = lines.length + 1
  while (taken.has(`l${next}`)) next += 1
  return `l${next}`
}

/**
 * The draft with a new line of `item` at the catalogue's price and label, placed after the lines
 * of its group and those before it, so the lines stay grouped as the catalogue groups them.
 */
export function withNewLine(draft: Draft, item: LineItem): Draft {
  const id = freshId(draft.lines)
  const line: LineDraft =
    item === 'insurance'
      ? {
          id,
          item,
          label: { ...INSURANCE_ITEM.label },
          optional: true,
          quantity: '',
          unit: 'job',
          price: '',
          declared: '',
          rate: hundredthsText(INSURANCE_ITEM.rateBasisPoints),
        }
      : {
          id,
          item,
          label: { ...PRICED_ITEMS[item].label },
          optional: false,
          quantity: '1',
          unit: PRICED_ITEMS[item].unit,
          price: hundredthsText(PRICED_ITEMS[item].unitPrice),
          declared: '',
          rate: '',
        }
  const rank = groupRank(item)
  const after = draft.lines.findLastIndex((each) => groupRank(each.item) <= rank)
  const lines = [...draft.lines]
  lines.splice(after + 1, 0, line)
  return { ...draft, lines }
}

const WHOLE = /^\d{1,9}$/

/**
 * The terms the draft stands for, and what of its typing cannot be read. The terms count an
 * unreadable amount as 0, so the totals can follow the typing; they are saved only without
 * problems.
 */
export function termsOf(draft: Draft): { terms: QuoteTerms; problems: Problems } {
  const problems: Problems = {}
  const lines = draft.lines.map((line, index): QuoteLine => {
    const at = (part: LinePart): FieldKey => `lines.${index}.${part}`
    const amount = (part: LinePart, typed: string, message: string) => {
      const value = parseHundredths(typed)
      if (value === null) problems[at(part)] = message
      return value ?? 0
    }
    const common = { id: line.id, label: line.label, optional: line.optional }
    if (line.item === 'insurance')
      return {
        ...common,
        item: 'insurance',
        declaredValue: amount('declared', line.declared, text.riyalsFormat),
        rateBasisPoints: amount('rate', line.rate, text.percentFormat),
      }
    const quantity = WHOLE.test(line.quantity.trim()) ? Number(line.quantity.trim()) : null
    if (quantity === null) problems[at('quantity')] = text.wholeNumber
    return {
      ...common,
      item: line.item,
      quantity: quantity ?? 0,
      unit: line.unit,
      unitPrice: amount('price', line.price, text.riyalsFormat),
    }
  })
  const deposit = /^\d{1,3}$/.test(draft.depositPercent.trim())
    ? Number(draft.depositPercent.trim())
    : null
  if (deposit === null || deposit > 100) problems.depositPercent = quoteMessages.badDeposit
  return {
    terms: {
      lines,
      validUntil: draft.validUntil,
      depositPercent: deposit !== null && deposit <= 100 ? deposit : 0,
      notes: draft.notes,
      language: draft.language,
    },
    problems,
  }
}
