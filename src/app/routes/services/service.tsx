import { ArrowUpRight } from 'lucide-react'
import { Navigate, useLocation } from 'react-router-dom'

import { Head } from '@/components/seo/head'
import { JsonLd } from '@/components/seo/json-ld'
import { ProcessSection } from '@/components/sections/process-section'
import { ArticleDisclosure } from '@/components/services/article-disclosure'
import { ServicesCarouselSection } from '@/components/services/services-carousel-section'
import { PageBanner } from '@/components/ui/page-banner'
import { canonicalPath, paths } from '@/config/paths'
import { getServiceByPath, services } from '@/content/services'
import type { ContentSection } from '@/content/types'
import { EnquireButton } from '@/features/enquiry/components/enquire-button'
import { faqSchema, serviceSchema } from '@/lib/structured-data'

/** SPEC 3.5: FAQ blocks are h2 sections titled like 'FAQ' whose h3 subsections are questions. */
function articleFaqs(sections: ContentSection[]) {
  return sections
    .filter(
      (section) => section.level === 'h2' && /faq|frequently asked/i.test(section.heading ?? ''),
    )
    .flatMap((section) => section.subSections ?? [])
    .filter((question) => question.heading && question.content)
    .map((question) => ({ question: question.heading!, answer: question.content! }))
}

const enquireIcon = <ArrowUpRight className="size-5" aria-hidden="true" />

/** SPEC 2.5 /services/{slug} */
export default function ServiceRoute() {
  const { pathname } = useLocation()
  const service = getServiceByPath(canonicalPath(pathname))
  if (!service) return <Navigate to={paths.notFound.getHref()} replace />

  const faqs = articleFaqs(service.detailedContent)
  return (
    <>
      <Head
        share="service"
        title={service.metaTitle}
        description={service.metaDescription}
        keywords={service.keywords}
      />
      <JsonLd
        data={serviceSchema({
          title: service.title,
          description: service.metaDescription,
          path: service.slug,
          image: service.bannerImage.src,
        })}
      />
      {faqs.length > 0 ? <JsonLd data={faqSchema(faqs)} /> : null}
      <PageBanner
        title={service.title}
        text={service.bannerDescription}
        image={service.bannerImage}
        breadcrumb={{ label: service.title, to: service.slug }}
      >
        <EnquireButton size="lg" icon={enquireIcon}>
          Enquire Now
        </EnquireButton>
      </PageBanner>
      <ProcessSection
        id="service-feature"
        eyebrow={service.group === 'Movers' ? 'Moving service' : 'Logistics service'}
        title={service.featureTitle}
        description={service.featureDescription}
        image={service.featureImage}
        steps={service.features}
        action={
          <EnquireButton size="lg" icon={enquireIcon}>
            Enquire Now
          </EnquireButton>
        }
      />
      <ArticleDisclosure
        id="service-guide"
        summary={`Read the full guide to ${service.title.toLowerCase()} in Qatar`}
        sections={service.detailedContent}
      />
      <ServicesCarouselSection
        title="Other Services"
        services={services.filter((other) => other.slug !== service.slug)}
      />
    </>
  )
}
