import type { ReactNode } from 'react'

import { ContentImage } from '@/components/ui/content-image'
import type { ImageRef } from '@/content/types'

import { Checklist } from './reasons-section'
import * as text from './process-section.messages'

type ProcessSectionProps = {
  id: string
  title: string
  description: string
  image: ImageRef
  steps: string[]
  eyebrow?: string
  action?: ReactNode
  /** Right under the banner on a phone, the picture is the first screen's largest element. */
  imagePriority?: boolean
}

/** An illustration beside a title, a paragraph and a checklist. */
export function ProcessSection({
  id,
  title,
  description,
  image,
  steps,
  eyebrow = text.eyebrow,
  action,
  imagePriority,
}: ProcessSectionProps) {
  return (
    <section aria-labelledby={id} className="section">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <ContentImage
          image={image}
          priority={imagePriority}
          className="aspect-[3/2] w-full rounded-3xl bg-sand-100 object-cover shadow-soft"
        />
        <div className="flex flex-col gap-5">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={id} className="text-3xl sm:text-4xl">
            {title}
          </h2>
          <p className="text-lg text-ink-muted">{description}</p>
          <Checklist items={steps} className="text-ink" />
          {action ? <div className="pt-2">{action}</div> : null}
        </div>
      </div>
    </section>
  )
}
