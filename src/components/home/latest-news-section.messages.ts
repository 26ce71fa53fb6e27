import type { PostCardData } from '@/content/types'

export const latestNewsMessages: {
  heading: string
  eyebrow: string
  viewAll: string
  kinds: Record<PostCardData['kind'], string>
} = {
  heading: 'Latest News and Articles',
  eyebrow: 'From the blog',
  viewAll: 'View all',
  kinds: { Article: 'Article', News: 'News' },
}
