import { ArrowUpRight } from 'lucide-react'
import { useLocation } from 'react-router-dom'

import { Head } from '@/components/seo/head'
import { CtaSection } from '@/components/sections/cta-section'
import { SectionHeading } from '@/components/sections/section-heading'
import { ServicesGridSection } from '@/components/services/services-grid-section'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { serviceGroupPages } from '@/content/service-groups'
import { serviceCards } from '@/content/indexes/service-cards'
import { EnquireButton } from '@/app/enquire-button'

import * as text from './group.messages'

/** /moving-and-packing-companies-qatar and /logistics-companies-qatar. */
export default function ServiceGroupRoute() {
  const { pathname } = useLocation()
  const page = serviceGroupPages[pathname === paths.logistics.path ? 'Logistics' : 'Movers']
  const enquireIcon = <ArrowUpRight className="size-5" aria-hidden="true" />
  return (
    <>
      <Head
        share="service"
        title={page.metaTitle}
        description={page.metaDescription}
        keywords={page.keywords}
      />
      <PageBanner
        title={page.title}
        highlight={page.highlight}
        text={page.bannerText}
        image={page.image}
        breadcrumb={{ label: page.breadcrumb, to: page.path }}
      >
        <EnquireButton size="lg" icon={enquireIcon}>
          {text.enquire}
        </EnquireButton>
      </PageBanner>
      <section aria-labelledby="group-intro" className="section">
        <div className="container-page flex flex-col gap-6">
          <SectionHeading id="group-intro" title={page.introTitle} eyebrow={page.breadcrumb} />
          <div className="mx-auto flex max-w-3xl flex-col gap-4 text-lg text-ink-muted">
            {page.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <ServicesGridSection
        key={page.group}
        services={serviceCards}
        initialGroup={page.group}
        title={page.gridTitle}
      />
      <CtaSection
        id="group-enquiry"
        title={page.ctaTitle}
        paragraphs={page.ctaText}
        action={
          <EnquireButton size="lg" icon={enquireIcon}>
            {text.contact}
          </EnquireButton>
        }
      />
    </>
  )
}
