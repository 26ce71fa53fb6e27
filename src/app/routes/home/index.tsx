import { Head } from '@/components/seo/head'
import { siteConfig } from '@/config/env'
import { ContactFormSection } from '@/features/enquiry/components/contact-form-section'

import { HeroSection } from './hero-section'

export default function HomeRoute() {
  return (
    <>
      <Head
        share="home"
        title={`Movers and Packers in Qatar | ${siteConfig.companyName}`}
        description="ISO-certified movers in Doha since 2011: house and office moves, international relocation, storage and freight across Qatar and the Gulf. Get a free quote."
      />
      <HeroSection
        headline="Moving you across Doha or across the world, with nothing left to chance"
        subheadline="House and office moves, international relocation, storage and freight, planned by one coordinator from survey to the last box unpacked."
      />
      <ContactFormSection />
    </>
  )
}
