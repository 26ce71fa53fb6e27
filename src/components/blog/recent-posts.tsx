import { postCards } from '@/content/indexes/post-cards'
import { displayDate, recentPosts } from '@/lib/blog'

import { PostTeaser } from './post-teaser'
import * as text from './recent-posts.messages'

/** The sticky 'Recent Posts' sidebar of a post (next, next + 1, previous). */
export function RecentPosts({ current }: { current: string }) {
  const recent = recentPosts(
    postCards,
    postCards.findIndex((post) => post.id === current),
  )
  return (
    <aside aria-labelledby="recent-posts" className="lg:sticky lg:top-28 lg:self-start">
      <h2 id="recent-posts" className="text-2xl">
        {text.heading}
      </h2>
      <ul className="mt-6 flex flex-col gap-5">
        {recent.map((other) => (
          <li key={other.id}>
            <PostTeaser post={other} eyebrow={displayDate(other.date)} readMore />
          </li>
        ))}
      </ul>
    </aside>
  )
}
