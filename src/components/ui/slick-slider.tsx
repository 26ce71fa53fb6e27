import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react'
import SliderModule, { type Settings } from 'react-slick'

import { CarouselControls, useCarouselAutoplay } from './carousel-controls'

/**
 * react-slick is CommonJS: under Vite 8 and in Node's ESM loader its default export can arrive
 * wrapped in `{ default }` (TOOLCHAIN.md #1), which renders nothing.
 */
export const Slider = ((SliderModule as unknown as { default?: typeof SliderModule }).default ??
  SliderModule) as typeof SliderModule

/** SPEC 9.4 states breakpoints as "below N px": N itself already gets the wider layout. */
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

type SlickCarouselProps = {
  settings: Settings
  /** e.g. 'review' → 'Previous review' / 'Next review'. */
  itemName: string
  /** Sizes the track, e.g. a min-height that holds the carousel's space before it hydrates. */
  trackClassName: string
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
  children,
}: SlickCarouselProps) {
  const slider = useRef<SliderModule>(null)
  const carousel = useCarouselAutoplay()
  const responsiveSettings = useResponsiveSettings(settings)
  return (
    <>
      <div className={trackClassName}>
        <Slider ref={slider} {...responsiveSettings} autoplay={carousel.autoplay}>
          {children}
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
