import type { BlogPost, PostCardData } from '@/content/types'

import * as text from './blog.messages'

/** A card's excerpt length, and how many posts the list's first page and a sidebar show. */
const EXCERPT_WORDS = 40
export const LATEST_COUNT = 3
const OTHERS_PER_PAGE = 2
const RECENT_COUNT = 3

/** Cuts text to `words` words and adds '...' when anything was cut. */
export function excerpt(text: string, words = EXCERPT_WORDS): string {
  const all = text.trim().split(/\s+/).filter(Boolean)
  return all.length > words ? `${all.slice(0, words).join(' ')}...` : all.join(' ')
}

/** The text a card summarises: the first text block, or the highlight without its markup. */
export function postSummary(post: BlogPost): string {
  const firstText = post.detail.content.find((block) => block.type === 'text')
  if (firstText && firstText.type === 'text') return firstText.description.replace(/\n+/g, ' ')
  return post.highlight.replace(/<[^>]+>/g, '')
}

/** Everything a card needs from a post, with its excerpt and kind worked out. */
export function postCardData(post: BlogPost): PostCardData {
  return {
    id: post.id,
    image: post.image,
    title: post.title,
    date: post.date,
    highlight: post.highlight,
    excerpt: excerpt(postSummary(post)),
    kind: post.detail.content[0]?.type === 'text' ? 'Article' : 'News',
  }
}

/** The title split in half across the banner's two lines. */
export function splitTitle(title: string): [string, string] {
  const words = title.trim().split(/\s+/)
  const half = Math.ceil(words.length / 2)
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')]
}

/** Next, the one after it, and the previous post, in circular order, up to three. */
export function recentPosts<T>(posts: readonly T[], index: number, count = RECENT_COUNT): T[] {
  const n = posts.length
  if (n <= 1 || index < 0) return []
  const picks = [1, 2, -1].map((offset) => (index + offset + n) % n).filter((i) => i !== index)
  return [...new Set(picks)].slice(0, count).map((i) => posts[i]!)
}

export type Page<T> = { items: T[]; page: number; totalPages: number }

/** A page of `perPage` items; an out-of-range page number is clamped rather than left empty. */
export function paginate<T>(
  items: readonly T[],
  requested: number,
  perPage = OTHERS_PER_PAGE,
): Page<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage))
  const page = Math.min(
    Math.max(1, Number.isFinite(requested) ? Math.floor(requested) : 1),
    totalPages,
  )
  return { items: items.slice((page - 1) * perPage, page * perPage), page, totalPages }
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** 'DD Month YYYY' as an ISO date for machines; undefined when it is not one. */
export function isoDate(display: string): string | undefined {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(display.trim())
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0
  if (!match || month === 0) return undefined
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`
}

/**
 * A post's date in the page's language; the content writes it 'DD Month YYYY' in English, and
 * Arabic pages write it without the leading zero ('4 نوفمبر 2026').
 */
export function displayDate(date: string): string {
  const iso = isoDate(date)
  if (!iso) return date
  return new Intl.DateTimeFormat(text.dateLocale, {
    day: text.dateDay,
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))
}

/** A post's time in the page's language; the content writes it '04:20 PM', Arabic '4:20 م'. */
export function displayTime(time: string): string {
  return text.postTime(time)
}
