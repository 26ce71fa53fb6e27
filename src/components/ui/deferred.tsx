import { Suspense, use, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'

import { regionLive } from '@/early-events/replay'

/** How far below the viewport a section starts loading, so it is live before it scrolls in. */
const LOAD_MARGIN = '600px 0px'
/** The longest a persistent section waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 3_000

/** Runs `callback` once the browser is idle (Safari has no requestIdleCallback: a timer there). */
function whenIdle(callback: () => void) {
  const { requestIdleCallback, cancelIdleCallback } = window as Partial<Window>
  if (requestIdleCallback && cancelIdleCallback) {
    const id = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    return () => cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, IDLE_TIMEOUT_MS)
  return () => window.clearTimeout(id)
}

function createGate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/** Marks the region live once its section has hydrated, and plays back taps it kept (ADR 008). */
function Live({ region }: { region: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (region.current) regionLive(region.current)
  }, [region])
  return null
}

/** Suspends until the gate opens; without a gate (server, no IntersectionObserver) renders at once. */
function Gate({ opened, children }: { opened: Promise<void> | null; children: ReactNode }) {
  if (opened) use(opened)
  return children
}

/**
 * Wraps a lazily loaded section below the fold. Its chunk loads only when the section comes near
 * the viewport, so a phone does not download and run carousels nobody has scrolled to. On first
 * load the prerendered HTML stays in place (readable, just not yet interactive) until then; after
 * a client-side navigation this placeholder holds the section's height, so nothing below shifts.
 */
export function Deferred({
  minHeight,
  persistent = false,
  children,
}: {
  minHeight: string
  /**
   * For a section of the layout that outlives page changes (the footer). React holds a navigation
   * until every section it updates has hydrated, and a footer nobody scrolled to never would: so
   * it also hydrates at the visitor's first tap or key press, or once the browser is idle.
   */
  persistent?: boolean
  children: ReactNode
}) {
  const region = useRef<HTMLDivElement>(null)
  const [gate] = useState(() =>
    typeof window === 'undefined' || typeof IntersectionObserver === 'undefined'
      ? null
      : createGate(),
  )

  useEffect(() => {
    const element = region.current
    if (!gate || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        gate.open()
      },
      { rootMargin: LOAD_MARGIN },
    )
    observer.observe(element)
    if (!persistent) return () => observer.disconnect()
    const early = ['pointerdown', 'keydown'] as const
    const open = () => gate.open()
    for (const type of early) window.addEventListener(type, open, { once: true, capture: true })
    const cancelIdle = whenIdle(open)
    return () => {
      observer.disconnect()
      for (const type of early) window.removeEventListener(type, open, { capture: true })
      cancelIdle()
    }
  }, [gate, persistent])

  return (
    <div ref={region} data-deferred="">
      <Suspense fallback={<div style={{ minHeight }} aria-busy="true" />}>
        <Gate opened={gate?.opened ?? null}>
          {children}
          <Live region={region} />
        </Gate>
      </Suspense>
    </div>
  )
}
