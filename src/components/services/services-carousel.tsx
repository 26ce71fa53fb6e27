import { useRef } from 'react'
import type { Settings } from 'react-slick'

import * as carouselMessages from '@/components/ui/carousel-controls.messages'
import { SlickCarousel, useInertHiddenSlides } from '@/components/ui/slick-slider'

import type { ServiceCardData } from '@/content/types'

import { ServiceCard } from './service-card'
import * as text from './services-carousel.messages'

/**
 * The services carousel: infinite, dots, 300 ms, autoplay every 3 s, 4 / 3 / 1 cards. Lazy
 * loading on demand is the cards' own `loading="lazy"` pictures: react-slick's `lazyLoad` would
 * prerender every slide as an empty frame, leaving crawlers and early visitors without cards or
 * links.
 */
const settings: Settings = {
  infinite: true,
  dots: true,
  speed: 300,
  autoplaySpeed: 3000,
  slidesToShow: 4,
  slidesToScroll: 4,
  pauseOnHover: true,
  pauseOnFocus: true,
  arrows: false,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 3, slidesToScroll: 3 } },
    { breakpoint: 640, settings: { slidesToShow: 1, slidesToScroll: 1 } },
  ],
}

type ServicesCarouselProps = { services: ServiceCardData[]; label: string }

/**
 * A keyboard- and screen-reader-usable carousel: a named region, labelled previous/next and
 * pause controls, autoplay off for visitors who prefer reduced motion.
 */
export function ServicesCarousel({ services, label }: ServicesCarouselProps) {
  const region = useRef<HTMLDivElement>(null)
  useInertHiddenSlides(region)

  return (
    <div
      ref={region}
      role="region"
      aria-roledescription={carouselMessages.carousel}
      aria-label={label}
      className="services-carousel"
    >
      <SlickCarousel settings={settings} itemName={text.items} trackClassName="-mx-2 min-h-[312px]">
        {services.map((service, index) => (
          <div
            key={service.slug}
            className="px-2 pb-2"
            role="group"
            aria-roledescription={carouselMessages.slideRole}
            aria-label={`${carouselMessages.slide(index + 1, services.length)}: ${service.title}`}
          >
            <ServiceCard service={service} fixedHeight />
          </div>
        ))}
      </SlickCarousel>
    </div>
  )
}
