import { ContentImage } from '@/components/ui/content-image'
import type { ImageRef } from '@/content/types'

import { HeadedSection } from './section-heading'
import * as text from './image-cards-section.messages'

type ImageCard = { image: ImageRef; title: string; description: string }

/** Three illustrated cards. */
export function ImageCardsSection({
  cards,
  ...section
}: {
  id: string
  title: string
  cards: ImageCard[]
}) {
  return (
    <HeadedSection eyebrow={text.eyebrow} className="bg-sand-100" {...section}>
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
    </HeadedSection>
  )
}
