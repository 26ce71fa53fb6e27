import type * as en from './services-carousel-section.messages'

export const subtitle: typeof en.subtitle = 'حلول نقل سلسة وخالية من القلق، مصمّمة خصيصًا لك'

export const eyebrow: typeof en.eyebrow = 'ماذا نقدّم'

export const carousel: typeof en.carousel = 'بطاقات الخدمات'

export const viewMore: typeof en.viewMore = 'عرض المزيد'
