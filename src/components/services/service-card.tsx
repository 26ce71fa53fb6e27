import { ArrowUpRight } from 'lucide-react'
import { Link } from 'react-router-dom'

import { ContentImage } from '@/components/ui/content-image'
import type { Service } from '@/content/types'
import { cn } from '@/lib/cn'

type ServiceCardProps = {
  service: Pick<Service, 'title' | 'slug' | 'cardImage' | 'shortDescription'>
  /** Fixed height for carousels (SPEC 9.4: 280 px); grids let cards grow. */
  fixedHeight?: boolean
  headingLevel?: 'h2' | 'h3'
}

/** SPEC 2.3 / 2.4: image, title, description and an arrow link to the service page. */
export function ServiceCard({ service, fixedHeight, headingLevel = 'h3' }: ServiceCardProps) {
  const Heading = headingLevel
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-navy-100 bg-white shadow-soft transition-shadow duration-300 hover:shadow-lift',
        fixedHeight ? 'h-[280px]' : 'h-full',
      )}
    >
      <ContentImage
        image={service.cardImage}
        onError={() => console.error(`Failed to load image: ${service.title}`)}
        className={cn(
          'w-full shrink-0 bg-sand-100 object-cover',
          fixedHeight ? 'h-32' : 'aspect-[3/2]',
        )}
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="pr-12 text-lg leading-snug">{service.title}</Heading>
        <p className={cn('text-sm text-ink-muted', fixedHeight && 'line-clamp-3')}>
          {service.shortDescription}
        </p>
      </div>
      <Link
        to={service.slug}
        aria-label={`View ${service.title} details`}
        className="absolute right-4 bottom-4 inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-white transition-colors group-hover:bg-accent-500 group-hover:text-navy-950"
      >
        <ArrowUpRight className="size-5" aria-hidden="true" />
      </Link>
    </article>
  )
}
