import type * as en from './why-choose-us-carousel.messages'

export const carousel: typeof en.carousel = 'أسباب اختيارنا'

export const items: typeof en.items = 'الأسباب'
