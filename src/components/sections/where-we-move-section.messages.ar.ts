import type * as en from './where-we-move-section.messages'

export const eyebrow: typeof en.eyebrow = 'أدلة الوجهات'

export const route: typeof en.route = (country) => `من قطر إلى ${country}`
