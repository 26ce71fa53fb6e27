import { ArrowUpRight } from 'lucide-react'

import { DeferredContactFormSection } from '@/features/enquiry/components/deferred-contact-form-section'
import { Head } from '@/components/seo/head'
import { ServicesGridSection } from '@/components/services/services-grid-section'
import { PageBanner } from '@/components/ui/page-banner'
import { siteConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'
import { serviceCards } from '@/content/indexes/service-cards'
import { EnquireButton } from '@/features/enquiry/components/enquire-button'

/** /service: every service as a card, with Movers/Logistics tabs. */
export default function ServicesRoute() {
  return (
    <>
      <Head
        share="service"
        title="Moving, Storage and Freight Services in Qatar"
        description={`All ${serviceCards.length} services of ${siteConfig.companyName}: house, office and international moves, pets, vehicles, storage, and air, sea and land freight from Doha.`}
        keywords="moving services Qatar, relocation services Doha, storage Qatar, freight forwarding Qatar, pet relocation Qatar, vehicle shipping Qatar"
      />
      <PageBanner
        title="Service"
        text="Thirteen services, one coordinator: whatever you are moving, from a studio flat to a warehouse of stock, we plan it, pack it, ship it and set it up again."
        image={illustration(
          'packing-boxes',
          'Taped moving cartons stacked beside a roll of packing tape',
        )}
        breadcrumb={{ label: 'Service', to: paths.services.getHref() }}
      >
        <EnquireButton size="lg" icon={<ArrowUpRight className="size-5" aria-hidden="true" />}>
          Enquire Now
        </EnquireButton>
      </PageBanner>
      <ServicesGridSection services={serviceCards} />
      <DeferredContactFormSection />
    </>
  )
}
