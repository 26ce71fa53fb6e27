import { useState } from 'react'

import { ContentImage } from '@/components/ui/content-image'
import { MountOnFirstOpen } from '@/components/ui/mount-on-first-open'
import { Tabs } from '@/components/ui/tabs'
import type { GalleryCategory, GalleryImage } from '@/content/types'
import { lazyNamed } from '@/lib/lazy-named'

import * as text from './gallery-section.messages'

const ImageViewer = lazyNamed(() => import('@/components/ui/image-viewer'), 'ImageViewer')

type GallerySectionProps = {
  categories: readonly GalleryCategory[]
  images: Record<GalleryCategory, GalleryImage[]>
}

/** Tabs (Movers first), lazy thumbnails, a full-size preview by click or Enter. */
export function GallerySection({ categories, images }: GallerySectionProps) {
  const [category, setCategory] = useState<GalleryCategory>(categories[0] ?? 'Movers')
  const [viewing, setViewing] = useState<number | null>(null)
  const current = images[category]

  return (
    <section aria-labelledby="gallery-heading" className="section">
      <div className="container-page flex flex-col items-center gap-8">
        <h2 id="gallery-heading" className="sr-only">
          {text.heading}
        </h2>
        <Tabs
          label={text.categories}
          tabs={categories.map((value) => ({ value, label: text.categoryNames[value] }))}
          value={category}
          onValueChange={(next) => {
            setCategory(next)
            setViewing(null)
          }}
          className="flex w-full flex-col items-center gap-8"
        >
          <ul className="grid w-full gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {current.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => setViewing(index)}
                  aria-label={text.open(image.caption)}
                  className="group block w-full overflow-hidden rounded-card bg-sand-100 text-start shadow-soft"
                >
                  <ContentImage
                    image={image}
                    className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                  <span className="block px-4 py-3 text-sm font-semibold text-navy-900">
                    {image.caption}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Tabs>
      </div>
      <MountOnFirstOpen open={viewing !== null}>
        <ImageViewer
          images={current}
          index={viewing}
          onIndexChange={setViewing}
          onClose={() => setViewing(null)}
        />
      </MountOnFirstOpen>
    </section>
  )
}
