import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useRef, useState } from 'react'
import SliderModule, { type Settings } from 'react-slick'
import 'slick-carousel/slick/slick.css'

import { useIsClient } from '@/hooks/use-is-client'
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion'
import type { Service } from '@/content/types'

import { ServiceCard } from './service-card'

// react-slick is CommonJS; under some bundlers the default export arrives wrapped (TOOLCHAIN.md #1).
const Slider = ((SliderModule as unknown as { default?: typeof SliderModule }).default ??
  SliderModule) as typeof SliderModule

/** SPEC 9.4 services carousel constants. */
const settings: Settings = {
  infinite: true,
  dots: true,
  speed: 300,
  autoplaySpeed: 3000,
  lazyLoad: 'ondemand',
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

type ServicesCarouselProps = { services: Service[]; label: string }

/**
 * A keyboard- and screen-reader-usable carousel: a named region, labelled previous/next and
 * pause controls, autoplay off for visitors who prefer reduced motion.
 */
export function ServicesCarousel({ services, label }: ServicesCarouselProps) {
  const slider = useRef<SliderModule>(null)
  const reduceMotion = usePrefersReducedMotion()
  const [paused, setPaused] = useState(false)
  const isClient = useIsClient()
  const autoplay = isClient && !reduceMotion && !paused

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="services-carousel"
    >
      <div className="-mx-2 min-h-[312px]">
        <Slider ref={slider} {...settings} autoplay={autoplay}>
          {services.map((service, index) => (
            <div
              key={service.slug}
              className="px-2 pb-2"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${services.length}: ${service.title}`}
            >
              <ServiceCard service={service} fixedHeight />
            </div>
          ))}
        </Slider>
      </div>
      <div className="mt-4 flex items-center justify-center gap-2">
        <button
          type="button"
          onClick={() => slider.current?.slickPrev()}
          aria-label="Previous services"
          className="inline-flex size-11 items-center justify-center rounded-full border border-navy-200 text-navy-900 hover:bg-navy-50"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={autoplay ? 'Pause automatic scrolling' : 'Start automatic scrolling'}
          aria-pressed={!autoplay}
          disabled={reduceMotion}
          className="inline-flex size-11 items-center justify-center rounded-full border border-navy-200 text-navy-900 hover:bg-navy-50 disabled:opacity-50"
        >
          {autoplay ? (
            <Pause className="size-5" aria-hidden="true" />
          ) : (
            <Play className="size-5" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          onClick={() => slider.current?.slickNext()}
          aria-label="Next services"
          className="inline-flex size-11 items-center justify-center rounded-full border border-navy-200 text-navy-900 hover:bg-navy-50"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  )
}
