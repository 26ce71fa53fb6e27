import { Navigate, useParams } from 'react-router-dom'

import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { paths, serviceSlugs, type ServiceSlug } from '@/config/paths'
import { illustration } from '@/content/images'

export default function ServiceRoute() {
  const { slug } = useParams()
  if (!serviceSlugs.includes(slug as ServiceSlug))
    return <Navigate to={paths.notFound.getHref()} replace />
  const title = (slug as string).replace(/-/g, ' ')
  return (
    <>
      <Head title={title} description={title} />
      <PageBanner
        title={title}
        image={illustration('packing-boxes', 'Packed moving boxes')}
        breadcrumb={{ label: 'Service', to: paths.service.getHref(slug as string) }}
      />
    </>
  )
}
