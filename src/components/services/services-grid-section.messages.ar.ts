import type * as en from './services-grid-section.messages'

export const title: typeof en.title = 'خدماتنا'

export const subtitle: typeof en.subtitle = 'حلول نقل سلسة وخالية من القلق، مصمّمة خصيصًا لك'

export const eyebrow: typeof en.eyebrow = 'ماذا نقدّم'

export const groups: typeof en.groups = 'فئات الخدمات'

export const groupNames: typeof en.groupNames = {
  Movers: 'خدمات النقل',
  Logistics: 'الخدمات اللوجستية',
}
