import type * as en from './services-grid-section.messages'

export const servicesGridMessages: typeof en.servicesGridMessages = {
  title: 'خدماتنا',
  subtitle: 'حلول نقل سلسة وخالية من القلق، مصمّمة خصيصًا لك',
  eyebrow: 'ماذا نقدّم',
  groups: 'فئات الخدمات',
  groupNames: { Movers: 'خدمات النقل', Logistics: 'الخدمات اللوجستية' },
}
