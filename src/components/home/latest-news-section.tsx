import { ArrowRight, CalendarDays } from 'lucide-react'

import { PostTeaser } from '@/components/blog/post-teaser'
import { SafeHtml } from '@/components/blog/safe-html'
import { SectionHeading } from '@/components/sections/section-heading'
import { ContentImage } from '@/components/ui/content-image'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import type { PostCardData } from '@/content/types'

import * as text from './latest-news-section.messages'

/** The first four posts, one large and three small, and 'View all'. */
export function LatestNewsSection({ posts }: { posts: PostCardData[] }) {
  const [lead, ...rest] = posts.slice(0, 4)
  if (!lead) return null
  return (
    <section aria-labelledby="latest-news" className="section section-offscreen">
      <div className="container-page flex flex-col gap-10">
        <div className="flex flex-col items-start justify-between gap-4 sm:flex-row sm:items-end">
          <SectionHeading
            id="latest-news"
            title={text.heading}
            eyebrow={text.eyebrow}
            align="start"
          />
          <Link
            to={paths.blog.getHref()}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 hover:text-navy-900"
          >
            {text.viewAll} <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr]">
          <article className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-soft">
            <ContentImage
              image={lead.image}
              className="aspect-[3/2] w-full bg-sand-100 object-cover"
            />
            <div className="flex flex-col gap-3 p-6">
              <p className="inline-flex items-center gap-2 text-sm text-ink-muted">
                <CalendarDays className="size-4" aria-hidden="true" /> {lead.date}
              </p>
              <h3 className="text-2xl">
                <Link
                  to={paths.post.getHref(lead.id)}
                  className="after:absolute after:inset-0 hover:text-navy-700"
                >
                  {lead.title}
                </Link>
              </h3>
              <SafeHtml html={lead.highlight} as="p" className="text-ink-muted" />
            </div>
          </article>
          <ul className="flex flex-col gap-4">
            {rest.map((post) => (
              <li key={post.id}>
                <PostTeaser post={post} eyebrow={text.kinds[post.kind]} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
