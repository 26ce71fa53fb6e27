// @vitest-environment node
import { describe, expect, test } from 'vitest'

import { formatMoney } from '../quote-money'

describe('formatMoney', () => {
  test('should write whole dirhams as riyals with two decimals, grouped in thousands', () => {
    expect(formatMoney(0, 'en')).toBe('QAR 0.00')
    expect(formatMoney(5, 'en')).toBe('QAR 0.05')
    expect(formatMoney(123_456_789, 'en')).toBe('QAR 1,234,567.89')
  })

  test('should put the Arabic currency after Latin digits', () => {
    expect(formatMoney(697_000, 'ar')).toBe('6,970.00 ر.ق')
  })

  test('should mark a sum taken off with a minus sign', () => {
    expect(formatMoney(-10_000, 'en')).toBe('−QAR 100.00')
    expect(formatMoney(-10_000, 'ar')).toBe('−100.00 ر.ق')
  })
})
