import { type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { Settings } from 'react-slick'

import * as carouselMessages from '@/components/ui/carousel-controls.messages'
import { SlickCarousel, useInertHiddenSlides } from '@/components/ui/slick-slider'
import type { Testimonial } from '@/content/types'
import { cn } from '@/lib/cn'

import * as text from './testimonials-carousel.messages'

/** The reviews carousel: centre mode, infinite, 500 ms, autoplay every 4 s, no dots. */
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
 * Always five stars, the first {stars} filled. One small SVG per rating: the carousel
 * prerenders every review twice over (slick's loop clones), and five full icons per card made
 * the home page's HTML a third larger.
 */
export function StarRating({ stars }: { stars: number }) {
  return (
    <p role="img" aria-label={text.rating(stars)}>
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

/** Whether the element's text is cut by its line clamp; null until measured in the browser. */
function useClamped(element: RefObject<HTMLElement | null>, measure: boolean) {
  const [clamped, setClamped] = useState<boolean | null>(null)
  useEffect(() => {
    const node = element.current
    if (!node || !measure) return
    const check = () => setClamped(node.scrollHeight > node.clientHeight + 1)
    check()
    const observer = new ResizeObserver(check)
    observer.observe(node)
    return () => observer.disconnect()
  }, [element, measure])
  return clamped
}

type TestimonialCardProps = {
  testimonial: Testimonial
  expanded: boolean
  onToggle: () => void
}

/**
 * One review. Its card keeps the carousel's fixed height and shows as many whole lines as fit;
 * where that cuts the review, 'Read more' lets the card grow to the whole text. Until the browser
 * has measured, the prerendered card offers it where the text is known to be cut: below 1024 px.
 */
function TestimonialCard({ testimonial, expanded, onToggle }: TestimonialCardProps) {
  const quote = useRef<HTMLQuoteElement>(null)
  const quoteId = useId()
  const clamped = useClamped(quote, !expanded)
  return (
    <figure
      className={cn(
        'testimonial-card flex flex-col gap-3 overflow-hidden rounded-card border border-navy-100 bg-white p-5 shadow-soft transition-[transform,background-color,box-shadow] duration-500 sm:gap-4 sm:p-6 xl:p-8',
        expanded
          ? 'min-h-[280px] sm:min-h-[350px] lg:min-h-[450px]'
          : 'h-[280px] sm:h-[350px] lg:h-[450px]',
      )}
    >
      <StarRating stars={testimonial.stars} />
      <blockquote
        ref={quote}
        id={quoteId}
        className={cn(
          'text-ink xl:text-lg',
          !expanded && 'line-clamp-4 sm:line-clamp-6 lg:line-clamp-8',
        )}
      >
        “{testimonial.description}”
      </blockquote>
      {expanded || clamped !== false ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={quoteId}
          onClick={onToggle}
          className={cn(
            'review-toggle -my-2.5 self-start py-2.5 text-sm font-semibold text-accent-800 underline underline-offset-4 hover:no-underline',
            clamped === null && !expanded && 'lg:hidden',
          )}
        >
          {expanded ? text.showLess : text.readMore}{' '}
          <span className="sr-only">{text.whose(testimonial.title)}</span>
        </button>
      ) : null}
      <figcaption className="mt-auto flex items-center gap-3">
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
  )
}

/**
 * 'Moving Stories': a centre-mode carousel whose centred card is highlighted. One review is open
 * at a time; while it is, autoplay waits, and moving the carousel closes it.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const region = useRef<HTMLDivElement>(null)
  useInertHiddenSlides(region)
  const [openId, setOpenId] = useState<string | null>(null)
  const withClose = useMemo<Settings>(
    () => ({ ...settings, beforeChange: () => setOpenId(null) }),
    [],
  )
  return (
    <div
      ref={region}
      role="region"
      aria-roledescription={carouselMessages.carousel}
      aria-label={text.carousel}
      className="testimonials-carousel"
    >
      <SlickCarousel
        settings={withClose}
        itemName={text.items}
        trackClassName="min-h-[296px] sm:min-h-[366px] lg:min-h-[466px]"
        holdAutoplay={openId !== null}
      >
        {testimonials.map((testimonial, index) => (
          <div
            key={testimonial.id}
            className="px-2 py-2 sm:px-3"
            role="group"
            aria-roledescription={carouselMessages.slideRole}
            aria-label={carouselMessages.slide(index + 1, testimonials.length)}
          >
            <TestimonialCard
              testimonial={testimonial}
              expanded={openId === testimonial.id}
              onToggle={() =>
                setOpenId((open) => (open === testimonial.id ? null : testimonial.id))
              }
            />
          </div>
        ))}
      </SlickCarousel>
    </div>
  )
}
