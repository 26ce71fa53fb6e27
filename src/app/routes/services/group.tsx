import { useLocation } from 'react-router-dom'

import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'

/** /moving-and-packing-companies-qatar and /logistics-companies-qatar (SPEC 2.4). */
export default function ServiceGroupRoute() {
  const { pathname } = useLocation()
  const isLogistics = pathname === paths.logistics.path
  return isLogistics ? (
    <>
      <Head
        title="Logistics Companies in Qatar"
        description="Air, sea and land freight with commercial storage and warehousing, managed from Doha."
      />
      <PageBanner
        title="Logistics Companies"
        highlight="in Qatar"
        image={illustration('sea-freight', 'A container ship leaving port')}
        breadcrumb={{ label: 'Logistics', to: paths.logistics.getHref() }}
      />
    </>
  ) : (
    <>
      <Head
        title="Moving and Packing Companies in Qatar"
        description="House, office, international, pet and vehicle moves with professional packing, from Doha."
      />
      <PageBanner
        title="Moving and Packing"
        highlight="Companies in Qatar"
        image={illustration('moving-truck', 'A moving truck loaded with boxes')}
        breadcrumb={{ label: 'Moving', to: paths.moving.getHref() }}
      />
    </>
  )
}
