import { ArrowRight } from 'lucide-react'

import { SectionHeading } from '@/components/sections/section-heading'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { ServiceCardData } from '@/content/types'
import { cn } from '@/lib/cn'

import { ServicesCarousel } from './services-carousel'
import * as text from './services-carousel-section.messages'

type ServicesCarouselSectionProps = {
  /** 'Our Services' on the home page, 'Other Services' on a service page. */
  title: string
  services: ServiceCardData[]
  className?: string
}

/** The services carousel with its heading, subtitle and 'View More'. */
export function ServicesCarouselSection({
  title,
  services,
  className,
}: ServicesCarouselSectionProps) {
  return (
    <section aria-labelledby="services-carousel" className={cn('section', className)}>
      <div className="container-page flex flex-col gap-10">
        <SectionHeading
          id="services-carousel"
          title={title}
          subtitle={text.subtitle}
          eyebrow={text.eyebrow}
        />
        <ServicesCarousel services={services} label={text.carousel} />
        <div className="flex justify-center">
          <ButtonLink
            to={paths.services.getHref()}
            variant="secondary"
            size="lg"
            icon={<ArrowRight className="size-5" aria-hidden="true" />}
          >
            {text.viewMore}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
