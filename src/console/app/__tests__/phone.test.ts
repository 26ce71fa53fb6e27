// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { phoneDigits, readablePhone } from '../phone'

describe('readablePhone', () => {
  it.each([
    ['97455123987', '+974 5512 3987'],
    ['+974 55123987', '+974 5512 3987'],
    ['966501234567', '+966 50 123 4567'],
    ['971501234567', '+971 50 123 4567'],
    ['919876543210', '+91 98765 43210'],
    ['447700900123', '+44 7700 900123'],
    ['8801712345678', '+880 1712 345678'],
    ['12025550143', '+1 202 555 0143'],
  ])('should group %s as %s', (stored, shown) => {
    expect(readablePhone(stored)).toBe(shown)
  })

  it('should only set the code apart when the length does not fit the country', () => {
    expect(readablePhone('9745512398')).toBe('+974 5512398')
  })

  it('should leave a number of a country it does not know as its digits', () => {
    expect(readablePhone('4915123456789')).toBe('+4915123456789')
  })

  it('should keep the bare digits for links', () => {
    expect(phoneDigits('+974 5512-3987')).toBe('97455123987')
  })
})
