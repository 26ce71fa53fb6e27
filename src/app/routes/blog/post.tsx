import { Navigate, useParams } from 'react-router-dom'

import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { paths, postSlugs, type PostSlug } from '@/config/paths'
import { illustration } from '@/content/images'

export default function PostRoute() {
  const { slug } = useParams()
  if (!postSlugs.includes(slug as PostSlug))
    return <Navigate to={paths.notFound.getHref()} replace />
  const title = (slug as string).replace(/-/g, ' ')
  return (
    <>
      <Head title={title} description={title} type="article" />
      <PageBanner
        title={title}
        image={illustration('checklist', 'A moving checklist')}
        breadcrumb={{ label: 'Blog', to: paths.post.getHref(slug as string) }}
      />
    </>
  )
}
