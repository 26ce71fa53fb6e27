import type * as en from './testimonials-carousel.messages'

export const rating: typeof en.rating = (stars) => `التقييم ${stars} من 5`

export const readMore: typeof en.readMore = 'اقرأ المزيد'

export const showLess: typeof en.showLess = 'عرض أقل'

export const whose: typeof en.whose = (name) => `من تقييم ${name}`

export const carousel: typeof en.carousel = 'آراء العملاء'

export const items: typeof en.items = 'التقييمات'
