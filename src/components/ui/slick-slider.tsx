import {
  Children,
  type CSSProperties,
  type ReactNode,
  type RefObject,
  type TouchEvent,
  useCallback,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react'
import SliderModule, { type Settings } from 'react-slick'

import { useIsClient } from '@/hooks/use-is-client'
import { locale } from '@/i18n/current'
import { cn } from '@/lib/cn'

import { CarouselControls, useCarouselAutoplay } from './carousel-controls'

/**
 * react-slick is CommonJS: under Vite 8 and in Node's ESM loader its default export can arrive
 * wrapped in `{ default }` (TOOLCHAIN.md #1), which renders nothing.
 */
const Slider = ((SliderModule as unknown as { default?: typeof SliderModule }).default ??
  SliderModule) as typeof SliderModule

/** The carousels' breakpoints read "below N px": N itself already gets the wider layout. */
const below = (breakpoint: number) => window.matchMedia(`(max-width: ${breakpoint - 1}px)`)

/**
 * react-slick 0.31 applies its `responsive` breakpoints only when the window is resized, never on
 * load, so a phone opening the page got the desktop layout (three squeezed reviews, four service
 * cards). The breakpoints are resolved here instead: the server and hydration render the base
 * settings, then the viewport's breakpoint takes over and follows resizes.
 */
export function useResponsiveSettings({ responsive = [], ...base }: Settings): Settings {
  const breakpoints = responsive.map((entry) => entry.breakpoint).join(',')
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = breakpoints.split(',').filter(Boolean).map(Number).map(below)
      lists.forEach((list) => list.addEventListener('change', onChange))
      return () => lists.forEach((list) => list.removeEventListener('change', onChange))
    },
    [breakpoints],
  )
  const active = useSyncExternalStore(
    subscribe,
    () => {
      const matching = responsive.filter((entry) => below(entry.breakpoint).matches)
      return matching.length ? Math.min(...matching.map((entry) => entry.breakpoint)) : null
    },
    () => null,
  )
  const settings = responsive.find((entry) => entry.breakpoint === active)?.settings
  return typeof settings === 'object' ? { ...base, ...settings } : base
}

/**
 * react-slick marks off-screen slides and its infinite-loop clones `aria-hidden` but leaves their
 * links focusable, so keyboard users would tab into cards they cannot see (axe: aria-hidden-focus).
 * Making exactly those slides `inert` keeps them out of the tab order and stays in step as slides move.
 */
export function useInertHiddenSlides(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current
    if (!root) return
    const sync = () => {
      root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true')
      })
    }
    sync()
    const observer = new MutationObserver(sync)
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    })
    return () => observer.disconnect()
  }, [container])
}

/** The breakpoints site.css can lay out before hydration (`[data-slick-pending]`), widest first. */
const PENDING_BREAKPOINTS = [1024, 640, 600]

/** The loop clones react-slick puts on each side of the slides (getPreClones in its innerSliderUtils). */
const clonesFor = (layout: Settings, slideCount: number) =>
  (layout.infinite ?? true) && slideCount > 1
    ? (layout.slidesToShow ?? 1) + (layout.centerMode ? 1 : 0)
    : 0

/**
 * The prerendered track is react-slick's server render of the base settings: its clones, slide
 * widths and offset are sized for the widest layout. Until the browser has resolved the
 * viewport's breakpoint, site.css lays that same track out as react-slick will once hydrated,
 * through these variables, one set per breakpoint: a phone shows one whole card (not four
 * squeezed ones) before and during hydration. The clones a narrower layout does not have are
 * hidden (`data-trim-*`), so the track keeps the same width and offset when react-slick takes
 * over; otherwise the Arabic carousels, whose track is drawn mirrored, start from its other end
 * and count as a layout shift.
 */
