import { ArrowRight } from 'lucide-react'

import { HeadedSection } from '@/components/sections/section-heading'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@/config/paths'
import type { ServiceCardData } from '@/content/types'

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
    <HeadedSection
      id="services-carousel"
      title={title}
      subtitle={text.subtitle}
      eyebrow={text.eyebrow}
      className={className}
    >
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
    </HeadedSection>
  )
}
