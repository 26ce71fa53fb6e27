import { dayIn, momentIn } from '../format'

// 2026-11-04 06:05 UTC is 09:05 in Doha; 21:40 UTC on the 22nd is 00:40 on the 23rd there.
const morning = Date.UTC(2026, 10, 4, 6, 5)
const pastMidnight = Date.UTC(2026, 10, 22, 21, 40)

describe('the console’s dates', () => {
  it('writes an Arabic moment with the month’s name, Doha’s clock, ص or م and an Arabic comma', () => {
    const moment = momentIn('ar')
    expect(moment(morning)).toBe('4 نوفمبر 2026، 9:05 ص')
    expect(moment(pastMidnight)).toBe('23 نوفمبر 2026، 12:40 ص')
    expect(moment(Date.UTC(2026, 10, 22, 19, 40))).toBe('22 نوفمبر 2026، 10:40 م')
  })

  it('never writes an Arabic date as numbers with slashes', () => {
    expect(momentIn('ar')(morning)).not.toMatch(/\d\s*\u200f?\/\s*\d/)
    expect(dayIn('ar')('2026-06-01')).toBe('1 يونيو 2026')
  })

  it('keeps the English console’s short month and 24-hour clock in Doha time', () => {
    expect(momentIn('en')(pastMidnight)).toBe('23 Nov 2026, 00:40')
    expect(dayIn('en')('2026-06-01')).toBe('1 Jun 2026')
  })
})
