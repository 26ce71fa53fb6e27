import { ArrowUpRight } from 'lucide-react'

import { DeferredContactFormSection } from '@/features/enquiry/components/deferred-contact-form-section'
import { Head } from '@/components/seo/head'
import { ServicesGridSection } from '@/components/services/services-grid-section'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'
import { serviceCards } from '@/content/indexes/service-cards'
import { EnquireButton } from '@/app/enquire-button'

import * as text from './index.messages'

/** /service: every service as a card, with Movers/Logistics tabs. */
export default function ServicesRoute() {
  return (
    <>
      <Head
        share="service"
        title={text.title}
        description={text.description(serviceCards.length)}
        keywords={text.keywords}
      />
      <PageBanner
        title={text.bannerTitle}
        text={text.bannerText}
        image={illustration('packing-boxes', text.bannerImage)}
        breadcrumb={{ label: text.breadcrumb, to: paths.services.getHref() }}
      >
        <EnquireButton size="lg" icon={<ArrowUpRight className="size-5" aria-hidden="true" />}>
          {text.enquire}
        </EnquireButton>
      </PageBanner>
      <ServicesGridSection services={serviceCards} />
      <DeferredContactFormSection />
    </>
  )
}
