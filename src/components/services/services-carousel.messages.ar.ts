import type * as en from './services-carousel.messages'

export const items: typeof en.items = 'الخدمات'
