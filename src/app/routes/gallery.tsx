import { Head } from '@/components/seo/head'
import { GallerySection } from '@/components/gallery/gallery-section'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { gallery, galleryCategories } from '@/content/gallery'
import { illustration } from '@/content/images'

import * as text from './gallery.messages'

/** /gallery: our crews' work in pictures, by category. */
export default function GalleryRoute() {
  return (
    <>
      <Head title={text.title} description={text.description} keywords={text.keywords} />
      <PageBanner
        title={text.bannerTitle}
        highlight={text.bannerHighlight}
        text={text.bannerText}
        image={illustration('moving-team', text.bannerImage)}
        breadcrumb={{ label: text.breadcrumb, to: paths.gallery.getHref() }}
      />
      <GallerySection categories={galleryCategories} images={gallery} />
    </>
  )
}
