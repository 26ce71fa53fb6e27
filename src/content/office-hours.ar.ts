import type * as en from './office-hours'
import { clockTime, officeSchedule, weekOf } from '@/lib/office-schedule'

/** In `Date#getUTCDay` order. */
const DAY_NAMES = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت']
const HALVES = ['صباحًا', 'مساءً'] as const
const { first, last, closed } = weekOf(officeSchedule)

export const officeHours: typeof en.officeHours = [
  {
    days: `من ${DAY_NAMES[first]} إلى ${DAY_NAMES[last]}`,
    hours: `${clockTime(officeSchedule.opensAt, HALVES)} – ${clockTime(officeSchedule.closesAt, HALVES)}`,
  },
  { days: closed.map((day) => DAY_NAMES[day]).join('، '), hours: 'مغلق (خط الطوارئ متاح)' },
]
