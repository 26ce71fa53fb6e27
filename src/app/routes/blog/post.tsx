import { ArrowUpRight } from 'lucide-react'
import { Navigate, useParams } from 'react-router-dom'

import { PostBlocks } from '@/components/blog/post-blocks'
import { PostTeaser } from '@/components/blog/post-teaser'
import { SafeHtml } from '@/components/blog/safe-html'
import { Head } from '@/components/seo/head'
import { JsonLd } from '@/components/seo/json-ld'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { getPost, posts } from '@/content/posts'
import { EnquireButton } from '@/features/enquiry/components/enquire-button'
import { isoDate, recentPosts, splitTitle } from '@/lib/blog'
import { blogPostingSchema } from '@/lib/structured-data'

/** SPEC 2.9 /blog/{slug} */
export default function PostRoute() {
  const post = getPost(useParams().slug)
  if (!post) return <Navigate to={paths.notFound.getHref()} replace />

  const [firstLine, secondLine] = splitTitle(post.title)
  const recent = recentPosts(posts, posts.indexOf(post))
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
        breadcrumb={{ label: 'Blog', to: paths.blog.getHref() }}
        author={post.author || undefined}
        date={post.date}
        time={post.time}
        share
      />
      <div className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
          <article aria-label={post.title} className="flex min-w-0 flex-col gap-10">
            <SafeHtml
              html={post.highlight}
              className="rounded-card border-l-4 border-accent-500 bg-sand-100 p-6 text-lg text-navy-900 sm:p-8 [&_p+p]:mt-3 [&_strong]:font-bold"
            />
            <PostBlocks blocks={post.detail.content} />
            <div className="flex flex-col items-start gap-4 rounded-card bg-navy-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
              <p className="text-lg text-navy-50">
                Planning a move of your own? Tell us about it and get a free, itemised quote.
              </p>
              <EnquireButton
                size="lg"
                className="shrink-0"
                icon={<ArrowUpRight className="size-5" aria-hidden="true" />}
              >
                Reach Out To Us
              </EnquireButton>
            </div>
          </article>
          <aside aria-labelledby="recent-posts" className="lg:sticky lg:top-28 lg:self-start">
            <h2 id="recent-posts" className="text-2xl">
              Recent Posts
            </h2>
            <ul className="mt-6 flex flex-col gap-5">
              {recent.map((other) => (
                <li key={other.id}>
                  <PostTeaser post={other} eyebrow={other.date} readMore />
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </>
  )
}
