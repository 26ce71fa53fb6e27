import { Autoplay, Mousewheel, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import { useEffect, useState } from 'react'

import { CarouselControls, useCarouselAutoplay } from '@/components/ui/carousel-controls'
import * as carouselMessages from '@/components/ui/carousel-controls.messages'
import { ContentImage } from '@/components/ui/content-image'
import { ImageViewer } from '@/components/ui/image-viewer'
import type { Certification } from '@/content/types'

import type { Swiper as SwiperInstance } from 'swiper'

import * as text from './certifications-carousel.messages'

/**
 * Nine certificates, autoplay every 3 s with an 800 ms transition, 5/2/1 per view,
 * mouse-wheel scrolling, at most five dots, the centre slide enlarged; a click opens the viewer.
 */
export function CertificationsCarousel({ certifications }: { certifications: Certification[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [viewing, setViewing] = useState<number | null>(null)
  const { autoplay, reduceMotion, toggle } = useCarouselAutoplay()

  // The carousel holds still behind the viewer, so closing it returns to the card that opened it.
  const playing = autoplay && viewing === null
  useEffect(() => {
    if (!swiper || swiper.destroyed) return
    if (playing) swiper.autoplay.start()
    else swiper.autoplay.stop()
  }, [swiper, playing])

  return (
    <div
      role="region"
      aria-roledescription={carouselMessages.carousel}
      aria-label={text.carousel}
      className="certifications-carousel"
    >
      <Swiper
        modules={[Autoplay, Mousewheel, Pagination]}
        onSwiper={setSwiper}
        loop
        centeredSlides
        speed={800}
        autoplay={{ delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true }}
        mousewheel={{ forceToAxis: true }}
        pagination={{ clickable: true, dynamicBullets: true, dynamicMainBullets: 1 }}
        slidesPerView={1}
        spaceBetween={16}
        breakpoints={{ 640: { slidesPerView: 2 }, 1024: { slidesPerView: 5 } }}
        className="!pb-12"
      >
        {certifications.map((certification, index) => (
          <SwiperSlide key={certification.id} className="!h-auto py-6">
            <button
              type="button"
              onClick={(event) => {
                // Swiper cancels the mousedown that would focus the card; focus it so closing the
                // viewer returns the visitor here rather than to the top of the page.
                event.currentTarget.focus({ preventScroll: true })
                setViewing(index)
              }}
              aria-label={text.view(certification.name)}
              className="cert-card flex h-full w-full flex-col items-center gap-3 rounded-card border border-navy-100 bg-white p-5 text-center shadow-soft transition-transform duration-500"
            >
              <ContentImage
                image={certification.image}
                className="aspect-square w-full max-w-40 object-contain"
              />
              <span className="text-sm font-semibold text-navy-900">{certification.name}</span>
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      <CarouselControls
        itemName={text.items}
        autoplay={autoplay}
        reduceMotion={reduceMotion}
        onToggle={toggle}
        onPrevious={() => swiper?.slidePrev()}
        onNext={() => swiper?.slideNext()}
      />
      <ImageViewer
        images={certifications.map((certification) => ({
          ...certification.image,
          caption: certification.name,
          description: certification.description,
        }))}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </div>
  )
}
