import type * as en from './carousel-controls.messages'

/** The item names are plural in Arabic ('الخدمات'), so one adjective agrees with all of them. */
export const carouselMessages: typeof en.carouselMessages = {
  previous: (items) => `${items} السابقة`,
  next: (items) => `${items} التالية`,
  pause: 'إيقاف التمرير التلقائي',
  play: 'تشغيل التمرير التلقائي',
  slide: (position, count) => `${position} من ${count}`,
}
