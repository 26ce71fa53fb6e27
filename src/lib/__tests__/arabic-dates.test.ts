// @vitest-environment node
import { arabicDate, arabicDateTime } from '../arabic-date-time'
import { arabicDayMonthYear } from '../arabic-dates'
import { arabicClock, arabicTime } from '../arabic-time'
import { displayDate, displayTime } from '../blog'

// The Arabic build resolves blog.messages to its twin; so does this file.
vi.mock('../blog.messages', async () => await import('../blog.messages.ar'))

describe('Arabic times', () => {
  it('reads the hour without a leading zero and marks it ص or م, with Latin digits', () => {
    expect(arabicTime('04:20 PM')).toBe('4:20 م')
    expect(arabicTime('11:45 AM')).toBe('11:45 ص')
    expect(arabicTime('08:40 am')).toBe('8:40 ص')
    expect(arabicTime('12:05 AM')).toBe('12:05 ص')
    expect(arabicTime('12:30 PM')).toBe('12:30 م')
  })

  it('leaves a time it cannot read as it was', () => {
    expect(arabicTime('16:20')).toBe('16:20')
    expect(arabicTime('13:10 PM')).toBe('13:10 PM')
    expect(arabicTime('soon')).toBe('soon')
  })

  it('is how an Arabic post page shows the post’s time', () => {
    expect(displayTime('04:20 PM')).toBe('4:20 م')
  })
})

describe('Arabic dates', () => {
  it('shows a post’s date with the month’s Arabic name and no leading zero', () => {
    expect(displayDate('04 November 2026')).toBe('4 نوفمبر 2026')
    expect(displayDate('17 March 2025')).toBe('17 مارس 2025')
    expect(displayDate('04 November 2026')).not.toMatch(/[\u0660-\u0669]/)
  })

  it('writes a legal text’s effective date (day/month/year) out', () => {
    expect(arabicDayMonthYear('01/06/2025')).toBe('1 يونيو 2025')
    expect(arabicDayMonthYear('31/12/2024')).toBe('31 ديسمبر 2024')
  })

  it('leaves a date it cannot read as it was', () => {
    expect(arabicDayMonthYear('31/02/2025')).toBe('31/02/2025')
    expect(arabicDayMonthYear('2025-06-01')).toBe('2025-06-01')
  })
})

describe('A shipment’s moments in Arabic', () => {
  it('writes a stored date out and a stored time with ص or م, naming Doha time', () => {
    expect(arabicDateTime('2026-11-22', '22:40:00')).toBe('22 نوفمبر 2026، 10:40 م (بتوقيت الدوحة)')
    expect(arabicDateTime('2026-11-04', '08:05')).toBe('4 نوفمبر 2026، 8:05 ص (بتوقيت الدوحة)')
    expect(arabicDateTime('2026-11-04', null)).toBe('4 نوفمبر 2026')
    expect(arabicDate('2025-03-07')).toBe('7 مارس 2025')
    expect(arabicClock('00:30')).toBe('12:30 ص')
  })

  it('leaves a date or time it cannot read as it was', () => {
    expect(arabicDate('soon')).toBe('soon')
    expect(arabicClock('25:00')).toBe('25:00')
  })
})
