import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'

export default function GalleryRoute() {
  return (
    <>
      <Head
        title="Gallery"
        description="See our movers, logistics operations, warehouses and team at work across Qatar."
      />
      <PageBanner
        title="Our"
        highlight="Gallery"
        image={illustration('moving-team', 'Our crew at work')}
        breadcrumb={{ label: 'Gallery', to: paths.gallery.getHref() }}
      />
    </>
  )
}
