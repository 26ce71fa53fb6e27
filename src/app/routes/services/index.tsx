import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'

export default function ServicesRoute() {
  return (
    <>
      <Head
        title="Our Services"
        description="Moving, relocation, storage and freight services in Qatar, from house moves to sea freight."
      />
      <PageBanner
        title="Service"
        image={illustration('packing-boxes', 'Packed moving boxes ready for transport')}
        breadcrumb={{ label: 'Service', to: paths.services.getHref() }}
      />
    </>
  )
}
