import { ContentImage } from '@/components/ui/content-image'
import type { ImageRef } from '@/content/types'

import { SectionHeading } from './section-heading'
import * as text from './image-cards-section.messages'

type ImageCard = { image: ImageRef; title: string; description: string }

/** Three illustrated cards. */
export function ImageCardsSection({
  id,
  title,
  cards,
}: {
  id: string
  title: string
  cards: ImageCard[]
}) {
  return (
    <section aria-labelledby={id} className="section bg-sand-100">
      <div className="container-page flex flex-col gap-10">
        <SectionHeading id={id} title={title} eyebrow={text.eyebrow} />
        <ul className="grid gap-6 md:grid-cols-3">
          {cards.map((card) => (
            <li
              key={card.title}
              className="flex flex-col overflow-hidden rounded-card bg-white shadow-soft"
            >
              <ContentImage
                image={card.image}
                className="aspect-[3/2] w-full bg-sand-50 object-cover"
              />
              <div className="flex flex-col gap-2 p-6">
                <h3 className="text-lg">{card.title}</h3>
                <p className="text-ink-muted">{card.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
