import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'

export default function AboutRoute() {
  return (
    <>
      <Head
        title="About Us"
        description="Learn about our ISO-certified moving and logistics company in Qatar, founded in 2011."
      />
      <PageBanner
        title="ISO Certified Moving Company in Qatar"
        image={illustration('moving-team', 'Our moving team in Doha')}
        breadcrumb={{ label: 'About Us', to: paths.about.getHref() }}
      />
    </>
  )
}
