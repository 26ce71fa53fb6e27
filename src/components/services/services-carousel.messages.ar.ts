import type * as en from './services-carousel.messages'

export const servicesCarouselMessages: typeof en.servicesCarouselMessages = {
  items: 'الخدمات',
}
