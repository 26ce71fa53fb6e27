import type { SyntheticEvent } from 'react'
import { preload } from 'react-dom'

import type { ImageRef } from '@/content/types'

type ContentImageProps = {
  image: ImageRef
  className?: string
  /** '' marks the picture decorative where the same words stand next to it. */
  alt?: string
  /** The page's largest picture (its LCP element): fetched first instead of lazily. */
  priority?: boolean
  /**
   * The page's largest picture where this media query matches, hidden elsewhere (a banner phones
   * do not show): fetched first there, by a preload limited to those screens, and lazily, so a
   * screen that hides it never downloads it.
   */
  priorityWhere?: string
  onError?: (event: SyntheticEvent<HTMLImageElement>) => void
}

/**
 * Every content picture: its intrinsic size is always set so nothing shifts while it loads, and
 * anything below the fold waits until the visitor scrolls near it.
 */
export function ContentImage({
  image,
  className,
  alt = image.alt,
  priority,
  priorityWhere,
  onError,
}: ContentImageProps) {
  if (priorityWhere)
    preload(image.src, { as: 'image', fetchPriority: 'high', media: priorityWhere })
  return (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={onError}
      className={className}
    />
  )
}
