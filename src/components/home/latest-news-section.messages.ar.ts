import type * as en from './latest-news-section.messages'

export const heading: typeof en.heading = 'آخر الأخبار والمقالات'

export const eyebrow: typeof en.eyebrow = 'من المدونة'

export const viewAll: typeof en.viewAll = 'عرض الكل'

export const kinds: typeof en.kinds = { Article: 'مقال', News: 'خبر' }
