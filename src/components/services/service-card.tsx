import { ArrowUpRight } from 'lucide-react'

import { ContentImage } from '@/components/ui/content-image'
import { Link } from '@/components/ui/link'
import type { Service } from '@/content/types'
import { cn } from '@/lib/cn'

import * as text from './service-card.messages'

type ServiceCardProps = {
  service: Pick<Service, 'title' | 'slug' | 'cardImage' | 'shortDescription'>
  /** Fixed height for carousels (280 px); grids let cards grow. */
  fixedHeight?: boolean
  headingLevel?: 'h2' | 'h3'
}

/**
 * Image, title, description and an arrow link to the service page. The arrow
 * straddles the picture's lower edge, beside the title's reserved right margin, so however the
 * text wraps it never sits on the description. `--media-h` is the picture's height: fixed in a
 * carousel, two thirds of the card's width (its 3:2 ratio) in a grid.
 */
export function ServiceCard({ service, fixedHeight, headingLevel = 'h3' }: ServiceCardProps) {
  const Heading = headingLevel
  return (
    <article
      className={cn(
        'group @container relative flex flex-col overflow-hidden rounded-card border border-navy-100 bg-white shadow-soft transition-shadow duration-300 hover:shadow-lift',
        fixedHeight ? 'h-[280px] [--media-h:7rem]' : 'h-full [--media-h:66.667cqw]',
      )}
    >
      <ContentImage
        image={service.cardImage}
        onError={() => console.error(`Failed to load image: ${service.title}`)}
        className="h-(--media-h) w-full shrink-0 bg-sand-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="pe-12 text-lg leading-snug">{service.title}</Heading>
        <p className={cn('text-sm text-ink-muted', fixedHeight && 'line-clamp-3')}>
          {service.shortDescription}
        </p>
      </div>
      <Link
        to={service.slug}
        aria-label={text.details(service.title)}
        className="absolute top-[calc(var(--media-h)-1.375rem)] end-4 inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-white ring-4 ring-white transition-colors group-hover:bg-accent-500 group-hover:text-navy-950"
      >
        <ArrowUpRight className="size-5" aria-hidden="true" />
      </Link>
    </article>
  )
}
