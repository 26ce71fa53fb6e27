import { ArrowRight } from 'lucide-react'

import { ContentImage } from '@/components/ui/content-image'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import type { PostCardData } from '@/content/types'
import { displayDate } from '@/lib/blog'

import * as text from './post-teaser.messages'

type PostTeaserProps = {
  post: Pick<PostCardData, 'id' | 'image' | 'title' | 'date'>
  /** The small line above the title, e.g. 'Article' or the date. */
  eyebrow: string
  /** A visible 'Read More' link; otherwise the whole card is the link. */
  readMore?: boolean
}

/** A small post card: thumbnail, a line of context and the title, linking to the post. */
export function PostTeaser({ post, eyebrow, readMore }: PostTeaserProps) {
  const href = paths.post.getHref(post.id)
  return (
    <article className="relative flex gap-4 rounded-card border border-navy-100 bg-white p-4 shadow-soft">
      <ContentImage
        image={post.image}
        alt=""
        className="aspect-square w-20 shrink-0 rounded-xl bg-sand-100 object-cover sm:w-24"
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="text-xs font-semibold tracking-wider text-accent-800 uppercase">{eyebrow}</p>
        <h3 className="text-base leading-snug">
          {readMore ? (
            post.title
          ) : (
            <Link to={href} className="after:absolute after:inset-0 hover:text-navy-700">
              {post.title}
            </Link>
          )}
        </h3>
        {readMore ? (
          <Link
            to={href}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent-800 hover:text-navy-900"
          >
            {text.readMore}
            <span className="sr-only">: {post.title}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : (
          <p className="text-xs text-ink-muted">{displayDate(post.date)}</p>
        )}
      </div>
    </article>
  )
}
