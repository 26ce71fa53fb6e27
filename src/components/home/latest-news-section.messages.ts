import type { PostCardData } from '@/content/types'

export const heading: string = 'Latest News and Articles'

export const eyebrow: string = 'From the blog'

export const viewAll: string = 'View all'

/** The line above a post's title: what kind of post it is. */
export const kinds: Record<PostCardData['kind'], string> = { Article: 'Article', News: 'News' }
