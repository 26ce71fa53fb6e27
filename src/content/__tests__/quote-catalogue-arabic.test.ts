// @vitest-environment node
import { INSURANCE_ITEM, PRICED_ITEMS, QUOTE_UNITS } from '@contract/quote-catalogue.ts'

import { leftoverEnglish } from './arabic-checks'

// The catalogue holds both languages side by side (a quote line keeps both), so the twins' test
// does not see its Arabic: this holds it to the same rule.
describe('The quote catalogue’s Arabic', () => {
  const words = [
    ...Object.values(PRICED_ITEMS).map((item) => item.label),
    INSURANCE_ITEM.label,
    ...Object.values(QUOTE_UNITS),
  ]

  it('is written for every item and unit, in Arabic letters, with no English left', () => {
    for (const { en, ar } of words) {
      expect(en.trim()).not.toBe('')
      expect(ar, en).toMatch(/\p{Script=Arabic}/u)
      expect(ar).not.toBe(en)
    }
    expect(leftoverEnglish(words.map(({ ar }) => ar))).toEqual([])
  })
})
