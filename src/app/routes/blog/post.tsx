import { ArrowUpRight } from 'lucide-react'

import { PostBlocks } from '@/components/blog/post-blocks'
import { SafeHtml } from '@/components/blog/safe-html'
import { Head } from '@/components/seo/head'
import { JsonLd } from '@/components/seo/json-ld'
import { Deferred } from '@/components/ui/deferred'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import type { BlogPost } from '@/content/types'
import { EnquireButton } from '@/app/enquire-button'
import { displayDate, displayTime, isoDate, splitTitle } from '@/lib/blog'
import { siteConfig } from '@/config/env'
import { absoluteUrl, inLanguage, organizationReference, type Thing } from '@/lib/structured-data'
import { lazyNamed } from '@/lib/lazy-named'

import * as text from './post.messages'

/**
 * The sidebar needs the other posts, so it loads as its own chunk with the blog index; the
 * prerendered HTML shows it until then.
 */
const RecentPosts = lazyNamed(() => import('@/components/blog/recent-posts'), 'RecentPosts')

/** /blog/{slug}: the router resolves the slug (unknown ones go to /not-found). */
function blogPostingSchema(post: {
  title: string
  description: string
  path: string
  image: string
  datePublished: string
  author: string
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    inLanguage,
    headline: post.title,
    description: post.description,
    url: absoluteUrl(post.path),
    mainEntityOfPage: absoluteUrl(post.path),
    image: `${siteConfig.siteUrl}${post.image}`,
    datePublished: post.datePublished,
    author: post.author
      ? { '@type': 'Person', name: post.author }
      : { '@type': 'Organization', name: siteConfig.companyName },
    publisher: organizationReference(),
  }
}

export default function PostRoute({ entry: post }: { entry: BlogPost }) {
  const [firstLine, secondLine] = splitTitle(post.title)
  return (
    <>
      <Head
        share="blog"
        type="article"
        title={post.metaTitle}
        description={post.metaDescription}
        keywords={post.keywords}
      />
      <JsonLd
        data={blogPostingSchema({
          title: post.title,
          description: post.metaDescription,
          path: paths.post.getHref(post.id),
          image: post.image.src,
          datePublished: isoDate(post.date) ?? post.date,
          author: post.author,
        })}
      />
      <PageBanner
        title={firstLine}
        highlight={secondLine}
        image={post.image}
        breadcrumb={{ label: text.breadcrumb, to: paths.blog.getHref() }}
        author={post.author || undefined}
        date={displayDate(post.date)}
        time={displayTime(post.time)}
        share
      />
      <div className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <article aria-label={post.title} className="flex min-w-0 flex-col gap-10">
            <SafeHtml
              html={post.highlight}
              className="rounded-card border-s-4 border-accent-500 bg-sand-100 p-6 text-lg text-navy-900 sm:p-8 [&_p+p]:mt-3 [&_strong]:font-bold"
            />
            <PostBlocks blocks={post.detail.content} />
            <div className="flex flex-col items-start gap-4 rounded-card bg-navy-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
              <p className="text-lg text-navy-50">{text.cta}</p>
              <EnquireButton
                size="lg"
                className="shrink-0"
                icon={<ArrowUpRight className="size-5" aria-hidden="true" />}
              >
                {text.reachOut}
              </EnquireButton>
            </div>
          </article>
          <Deferred minHeight="30rem">
            <RecentPosts current={post.id} />
          </Deferred>
        </div>
      </div>
    </>
  )
}
