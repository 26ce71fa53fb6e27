import type * as en from './certifications-carousel.messages'

export const certificationsCarouselMessages: typeof en.certificationsCarouselMessages = {
  carousel: 'الشهادات والعضويات',
  view: (name) => `عرض الشهادة: ${name}`,
  items: 'الشهادات',
}
