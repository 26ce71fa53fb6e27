// @vitest-environment node
import { officeHours } from '../office-hours'
import { officeHours as officeHoursAr } from '../office-hours.ar'
import { clockTime, weekOf } from '@/lib/office-schedule'

describe('the office hours a customer reads', () => {
  it('word the schedule the response clock counts, in both languages', () => {
    expect(officeHours).toEqual([
      { days: 'Saturday to Thursday', hours: '8:00 AM – 6:00 PM' },
      { days: 'Friday', hours: 'Closed (emergency line open)' },
    ])
    expect(officeHoursAr).toEqual([
      { days: 'من السبت إلى الخميس', hours: '8:00 صباحًا – 6:00 مساءً' },
      { days: 'الجمعة', hours: 'مغلق (خط الطوارئ متاح)' },
    ])
  })

  it('follow a change of hours or days', () => {
    expect(clockTime(7 * 60 + 30, ['AM', 'PM'])).toBe('7:30 AM')
    expect(clockTime(12 * 60, ['AM', 'PM'])).toBe('12:00 PM')
    expect(clockTime(16 * 60 + 5, ['AM', 'PM'])).toBe('4:05 PM')
    expect(
      weekOf({ days: [0, 1, 2, 3, 4], opensAt: 0, closesAt: 0, utcOffsetMinutes: 180 }),
    ).toEqual({ first: 0, last: 4, closed: [5, 6] })
  })
})
