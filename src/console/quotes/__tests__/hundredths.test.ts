// @vitest-environment node
import { PRICED_ITEMS } from '@contract/quote-catalogue'

import { hundredthsText, money, parseHundredths } from '../hundredths'
import { LINE_GROUPS } from '../line-groups'

describe('Amounts typed with two decimals', () => {
  test.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.1', 10],
    ['0.29', 29],
    ['1250', 125_000],
    [' 1250 ', 125_000],
    ['1,250.50', 125_050],
    ['12,5', 1250],
    ['0', 0],
  ])('should read %j as %i hundredths, exactly', (typed, hundredths) => {
    expect(parseHundredths(typed)).toBe(hundredths)
  })

  test.each(['', '12.345', 'abc', '-5', '1e3', '12.', '.5', '1,25,0', '١٢'])(
    'should refuse %j',
    (typed) => {
      expect(parseHundredths(typed)).toBeNull()
    },
  )

  test('should write hundredths back for editing, and money for reading', () => {
    expect([hundredthsText(125_000), hundredthsText(1250), hundredthsText(1205)]).toEqual([
      '1250',
      '12.50',
      '12.05',
    ])
    expect([money(125_050), money(5), money(-120_000)]).toEqual([
      'QAR 1,250.50',
      'QAR 0.05',
      '−QAR 1,200.00',
    ])
  })
})

describe('The catalogue’s groups', () => {
  test('should hold every item of the catalogue once, and the insurance', () => {
    const grouped = Object.values(LINE_GROUPS).flat()
    expect([...grouped].sort()).toEqual([...Object.keys(PRICED_ITEMS), 'insurance'].sort())
  })
})
