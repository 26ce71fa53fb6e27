import type * as en from './office-hours'

export const officeHours: typeof en.officeHours = [
  { days: 'من السبت إلى الخميس', hours: '8:00 صباحًا – 6:00 مساءً' },
  { days: 'الجمعة', hours: 'مغلق (خط الطوارئ متاح)' },
]
