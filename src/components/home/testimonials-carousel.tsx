import type { Settings } from 'react-slick'

import { SlickCarousel } from '@/components/ui/slick-slider'

import type { Testimonial } from '@/content/types'

/** SPEC 9.4 testimonials carousel constants. */
const settings: Settings = {
  centerMode: true,
  infinite: true,
  speed: 500,
  autoplaySpeed: 4000,
  dots: false,
  arrows: false,
  slidesToShow: 3,
  centerPadding: '60px',
  pauseOnHover: true,
  pauseOnFocus: true,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 2, centerPadding: '20px' } },
    { breakpoint: 640, settings: { slidesToShow: 1, centerPadding: '5px' } },
  ],
}

/** The outline of one star on a 24 px grid, the shape of the icon set's star. */
const STAR_POINTS =
  '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26'

/**
 * SPEC 9.4: always five stars, the first {stars} filled. One small SVG per rating: the carousel
 * prerenders every review twice over (slick's loop clones), and five full icons per card made
 * the home page's HTML a third larger.
 */
export function StarRating({ stars }: { stars: number }) {
  return (
    <p role="img" aria-label={`Rated ${stars} out of 5`}>
      <svg viewBox="0 0 118 22" width="118" height="22" aria-hidden="true" className="block">
        {Array.from({ length: 5 }, (_, i) => (
          <polygon
            key={i}
            points={STAR_POINTS}
            transform={`translate(${i * 24 - 1} -1)`}
            data-filled={i < stars}
            strokeWidth="2"
            strokeLinejoin="round"
            className={
              i < stars ? 'fill-accent-500 stroke-accent-500' : 'fill-none stroke-navy-200'
            }
          />
        ))}
      </svg>
    </p>
  )
}

/** 'Moving Stories': a centre-mode carousel whose centred card is highlighted. */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Customer reviews"
      className="testimonials-carousel"
    >
      <SlickCarousel
        settings={settings}
        itemName="review"
        trackClassName="min-h-[296px] sm:min-h-[366px] lg:min-h-[466px]"
      >
        {testimonials.map((testimonial, index) => (
          <div
            key={testimonial.id}
            className="px-2 py-2 sm:px-3"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${testimonials.length}`}
          >
            <figure className="testimonial-card flex h-[280px] flex-col gap-4 overflow-hidden rounded-card border border-navy-100 bg-white p-6 shadow-soft transition-[transform,background-color,box-shadow] duration-500 sm:h-[350px] lg:h-[450px] lg:p-8">
              <StarRating stars={testimonial.stars} />
              <blockquote className="line-clamp-6 flex-1 text-ink lg:line-clamp-[10] lg:text-lg">
                “{testimonial.description}”
              </blockquote>
              <figcaption className="flex items-center gap-3">
                <img
                  src={testimonial.person.src}
                  alt={testimonial.person.alt}
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 rounded-full bg-navy-100"
                />
                <span className="flex flex-col">
                  <span className="font-semibold text-navy-900">{testimonial.title}</span>
                  <span className="text-sm text-ink-muted">
                    {testimonial.role} · <time>{testimonial.date}</time>
                  </span>
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </SlickCarousel>
    </div>
  )
}
