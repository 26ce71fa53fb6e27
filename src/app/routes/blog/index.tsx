import { useSearchParams } from 'react-router-dom'

import { BlogCard } from '@/components/blog/blog-card'
import { Pagination } from '@/components/blog/pagination'
import { Head } from '@/components/seo/head'
import { SectionHeading } from '@/components/sections/section-heading'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'
import { postCards } from '@/content/indexes/post-cards'
import { useIsClient } from '@/hooks/use-is-client'
import { LATEST_COUNT, paginate } from '@/lib/blog'

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
        title="Moving Tips, Guides and News from Qatar"
        description="Practical moving guides from our Doha team: storage, office moves, insurance, family relocations and international move tips for expatriates in Qatar."
        keywords="moving blog Qatar, relocation tips Doha, office moving checklist, moving insurance, international move tips, storage Qatar"
      />
      <PageBanner
        title="Moving Tips"
        highlight="and Updates"
        text="Checklists, plain-English guides and news from the coordinators who plan moves in and out of Qatar every day."
        image={illustration('checklist', 'A clipboard checklist beside taped moving boxes')}
        breadcrumb={{ label: 'Blog', to: paths.blog.getHref() }}
      />
      {others.page === 1 ? (
        <section aria-labelledby="latest-updates" className="section">
          <div className="container-page flex flex-col gap-10">
            <SectionHeading id="latest-updates" title="Latest Updates" eyebrow="Just published" />
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {latest.map((post) => (
                <li key={post.id}>
                  <BlogCard post={post} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="other-updates" className="section bg-sand-100">
        <div className="container-page flex flex-col gap-10">
          <SectionHeading id="other-updates" title="Other Updates" eyebrow="From the archive" />
          <ul className="grid gap-6 md:grid-cols-2">
            {others.items.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
          <Pagination
            label="Other updates pages"
            page={others.page}
            totalPages={others.totalPages}
            hrefFor={(page) => paths.blog.getHref(page)}
          />
        </div>
      </section>
    </>
  )
}
