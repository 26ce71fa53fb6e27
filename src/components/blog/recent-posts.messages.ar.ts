import type * as en from './recent-posts.messages'

export const recentPostsMessages: typeof en.recentPostsMessages = {
  heading: 'أحدث المقالات',
}
