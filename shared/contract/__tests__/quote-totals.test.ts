// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { PRICED_ITEMS } from '../quote-catalogue'
import { insurancePremium, percentOf, quoteTotals } from '../quote-totals'
import { catalogueLine, insuranceLine, type QuoteLine } from '../quotes'

const line = (id: string, quantity: number, unitPrice: number, optional = false): QuoteLine => ({
  ...catalogueLine(id, 'packing', quantity),
  unitPrice,
  optional,
})
const discount = (id: string, amount: number): QuoteLine => ({
  ...catalogueLine(id, 'discount', 1),
  unitPrice: amount,
})

describe('a quote’s totals', () => {
  it('add the required lines, leave the optional ones out until chosen, and take the deposit', () => {
    const lines = [
      line('packing', 24, 6_000),
      line('crew', 6, 25_000),
      line('handyman', 3, 12_000, true),
      { ...insuranceLine('cover', 5_000_000), rateBasisPoints: 200 },
      discount('welcome', 50_000),
    ]
    expect(quoteTotals({ lines, depositPercent: 30 })).toEqual({
      chosen: [],
      charges: 294_000,
      insurance: 0,
      subtotal: 294_000,
      discount: 50_000,
      total: 244_000,
      deposit: 73_200,
      balance: 170_800,
    })
    // Chosen in any order, unknown ids ignored; reported in line order.
    expect(quoteTotals({ lines, depositPercent: 30 }, ['cover', 'nope', 'handyman'])).toEqual({
      chosen: ['handyman', 'cover'],
      charges: 330_000,
      insurance: 100_000,
      subtotal: 430_000,
      discount: 50_000,
      total: 380_000,
      deposit: 114_000,
      balance: 266_000,
    })
  })

  it('round a percentage half up to the dirham, once, where it is applied', () => {
    // 2.5% of 1,234.58 QAR is 30.8645 QAR: 3,086.45 dirhams → 3,086; of 1,234.60 QAR → 3,086.5 → 3,087.
    expect(insurancePremium(123_458, 250)).toBe(3_086)
    expect(insurancePremium(123_460, 250)).toBe(3_087)
    // A deposit of 33% of 100.01 QAR: 3,300.33 dirhams → 3,300; of 100.50 QAR: 3,316.5 → 3,317.
    expect(percentOf(10_001, 33, 100)).toBe(3_300)
    expect(percentOf(10_050, 33, 100)).toBe(3_317)
    const totals = quoteTotals({ lines: [line('a', 1, 10_050)], depositPercent: 33 })
    expect([totals.deposit, totals.balance]).toEqual([3_317, 6_733])
  })

  it('never lets a float in: every figure is a whole number where 0.1 + 0.2 would not be', () => {
    // 10% and 20% of 0.03 QAR, which as floats would be 0.003 + 0.006 = 0.009000000000000001.
    const lines = [line('a', 1, 1), line('b', 1, 2)]
    const totals = quoteTotals({ lines, depositPercent: 10 })
    expect(totals).toMatchObject({ total: 3, deposit: 0, balance: 3 })
    for (const percent of [0, 1, 7, 10, 20, 33, 50, 99, 100])
      for (const amount of [1, 3, 10, 99, 101, 12_345, 999_999])
        expect(Number.isInteger(percentOf(amount, percent, 100))).toBe(true)
    expect(() => percentOf(0.1 + 0.2, 10, 100)).toThrow(RangeError)
  })

  it('stay exact for the largest quotes the limits allow', () => {
    // 50 lines of 10,000 × 1,000,000 QAR: 5 × 10¹³ dirhams, far past where a float's percentages drift.
    const lines = Array.from({ length: 50 }, (_, index) => line(`l${index}`, 10_000, 100_000_000))
    const totals = quoteTotals({ lines, depositPercent: 33 })
    expect(totals.total).toBe(50_000_000_000_000)
    expect(totals.deposit).toBe(16_500_000_000_000)
    expect(totals.deposit + totals.balance).toBe(totals.total)
    expect(insurancePremium(1_000_000_000, 1_000)).toBe(100_000_000)
    expect(percentOf(Number.MAX_SAFE_INTEGER, 1, 3)).toBe(3_002_399_751_580_330)
    expect(percentOf(Number.MAX_SAFE_INTEGER, 1, 2)).toBe(4_503_599_627_370_496)
  })

  it('take a discount off the subtotal, never below zero', () => {
    const totals = quoteTotals({
      lines: [line('a', 1, 1_000), discount('d', 5_000)],
      depositPercent: 50,
    })
    expect(totals).toMatchObject({ subtotal: 1_000, discount: 1_000, total: 0, deposit: 0 })
  })

  it('start every catalogue item at a whole, non-negative price in dirhams', () => {
    for (const item of Object.values(PRICED_ITEMS)) {
      expect(Number.isSafeInteger(item.unitPrice)).toBe(true)
      expect(item.unitPrice).toBeGreaterThanOrEqual(0)
    }
  })
})
