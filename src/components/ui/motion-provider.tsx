import { LazyMotion, MotionConfig } from 'framer-motion'
import type { ReactNode } from 'react'

const loadMotionFeatures = () => import('@/lib/motion-features').then((module) => module.default)

/**
 * Wraps each animated component rather than the whole app, so pages without animation never
 * download framer-motion, and those with it fetch the feature bundle lazily (`m`, not `motion`).
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  )
}
