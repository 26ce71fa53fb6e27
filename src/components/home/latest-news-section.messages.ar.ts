import type * as en from './latest-news-section.messages'

export const latestNewsMessages: typeof en.latestNewsMessages = {
  heading: 'آخر الأخبار والمقالات',
  eyebrow: 'من المدونة',
  viewAll: 'عرض الكل',
  kinds: { Article: 'مقال', News: 'خبر' },
}
