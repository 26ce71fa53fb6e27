import type * as en from './post-teaser.messages'

export const readMore: typeof en.readMore = 'اقرأ المزيد'
