import { useLocation } from 'react-router-dom'

import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { canonicalPath } from '@/config/paths'
import { illustration } from '@/content/images'

export default function DestinationRoute() {
  const { pathname } = useLocation()
  const slug = canonicalPath(pathname).slice(1)
  const title = slug.replace(/-/g, ' ')
  return (
    <>
      <Head title={title} description={title} />
      <PageBanner
        title={title}
        image={illustration('international-globe', 'A globe with shipping routes')}
        breadcrumb={{ label: slug, to: `/${slug}` }}
      />
    </>
  )
}