function pendingLayout({ responsive = [], ...base }: Settings, slideCount: number) {
  const serverClones = clonesFor(base, slideCount)
  const variables: Record<string, string> = {}
  const attributes: Record<string, number> = {}
  const describe = (suffix: string, layout: Settings) => {
    const show = layout.slidesToShow ?? 1
    const clones = clonesFor(layout, slideCount)
    const total = slideCount + 2 * clones
    // react-slick brings slide 0 to the start of the list, or to its middle (rounded down) in
    // centre mode; see getTrackLeft in its innerSliderUtils.
    const offset =
      -clones + (layout.centerMode && (layout.infinite ?? true) ? Math.floor(show / 2) : 0)
    variables[`--track-width-${suffix}`] = `${(total * 100) / show}%`
    variables[`--track-left-${suffix}`] = `${(offset * 100) / show}%`
    variables[`--slide-width-${suffix}`] = `${100 / total}%`
    if (layout.centerMode) variables[`--list-padding-${suffix}`] = layout.centerPadding ?? '50px'
    attributes[`data-trim-${suffix}`] = serverClones - clones
  }
  for (const { breakpoint } of responsive)
    if (!PENDING_BREAKPOINTS.includes(breakpoint))
      throw new Error(`site.css has no pending carousel layout below ${breakpoint} px`)
  describe('base', base)
  for (const breakpoint of PENDING_BREAKPOINTS) {
    // Below `breakpoint` px the narrowest of the carousel's breakpoints at or above it applies,
    // as in useResponsiveSettings.
    const applying = responsive
      .filter((entry) => entry.breakpoint >= breakpoint)
      .sort((a, b) => a.breakpoint - b.breakpoint)[0]?.settings
    describe(String(breakpoint), typeof applying === 'object' ? { ...base, ...applying } : base)
  }
  return { style: variables as CSSProperties, ...attributes }
}

/**
 * Right to left (ADR 022), the carousel is react-slick's left-to-right track drawn mirrored: the
 * first card sits at the right edge, "next" brings the following card in from the left, autoplay
 * and the centred highlight run that way, and each card is mirrored back so it reads normally.
 * react-slick's own `rtl` mode places and steps its reversed track wrongly (ADR 022). react-slick
 * would read a finger's swipe over the mirrored track the wrong way round, so `useMirroredSwipe`
 * reads it instead.
 */
const RTL = locale === 'ar'
const MIRRORED =
  '[&_.slick-list]:-scale-x-100 [&_.slick-slide>div]:-scale-x-100 [&_.slick-dots]:-scale-x-100'

/** react-slick's default `touchThreshold`: a swipe must cross 1/N of the list's width. */
const TOUCH_THRESHOLD = 5

/**
 * A swipe over the mirrored track, as a right-to-left reader expects: towards the right brings
 * the next card in from the left, towards the left goes back.
 */
function useMirroredSwipe(slider: RefObject<SliderModule | null>, touchThreshold: number) {
  const start = useRef<{ x: number; y: number } | null>(null)
  return {
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0]
      start.current =
        event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const touch = event.changedTouches[0]
      if (!start.current || !touch) return
      const dx = touch.clientX - start.current.x
      const dy = touch.clientY - start.current.y
      start.current = null
      if (
        Math.abs(dx) <= Math.abs(dy) ||
        Math.abs(dx) < event.currentTarget.offsetWidth / touchThreshold
      )
        return
      if (dx > 0) slider.current?.slickNext()
      else slider.current?.slickPrev()
    },
  }
}

type SlickCarouselProps = {
  settings: Settings
  /** e.g. 'review' → 'Previous review' / 'Next review'. */
  itemName: string
  /** Sizes the track, e.g. a min-height that holds the carousel's space before it hydrates. */
  trackClassName: string
  /** Keeps autoplay waiting without changing the visitor's own pause setting. */
  holdAutoplay?: boolean
  children: ReactNode
}

/**
 * A react-slick track with its breakpoints resolved on load, autoplay that respects reduced
 * motion and the visitor's pause, and previous, pause and next controls under it.
 */
export function SlickCarousel({
  settings,
  itemName,
  trackClassName,
  holdAutoplay = false,
  children,
}: SlickCarouselProps) {
  const slider = useRef<SliderModule>(null)
  const carousel = useCarouselAutoplay()
  const responsiveSettings = useResponsiveSettings(settings)
  const pending = !useIsClient()
  // The same threshold react-slick applies to a swipe on the English carousels.
  const swipe = useMirroredSwipe(slider, responsiveSettings.touchThreshold ?? TOUCH_THRESHOLD)
  return (
    <>
      <div
        className={cn(trackClassName, RTL && MIRRORED)}
        dir={RTL ? 'ltr' : undefined}
        {...(RTL && swipe)}
        data-slick-pending={pending ? '' : undefined}
        {...(pending && pendingLayout(settings, Children.count(children)))}
      >
        <Slider
          ref={slider}
          {...responsiveSettings}
          {...(RTL && { swipe: false, draggable: false })}
          autoplay={carousel.autoplay && !holdAutoplay}
        >
          {RTL ? Children.map(children, (child) => <div dir="rtl">{child}</div>) : children}
        </Slider>
      </div>
      <div className="mt-6">
        <CarouselControls
          itemName={itemName}
          autoplay={carousel.autoplay}
          reduceMotion={carousel.reduceMotion}
          onToggle={carousel.toggle}
          onPrevious={() => slider.current?.slickPrev()}
          onNext={() => slider.current?.slickNext()}
        />
      </div>
    </>
  )
}
