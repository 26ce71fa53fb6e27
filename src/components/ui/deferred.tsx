import { Suspense, type ReactNode } from 'react'

/**
 * Wraps a lazily loaded section below the fold. On first load the prerendered HTML stays in place
 * until the chunk hydrates it; after a client-side navigation this placeholder holds the
 * section's height while the chunk loads, so nothing below it shifts.
 */
export function Deferred({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  return <Suspense fallback={<div style={{ minHeight }} aria-busy="true" />}>{children}</Suspense>
}
