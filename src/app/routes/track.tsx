import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'

export default function TrackRoute() {
  return (
    <>
      <Head
        title="Track Your Cargo"
        description="Track your shipment with its 10-character tracking number and see every status update."
      />
      <PageBanner
        title="Track Your"
        highlight="Cargo"
        image={illustration('map-route', 'A shipment route from Doha to its destination')}
        breadcrumb={{ label: 'Track', to: paths.track.getHref() }}
      />
    </>
  )
}
