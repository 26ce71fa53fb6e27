import type * as en from './blog-card.messages'

export const blogCardMessages: typeof en.blogCardMessages = {
  readMore: 'اقرأ المزيد',
}
