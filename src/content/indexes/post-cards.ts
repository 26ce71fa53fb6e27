import { postCardData } from '@/lib/blog'

import { posts } from '../catalogue'
import type { PostCardData } from '../types'

/**
 * The posts' cards, newest first. The build evaluates this module and ships only its result (as
 * every module in `indexes/`: `buildTimeModules` in vite.config.ts), so /blog, the home page's news
 * and a post's sidebar load a summary index instead of all five posts.
 */
export const postCards: PostCardData[] = posts.map(postCardData)
