import { useSearchParams } from 'react-router-dom'

import { BlogCard } from '@/components/blog/blog-card'
import { Pagination } from '@/components/blog/pagination'
import { Head } from '@/components/seo/head'
import { HeadedSection } from '@/components/sections/section-heading'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'
import { postCards } from '@/content/indexes/post-cards'
import { useIsClient } from '@/hooks/use-is-client'
import { LATEST_COUNT, paginate } from '@/lib/blog'

import * as text from './index.messages'

/** /blog: three latest posts on page 1, then the others two per page. */
export default function BlogRoute() {
  const [searchParams] = useSearchParams()
  // The prerendered HTML is page 1; the query is read after hydration so the two always match.
  const isClient = useIsClient()
  const requested = isClient ? Number(searchParams.get('page') ?? 1) : 1
  const latest = postCards.slice(0, LATEST_COUNT)
  const others = paginate(postCards.slice(LATEST_COUNT), requested)

  return (
    <>
      <Head
        share="blog"
        title={text.title}
        description={text.description}
        keywords={text.keywords}
      />
      <PageBanner
        title={text.bannerTitle}
        highlight={text.bannerHighlight}
        text={text.bannerText}
        image={illustration('checklist', text.bannerImage)}
        breadcrumb={{ label: text.breadcrumb, to: paths.blog.getHref() }}
      />
      {others.page === 1 ? (
        <HeadedSection id="latest-updates" title={text.latest} eyebrow={text.latestEyebrow}>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {latest.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        </HeadedSection>
      ) : null}
      <HeadedSection
        id="other-updates"
        title={text.others}
        eyebrow={text.othersEyebrow}
        className="bg-sand-100"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {others.items.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
        <Pagination
          label={text.pages}
          page={others.page}
          totalPages={others.totalPages}
          hrefFor={(page) => paths.blog.getHref(page)}
        />
      </HeadedSection>
    </>
  )
}
