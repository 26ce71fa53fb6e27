import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useState } from 'react'

import { useIsClient } from '@/hooks/use-is-client'
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion'

import * as text from './carousel-controls.messages'

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
        aria-label={text.previous(itemName)}
        onClick={onPrevious}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={control}
        disabled={reduceMotion}
        aria-pressed={!autoplay}
        aria-label={autoplay ? text.pause : text.play}
        onClick={onToggle}
      >
        {autoplay ? (
          <Pause className="size-5" aria-hidden="true" />
        ) : (
          <Play className="size-5" aria-hidden="true" />
        )}
      </button>
      <button type="button" className={control} aria-label={text.next(itemName)} onClick={onNext}>
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </div>
  )
}
