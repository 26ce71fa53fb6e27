import { Suspense, useState, type ReactNode } from 'react'

/**
 * Mounts lazily loaded dialog content the first time it opens, so its chunk (and framer-motion)
 * downloads only when a visitor asks for it; afterwards it stays mounted so closing can animate.
 */
export function MountOnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [needed, setNeeded] = useState(false)
  if (open && !needed) setNeeded(true)
  if (!needed) return null
  return <Suspense fallback={null}>{children}</Suspense>
}
