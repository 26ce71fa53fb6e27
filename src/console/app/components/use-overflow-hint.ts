import { useEffect, useState } from 'react'

type More = 'start' | 'end' | 'both'

/**
 * Which sides of a sideways-scrolling strip have more of it out of view (`more`, for the strip's
 * `data-more`), so its style can fade that edge: on a phone the console's menu runs past the
 * screen, and without a sign nobody scrolls it. `key` (the page's path) brings the current item
 * into view when it changes. Answers the strip's ref callback, which may be called later than the
 * component renders (the menu waits for the member), and `more`.
 */
export function useOverflowHint<T extends HTMLElement>(key: string) {
  const [strip, attach] = useState<T | null>(null)
  const [more, setMore] = useState<More | undefined>(undefined)

  useEffect(() => {
    if (!strip) return
    const update = () => {
      // Right to left, scrollLeft runs from 0 down to negative values: its size is the distance.
      const before = Math.abs(strip.scrollLeft) > 1
      const after = strip.scrollWidth - strip.clientWidth - Math.abs(strip.scrollLeft) > 1
      setMore(before && after ? 'both' : before ? 'start' : after ? 'end' : undefined)
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

  return [attach, more] as const
}
