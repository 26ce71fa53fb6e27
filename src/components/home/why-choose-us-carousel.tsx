import { Clock, Globe2, Headset, PackageCheck, ShieldCheck, Warehouse } from 'lucide-react'
import type { Settings } from 'react-slick'

import * as carouselMessages from '@/components/ui/carousel-controls.messages'
import { SlickCarousel } from '@/components/ui/slick-slider'
import type { FeatureCopy } from '@/content/home'

import * as text from './why-choose-us-carousel.messages'

const icons = { ShieldCheck, Clock, Globe2, PackageCheck, Warehouse, Headset }

/** 3 / 2 / 1 visible, autoplay every 3 s, 500 ms transition, looping. */
const settings: Settings = {
  infinite: true,
  speed: 500,
  autoplaySpeed: 3000,
  slidesToShow: 3,
  slidesToScroll: 1,
  arrows: false,
  dots: false,
  pauseOnHover: true,
  pauseOnFocus: true,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 2 } },
    { breakpoint: 600, settings: { slidesToShow: 1 } },
  ],
}

export function WhyChooseUsCarousel({ cards }: { cards: FeatureCopy[] }) {
  return (
    <div role="region" aria-roledescription={carouselMessages.carousel} aria-label={text.carousel}>
      <SlickCarousel settings={settings} itemName={text.items} trackClassName="-mx-2 min-h-[236px]">
        {cards.map((card, index) => {
          const Icon = icons[card.icon]
          return (
            <div
              key={card.title}
              className="px-2 py-2"
              role="group"
              aria-roledescription={carouselMessages.slideRole}
              aria-label={carouselMessages.slide(index + 1, cards.length)}
            >
              <article className="flex h-[220px] flex-col gap-3 rounded-card border border-white/10 bg-white/5 p-6">
                <Icon className="size-9 text-accent-400" aria-hidden="true" />
                <h3 className="text-lg text-white">{card.title}</h3>
                <p className="text-navy-100">{card.description}</p>
              </article>
            </div>
          )
        })}
      </SlickCarousel>
    </div>
  )
}
