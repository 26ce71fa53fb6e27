import { Head } from '@/components/seo/head'
import { GallerySection } from '@/components/gallery/gallery-section'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { gallery, galleryCategories } from '@/content/gallery'
import { illustration } from '@/content/images'

/** /gallery: our crews' work in pictures, by category. */
export default function GalleryRoute() {
  return (
    <>
      <Head
        title="Gallery: Our Movers, Fleet and Warehouse"
        description="See our moving crews, freight operations, climate-controlled warehouse and team at work across Doha and the Gulf."
        keywords="movers gallery Qatar, moving crew Doha, warehouse Qatar, logistics photos"
      />
      <PageBanner
        title="Our"
        highlight="Gallery"
        text="Crews, trucks, containers and the warehouse: a look at how your move is handled."
        image={illustration('moving-team', 'A moving crew in uniform standing beside their truck')}
        breadcrumb={{ label: 'Gallery', to: paths.gallery.getHref() }}
      />
      <GallerySection categories={galleryCategories} images={gallery} />
    </>
  )
}
