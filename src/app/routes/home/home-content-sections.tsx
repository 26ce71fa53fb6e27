import { LatestNewsSection } from '@/components/home/latest-news-section'
import { ServicesCarouselSection } from '@/components/services/services-carousel-section'
import { postCards } from '@/content/posts/cards'
import { serviceCards } from '@/content/services/cards'

/** The home sections that read the service catalogue and the blog (SPEC 2.3). */
export function HomeServicesSection() {
  return (
    <ServicesCarouselSection title="Our Services" services={serviceCards} className="bg-sand-100" />
  )
}

export function LatestNews() {
  return <LatestNewsSection posts={postCards} />
}
