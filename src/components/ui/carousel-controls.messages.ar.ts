import type * as en from './carousel-controls.messages'

/** The item names are plural in Arabic ('الخدمات'), so one adjective agrees with all of them. */
export const previous: typeof en.previous = (items) => `${items} السابقة`

export const next: typeof en.next = (items) => `${items} التالية`

export const pause: typeof en.pause = 'إيقاف التمرير التلقائي'

export const play: typeof en.play = 'تشغيل التمرير التلقائي'

export const slide: typeof en.slide = (position, count) => `${position} من ${count}`

export const carousel: typeof en.carousel = 'عرض دوّار'

export const slideRole: typeof en.slideRole = 'شريحة'
