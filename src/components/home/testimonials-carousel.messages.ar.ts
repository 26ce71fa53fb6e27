import type * as en from './testimonials-carousel.messages'

export const testimonialsMessages: typeof en.testimonialsMessages = {
  rating: (stars) => `التقييم ${stars} من 5`,
  readMore: 'اقرأ المزيد',
  showLess: 'عرض أقل',
  whose: (name) => `من تقييم ${name}`,
  carousel: 'آراء العملاء',
  items: 'التقييمات',
}
