import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'

export default function ContactRoute() {
  return (
    <>
      <Head
        title="Contact Us"
        description="Call, e-mail or visit our Doha office for a free moving quote and survey."
      />
      <PageBanner
        title="Contact Us"
        image={illustration('map-route', 'Map of our office location in Doha')}
        breadcrumb={{ label: 'Contact Us', to: paths.contact.getHref() }}
      />
    </>
  )
}
