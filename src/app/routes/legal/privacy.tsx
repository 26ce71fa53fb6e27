import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'

export default function PrivacyRoute() {
  return (
    <>
      <Head
        title="Privacy Policy"
        description="How we collect, use and protect the personal data you share with us."
      />
      <PageBanner
        title="Privacy"
        highlight="Policy"
        image={illustration('customs-documents', 'Documents kept safely in a folder')}
        breadcrumb={{ label: 'Privacy Policy', to: paths.privacy.getHref() }}
      />
    </>
  )
}
