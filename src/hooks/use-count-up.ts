import { useEffect, useRef, useState } from 'react'

import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

type CountUpOptions = {
  /** How many increments the count takes to reach its targets. */
  steps: number
  intervalMs: number
  /** Share of the element that must be visible to start (0–1). */
  threshold: number
}

/**
 * Counts from 0 to each target while the element is in view, stops when it leaves, and
 * starts again from 0 on re-entry. Targets show as-is before the first run (and in prerendered
 * HTML) and throughout for visitors who prefer reduced motion.
 */
export function useCountUp<T extends HTMLElement>(
  targets: number[],
  { steps, intervalMs, threshold }: CountUpOptions,
) {
  const ref = useRef<T>(null)
  const [values, setValues] = useState(targets)
  const reduceMotion = usePrefersReducedMotion()
  const key = targets.join(',')

  useEffect(() => {
    const element = ref.current
    if (!element || reduceMotion || typeof IntersectionObserver === 'undefined') return
    const goals = key.split(',').map(Number)
    let timer: number | undefined
    const stop = () => window.clearInterval(timer)

    const observer = new IntersectionObserver(
      ([entry]) => {
        stop()
        if (!entry?.isIntersecting || entry.intersectionRatio < threshold) return
        let step = 0
        setValues(goals.map(() => 0))
        timer = window.setInterval(() => {
          step += 1
          setValues(goals.map((goal) => Math.min(goal, (goal * step) / steps)))
          if (step >= steps) stop()
        }, intervalMs)
      },
      { threshold: [0, threshold] },
    )
    observer.observe(element)
    return () => {
      stop()
      observer.disconnect()
    }
  }, [key, steps, intervalMs, threshold, reduceMotion])

  return { ref, values: reduceMotion ? targets : values }
}

/**
 * One formatter for every count: `toLocaleString` with a locale builds a new one on each call, and
 * a counting section formats every figure on each of its 40 steps.
 */
const countFormat = new Intl.NumberFormat('en-US')

/** Rounded, with thousands separators, in a fixed locale so server and browser agree. */
export const formatCount = (value: number) => countFormat.format(Math.round(value))
