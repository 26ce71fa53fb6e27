import { officeSchedule } from '@/lib/office-schedule'

import { officeHours } from '../office-hours'

describe('The office hours', () => {
  it('should state the hours the response clock counts: Saturday to Thursday, 8:00 to 18:00', () => {
    expect(officeHours[0]).toEqual({ days: 'Saturday to Thursday', hours: '8:00 AM – 6:00 PM' })
    expect(officeSchedule).toMatchObject({
      days: [6, 0, 1, 2, 3, 4],
      opensAt: 8 * 60,
      closesAt: 18 * 60,
    })
  })
})
