// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { quoteEditSchema, quotePreparationSchema } from '../quote-input'
import { quoteMessages } from '../quote-messages'
import { catalogueLine, insuranceLine, QUOTE_LIMITS } from '../quotes'
import { staffMessages } from '../staff-messages'

const TODAY = '2026-11-28'
const schema = quoteEditSchema(() => TODAY)
const edit = {
  revision: 0,
  lines: [catalogueLine('l1', 'packing', 10), insuranceLine('l2', 1_000_000)],
  validUntil: '2026-12-12',
  depositPercent: 30,
  notes: '  Crated piano.  ',
  language: 'en',
}
const lineWith = (change: Record<string, unknown>, index = 0) => ({
  ...edit,
  lines: edit.lines.map((line, at) => (at === index ? { ...line, ...change } : line)),
})
const refusal = (input: unknown) => {
  const parsed = schema.parse(input)
  return parsed.ok ? 'accepted' : parsed.error
}

describe('a quote draft’s edit', () => {
  it('is accepted as sent, its notes trimmed', () => {
    expect(schema.parse(edit)).toEqual({ ok: true, value: { ...edit, notes: 'Crated piano.' } })
  })

  it.each([
    ['no revision', { ...edit, revision: undefined }, quoteMessages.badRevision],
    ['lines that are not a list', { ...edit, lines: {} }, quoteMessages.badLines],
    [
      'too many lines',
      { ...edit, lines: Array.from({ length: 51 }, (_, i) => catalogueLine(`l${i}`, 'crew', 1)) },
      quoteMessages.tooManyLines(QUOTE_LIMITS.lines),
    ],
    ['a line without an id', lineWith({ id: '' }), quoteMessages.badLineId(1)],
    ['two lines with one id', lineWith({ id: 'l1' }, 1), quoteMessages.badLineId(2)],
    ['an item not in the catalogue', lineWith({ item: 'yacht' }), quoteMessages.unknownItem(1)],
    [
      'no Arabic label',
      lineWith({ label: { en: 'Packing', ar: ' ' } }),
      quoteMessages.badLabel(1, 120),
    ],
    [
      'a label over two lines',
      lineWith({ label: { en: 'a\nb', ar: 'ب' } }),
      quoteMessages.badLabel(1, 120),
    ],
    ['a quantity of 0', lineWith({ quantity: 0 }), quoteMessages.badQuantity(1, 10_000)],
    ['a fractional quantity', lineWith({ quantity: 1.5 }), quoteMessages.badQuantity(1, 10_000)],
    ['an unknown unit', lineWith({ unit: 'kg' }), quoteMessages.badUnit(1)],
    ['a negative price', lineWith({ unitPrice: -1 }), quoteMessages.badPrice(1, 100_000_000)],
    [
      'a price in riyals with fils',
      lineWith({ unitPrice: 12.5 }),
      quoteMessages.badPrice(1, 100_000_000),
    ],
    ['a price as text', lineWith({ unitPrice: '100' }), quoteMessages.badPrice(1, 100_000_000)],
    [
      'a price past the limit',
      lineWith({ unitPrice: 100_000_001 }),
      quoteMessages.badPrice(1, 100_000_000),
    ],
    ['no optional flag', lineWith({ optional: 'yes' }), quoteMessages.badOptional(1)],
    [
      'an optional discount',
      lineWith({ ...catalogueLine('l1', 'discount', 1), optional: true }),
      quoteMessages.optionalDiscount(1),
    ],
    [
      'a declared value of 0',
      lineWith({ declaredValue: 0 }, 1),
      quoteMessages.badDeclaredValue(2, 1_000_000_000),
    ],
    [
      'an insurance rate over 10%',
      lineWith({ rateBasisPoints: 1_001 }, 1),
      quoteMessages.badRate(2, 1_000),
    ],
    [
      'two insurance lines',
      { ...edit, lines: [...edit.lines, insuranceLine('l3', 5)] },
      quoteMessages.oneInsurance,
    ],
    [
      'a discount above the required charges',
      {
        ...edit,
        lines: [...edit.lines, { ...catalogueLine('l3', 'discount', 1), unitPrice: 60_001 }],
      },
      quoteMessages.discountTooLarge,
    ],
    [
      'a validity in the past',
      { ...edit, validUntil: '2026-11-27' },
      quoteMessages.badValidUntil(180),
    ],
    [
      'a validity too far ahead',
      { ...edit, validUntil: '2027-05-28' },
      quoteMessages.badValidUntil(180),
    ],
    [
      'a date that does not exist',
      { ...edit, validUntil: '2026-11-31' },
      quoteMessages.badValidUntil(180),
    ],
    ['a deposit over 100%', { ...edit, depositPercent: 101 }, quoteMessages.badDeposit],
    ['a deposit of 12.5%', { ...edit, depositPercent: 12.5 }, quoteMessages.badDeposit],
    ['notes too long', { ...edit, notes: 'x'.repeat(2_001) }, staffMessages.tooLong(2_000)],
    ['notes with a bidi control', { ...edit, notes: 'abc\u202e' }, staffMessages.bidiControl],
    ['a language the site has not', { ...edit, language: 'fr' }, quoteMessages.badLanguage],
  ])('is refused with %s', (_, input, message) => {
    expect(refusal(input)).toBe(message)
  })

  it('accepts a validity from today to 180 days ahead, and a discount equal to the charges', () => {
    expect(refusal({ ...edit, validUntil: TODAY })).toBe('accepted')
    expect(refusal({ ...edit, validUntil: '2027-05-27' })).toBe('accepted')
    const discount = { ...catalogueLine('l3', 'discount', 1), unitPrice: 60_000 }
    expect(refusal({ ...edit, lines: [...edit.lines, discount] })).toBe('accepted')
  })

  it('names each problem’s field, the line by its place in the list', () => {
    const parsed = schema.parse({ ...lineWith({ quantity: 0 }, 0), depositPercent: -1 })
    expect(parsed.ok ? {} : parsed.fields).toEqual({
      'lines.0': quoteMessages.badQuantity(1, 10_000),
      depositPercent: quoteMessages.badDeposit,
    })
  })
})

describe('preparing a quote', () => {
  it('names a lead by its id', () => {
    expect(quotePreparationSchema.parse({ leadId: 7 })).toEqual({ ok: true, value: { leadId: 7 } })
    for (const leadId of [0, -1, 1.5, '7', null])
      expect(quotePreparationSchema.parse({ leadId })).toMatchObject({ error: staffMessages.badId })
  })
})
