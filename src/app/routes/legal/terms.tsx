import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'

export default function TermsRoute() {
  return (
    <>
      <Head
        title="Terms and Conditions"
        description="The terms and conditions that apply to our moving, storage and logistics services in Qatar."
      />
      <PageBanner
        title="Terms and"
        highlight="Conditions"
        image={illustration('customs-documents', 'Signed moving documents')}
        breadcrumb={{ label: 'Terms and Conditions', to: paths.terms.getHref() }}
      />
    </>
  )
}
