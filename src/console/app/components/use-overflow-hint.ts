import { useEffect, useState } from 'react'

/**
 * Marks a sideways-scrolling strip with `data-more` (`start`, `end` or `both`) while part of it
 * lies out of view on that side, so its style can fade that edge: on a phone the console's menu
 * runs past the screen, and without a sign nobody scrolls it. `key` (the page's path) brings the
 * current item into view when it changes. Answers the ref for the strip, which may appear later
 * than the component (the menu waits for the member).
 */
export function useOverflowHint<T extends HTMLElement>(key: string) {
  const [strip, setStrip] = useState<T | null>(null)

  useEffect(() => {
    if (!strip) return
    const update = () => {
      // Right to left, scrollLeft runs from 0 down to negative values: its size is the distance.
      const before = Math.abs(strip.scrollLeft) > 1
      const after = strip.scrollWidth - strip.clientWidth - Math.abs(strip.scrollLeft) > 1
      const more = before && after ? 'both' : before ? 'start' : after ? 'end' : null
      if (more) strip.dataset.more = more
      else delete strip.dataset.more
    }
    update()
    strip.addEventListener('scroll', update, { passive: true })
    const resized = new ResizeObserver(update)
    resized.observe(strip)
    return () => {
      strip.removeEventListener('scroll', update)
      resized.disconnect()
    }
  }, [strip])

  useEffect(() => {
    strip
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [strip, key])

  return setStrip
}
