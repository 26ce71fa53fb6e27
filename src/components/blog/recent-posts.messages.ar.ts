import type * as en from './recent-posts.messages'

export const heading: typeof en.heading = 'أحدث المقالات'
