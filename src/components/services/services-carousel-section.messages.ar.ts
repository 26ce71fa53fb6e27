import type * as en from './services-carousel-section.messages'

export const servicesCarouselSectionMessages: typeof en.servicesCarouselSectionMessages = {
  subtitle: 'حلول نقل سلسة وخالية من القلق، مصمّمة خصيصًا لك',
  eyebrow: 'ماذا نقدّم',
  carousel: 'بطاقات الخدمات',
  viewMore: 'عرض المزيد',
}
