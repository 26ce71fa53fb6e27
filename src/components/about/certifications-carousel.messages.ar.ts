import type * as en from './certifications-carousel.messages'

export const carousel: typeof en.carousel = 'معرض الشهادات والعضويات'

export const view: typeof en.view = (name) => `عرض الشهادة: ${name}`

export const items: typeof en.items = 'الشهادات'
