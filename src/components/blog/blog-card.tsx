import { ArrowRight, CalendarDays } from 'lucide-react'

import { ContentImage } from '@/components/ui/content-image'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import type { PostCardData } from '@/content/types'
import { displayDate } from '@/lib/blog'

import * as text from './blog-card.messages'

/** A post card linking to /blog/{slug}, with a 40-word excerpt. */
export function BlogCard({
  post,
  headingLevel = 'h3',
}: {
  post: PostCardData
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-soft transition-shadow hover:shadow-lift">
      <ContentImage image={post.image} className="aspect-[3/2] w-full bg-sand-100 object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="inline-flex items-center gap-2 text-sm text-ink-muted">
          <CalendarDays className="size-4" aria-hidden="true" />
          {displayDate(post.date)}
        </p>
        <Heading className="text-xl">
          <Link
            to={paths.post.getHref(post.id)}
            className="after:absolute after:inset-0 hover:text-navy-700"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="text-ink-muted">{post.excerpt}</p>
        <span
          className="mt-auto inline-flex items-center gap-2 pt-2 font-semibold text-accent-700"
          aria-hidden="true"
        >
          {text.readMore}{' '}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
        </span>
      </div>
    </article>
  )
}
