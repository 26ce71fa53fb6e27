import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { type RefObject, useEffect, useState } from 'react'
import SliderModule from 'react-slick'

import { useIsClient } from '@/hooks/use-is-client'
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion'

/**
 * react-slick is CommonJS: under Vite 8 and in Node's ESM loader its default export can arrive
 * wrapped in `{ default }` (TOOLCHAIN.md #1), which renders nothing.
 */
export const Slider = ((SliderModule as unknown as { default?: typeof SliderModule }).default ??
  SliderModule) as typeof SliderModule

/**
 * Autoplay that a visitor can stop, never runs for those who prefer reduced motion, and waits for
 * the browser (the prerendered HTML shows the first slides, still).
 */
export function useCarouselAutoplay() {
  const reduceMotion = usePrefersReducedMotion()
  const isClient = useIsClient()
  const [paused, setPaused] = useState(false)
  return {
    autoplay: isClient && !reduceMotion && !paused,
    reduceMotion,
    toggle: () => setPaused((value) => !value),
  }
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

type CarouselControlsProps = {
  onPrevious: () => void
  onNext: () => void
  autoplay: boolean
  reduceMotion: boolean
  onToggle: () => void
  /** e.g. 'review' → 'Previous review' / 'Next review'. */
  itemName: string
}

const control =
  'inline-flex size-11 items-center justify-center rounded-full border border-navy-200 bg-white text-navy-900 hover:bg-navy-50 disabled:opacity-50'

export function CarouselControls({
  onPrevious,
  onNext,
  autoplay,
  reduceMotion,
  onToggle,
  itemName,
}: CarouselControlsProps) {
  return (
    <div className="flex items-center justify-center gap-2">
      <button
        type="button"
        className={control}
        aria-label={`Previous ${itemName}`}
        onClick={onPrevious}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={control}
        disabled={reduceMotion}
        aria-pressed={!autoplay}
        aria-label={autoplay ? 'Pause automatic scrolling' : 'Start automatic scrolling'}
        onClick={onToggle}
      >
        {autoplay ? (
          <Pause className="size-5" aria-hidden="true" />
        ) : (
          <Play className="size-5" aria-hidden="true" />
        )}
      </button>
      <button type="button" className={control} aria-label={`Next ${itemName}`} onClick={onNext}>
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </div>
  )
}
