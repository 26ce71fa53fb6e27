import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect } from 'react'

import type { ImageRef } from '@/content/types'

import * as text from './image-viewer.messages'
import { Modal } from './modal'
import { rowArrowKeys } from './tabs'

export type ViewerImage = ImageRef & { caption: string; description?: string }

type ImageViewerProps = {
  images: ViewerImage[]
  /** The image on show; null when the viewer is closed. */
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
}

/** A full-size preview with previous/next that wrap both ways, by buttons or arrow keys. */
export function ImageViewer({ images, index, onIndexChange, onClose }: ImageViewerProps) {
  const open = index !== null
  const count = images.length
  const current = open ? images[index] : undefined

  useEffect(() => {
    if (index === null) return
    const onKeyDown = (event: KeyboardEvent) => {
      const arrowKeys = rowArrowKeys(document.documentElement)
      if (event.key === arrowKeys.previous) onIndexChange((index - 1 + count) % count)
      if (event.key === arrowKeys.next) onIndexChange((index + 1) % count)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [index, count, onIndexChange])

  const step = (delta: number) => index !== null && onIndexChange((index + delta + count) % count)
  const control =
    'inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20'

  return (
    <Modal open={open} onClose={onClose} title={current?.caption ?? ''} size="xl" tone="dark">
      {current ? (
        <figure className="flex flex-col gap-4">
          <img
            src={current.src}
            alt={current.alt}
            width={current.width}
            height={current.height}
            className="max-h-[65dvh] w-full rounded-2xl bg-white object-contain"
          />
          <figcaption className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-sm text-navy-100 tabular" aria-live="polite">
                {text.position(index! + 1, count)}
              </p>
              {current.description ? (
                <p className="mt-1 text-navy-100">{current.description}</p>
              ) : null}
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className={control}
                aria-label={text.previous}
                onClick={() => step(-1)}
              >
                <ChevronLeft className="size-6" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={control}
                aria-label={text.next}
                onClick={() => step(1)}
              >
                <ChevronRight className="size-6" aria-hidden="true" />
              </button>
            </div>
          </figcaption>
        </figure>
      ) : null}
    </Modal>
  )
}
