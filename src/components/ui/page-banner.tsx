import { CalendarDays, ChevronRight, Clock, Share2, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'

import { JsonLd } from '@/components/seo/json-ld'
import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import type { ImageRef } from '@/content/types'
import { cn } from '@/lib/cn'
import { breadcrumbSchema } from '@/lib/structured-data'

import { ContentImage } from './content-image'
import * as copy from './page-banner.messages'

type PageBannerProps = {
  /** The two-part title: the second part is highlighted in the accent colour. */
  title: string
  highlight?: string
  text?: ReactNode
  image: ImageRef
  breadcrumb: { label: string; to: string }
  author?: string
  date?: string
  time?: string
  share?: boolean
  children?: ReactNode
}

/** Uses the device's native share sheet, or says plainly that there is none. */
export async function sharePage(title: string, url: string) {
  if (typeof navigator.share !== 'function') {
    window.alert(copy.shareUnsupported)
    return
  }
  try {
    await navigator.share({ title, url })
  } catch (error) {
    // A visitor closing the share sheet rejects with AbortError; that is not a failure.
    if (!(error instanceof DOMException && error.name === 'AbortError'))
      console.error('Share failed', error)
  }
}

/** The banner on top of every inner page. It holds the page's only h1. */
export function PageBanner({
  title,
  highlight,
  text,
  image,
  breadcrumb,
  author,
  date,
  time,
  share,
  children,
}: PageBannerProps) {
  const { pathname } = useLocation()
  const current = breadcrumb.to === pathname

  return (
    <div className="relative overflow-hidden bg-navy-900 pt-24 text-white lg:pt-32">
      <div
        aria-hidden="true"
        className="absolute -top-40 -end-40 size-[32rem] bg-radial-[closest-side] from-navy-700/50 from-55% to-transparent"
      />
      <div className="container-page relative grid items-center gap-8 pb-12 lg:grid-cols-[1.1fr_0.9fr] lg:pb-16">
        <div className="flex flex-col gap-5">
          <JsonLd
            data={breadcrumbSchema([
              { name: copy.home, path: paths.home.getHref() },
              { name: breadcrumb.label, path: breadcrumb.to },
            ])}
          />
          <nav aria-label={copy.breadcrumb}>
            <ol className="flex flex-wrap items-center gap-1 text-sm font-semibold tracking-wider uppercase">
              <li>
                <Link to={paths.home.getHref()} className="text-navy-100 hover:text-white">
                  {copy.home}
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-4 text-navy-300" />
              </li>
              <li>
                <Link
                  to={breadcrumb.to}
                  aria-current={current ? 'page' : undefined}
                  className={cn(current ? 'text-accent-400' : 'text-navy-100 hover:text-white')}
                >
                  {breadcrumb.label}
                </Link>
              </li>
            </ol>
          </nav>
          <h1 className="text-3xl text-white sm:text-4xl lg:text-5xl">
            <span className="block">{title}</span>
            {highlight ? <span className="block text-accent-400">{highlight}</span> : null}
          </h1>
          {text ? <div className="max-w-2xl text-lg text-navy-100">{text}</div> : null}
          {author || date || time || share ? (
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-navy-100">
              {author ? (
                <span className="inline-flex items-center gap-1.5">
                  <UserRound className="size-4" aria-hidden="true" /> {copy.byAuthor(author)}
                </span>
              ) : null}
              {date ? (
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays className="size-4" aria-hidden="true" /> {date}
                </span>
              ) : null}
              {time ? (
                <span className="inline-flex items-center gap-1.5">
                  <Clock className="size-4" aria-hidden="true" /> {time}
                </span>
              ) : null}
              {share ? (
                <button
                  type="button"
                  onClick={() => void sharePage(document.title, window.location.href)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/30 px-4 font-semibold text-white hover:bg-white/10"
                >
                  <Share2 className="size-4" aria-hidden="true" /> {copy.share}
                </button>
              ) : null}
            </div>
          ) : null}
          {children ? <div className="flex flex-wrap gap-3 pt-1">{children}</div> : null}
        </div>
        <div className="relative hidden md:block">
          <ContentImage
            image={image}
            priorityWhere="(min-width: 768px)"
            className="aspect-[3/2] w-full rounded-3xl bg-sand-100 object-cover shadow-lift"
          />
        </div>
      </div>
    </div>
  )
}
