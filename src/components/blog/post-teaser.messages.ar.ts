import type * as en from './post-teaser.messages'

export const postTeaserMessages: typeof en.postTeaserMessages = {
  readMore: 'اقرأ المزيد',
}
