import { type RefObject, useEffect } from 'react'
import SliderModule from 'react-slick'

import { CarouselControls, type useCarouselAutoplay } from './carousel-controls'

/**
 * react-slick is CommonJS: under Vite 8 and in Node's ESM loader its default export can arrive
 * wrapped in `{ default }` (TOOLCHAIN.md #1), which renders nothing.
 */
export const Slider = ((SliderModule as unknown as { default?: typeof SliderModule }).default ??
  SliderModule) as typeof SliderModule

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

type SlickControlsProps = {
  slider: RefObject<SliderModule | null>
  /** e.g. 'review' → 'Previous review' / 'Next review'. */
  itemName: string
  carousel: ReturnType<typeof useCarouselAutoplay>
}

/** Previous, pause and next under a react-slick carousel. */
export function SlickControls({ slider, itemName, carousel }: SlickControlsProps) {
  return (
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
  )
}
