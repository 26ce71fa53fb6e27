import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'

export default function BlogRoute() {
  return (
    <>
      <Head
        title="Blog"
        description="Moving tips, checklists and logistics news from our Doha team."
      />
      <PageBanner
        title="Moving"
        highlight="Insights"
        image={illustration('checklist', 'A moving checklist')}
        breadcrumb={{ label: 'Blog', to: paths.blog.getHref() }}
      />
    </>
  )
}
