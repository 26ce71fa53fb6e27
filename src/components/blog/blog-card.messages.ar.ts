import type * as en from './blog-card.messages'

export const readMore: typeof en.readMore = 'اقرأ المزيد'
