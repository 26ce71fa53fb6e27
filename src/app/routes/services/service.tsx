import { ArrowUpRight } from 'lucide-react'
import { lazy } from 'react'

import { Head } from '@/components/seo/head'
import { JsonLd } from '@/components/seo/json-ld'
import { ProcessSection } from '@/components/sections/process-section'
import { ButtonLink } from '@/components/ui/button'
import { WhereWeMoveSection } from '@/components/sections/where-we-move-section'
import { Deferred } from '@/components/ui/deferred'
import { PageBanner } from '@/components/ui/page-banner'
import { destinationLinks } from '@/content/indexes/destination-links'
import type { ContentSection, Service } from '@/content/types'
import { siteConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { serviceMoveTypes } from '@/content/quote-links'
import { absoluteUrl, faqSchema, organizationReference, type Thing } from '@/lib/structured-data'
import { lazyNamed } from '@/lib/lazy-named'

import * as text from './service.messages'

/**
 * FAQ blocks are h2 sections titled like 'FAQ' (in Arabic 'الأسئلة الشائعة') whose h3 subsections
 * are questions.
 */
function articleFaqs(sections: ContentSection[]) {
  return sections
    .filter(
      (section) =>
        section.level === 'h2' &&
        /faq|frequently asked|الأسئلة الشائعة/i.test(section.heading ?? ''),
    )
    .flatMap((section) => section.subSections ?? [])
    .filter((question) => question.heading && question.content)
    .map((question) => ({ question: question.heading!, answer: question.content! }))
}

function serviceSchema(service: {
  title: string
  description: string
  path: string
  image: string
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url: absoluteUrl(service.path),
    image: `${siteConfig.siteUrl}${service.image}`,
    provider: organizationReference(),
    areaServed: { '@type': 'Country', name: 'Qatar' },
  }
}

/**
 * "Get a quote for …", a plain link in the prerendered page (it opens the planner even before
 * scripts run) with the service's type of move chosen.
 */
function QuoteLink({ service }: { service: Service }) {
  return (
    <ButtonLink
      to={paths.quote.getHref({ service: serviceMoveTypes[service.slug] ?? undefined })}
      size="lg"
      icon={<ArrowUpRight className="size-5" aria-hidden="true" />}
    >
      <span className="text-center whitespace-normal">{text.getQuote(service.title)}</span>
    </ButtonLink>
  )
}

/** The full guide sits below the first screens; its disclosure hydrates as the visitor nears it. */
const ArticleDisclosure = lazyNamed(
  () => import('@/components/services/article-disclosure'),
  'ArticleDisclosure',
)

/**
 * Below the article, so it loads as its own chunk with the catalogue and the carousel library;
 * the prerendered HTML shows it meanwhile.
 */
const OtherServices = lazy(async () => {
  const [{ ServicesCarouselSection }, { serviceCards }] = await Promise.all([
    import('@/components/services/services-carousel-section'),
    import('@/content/indexes/service-cards'),
  ])
  return {
    default: ({ current }: { current: Service }) => (
      <ServicesCarouselSection
        title={text.otherServices}
        services={serviceCards.filter((other) => other.slug !== current.slug)}
      />
    ),
  }
})

/** /services/{slug}: the router resolves the slug (unknown ones go to /not-found). */
export default function ServiceRoute({ entry: service }: { entry: Service }) {
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
        <QuoteLink service={service} />
      </PageBanner>
      <ProcessSection
        id="service-feature"
        eyebrow={service.group === 'Movers' ? text.movingEyebrow : text.logisticsEyebrow}
        title={service.featureTitle}
        description={service.featureDescription}
        image={service.featureImage}
        imagePriority
        steps={service.features}
        action={<QuoteLink service={service} />}
      />
      {service.listsDestinations ? (
        <WhereWeMoveSection
          id="where-we-move"
          title={text.whereWeMoveTitle}
          subtitle={text.whereWeMoveSubtitle}
          destinations={destinationLinks}
        />
      ) : null}
      <Deferred minHeight="10rem">
        <ArticleDisclosure
          id="service-guide"
          summary={text.guide(service.title)}
          sections={service.detailedContent}
        />
      </Deferred>
      <Deferred minHeight="36rem">
        <OtherServices current={service} />
      </Deferred>
    </>
  )
}
