import { LatestNewsSection } from '@/components/home/latest-news-section'
import { SectionHeading } from '@/components/sections/section-heading'
import { JsonLd } from '@/components/seo/json-ld'
import { ServicesCarouselSection } from '@/components/services/services-carousel-section'
import { Accordion } from '@/components/ui/accordion'
import { whoWeAre } from '@/content/home'
import { homeFaqs, homeSeoText } from '@/content/home-guide'
import { postCards } from '@/content/indexes/post-cards'
import { serviceCards } from '@/content/indexes/service-cards'
import { faqSchema } from '@/lib/structured-data'

import * as text from './home.messages'

/** The home page's sections below the fold, with the content only they show. */
export function HomeServicesSection() {
  return (
    <ServicesCarouselSection
      title={text.servicesTitle}
      services={serviceCards}
      className="section-offscreen bg-sand-100"
    />
  )
}

export function LatestNews() {
  return <LatestNewsSection posts={postCards} />
}

export function WhoWeAreSection() {
  return (
    <section aria-labelledby="who-we-are" className="section section-offscreen">
      <div className="container-page grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <SectionHeading
          id="who-we-are"
          title={whoWeAre.heading}
          eyebrow={text.whoWeAreEyebrow}
          align="start"
        />
        <Accordion
          defaultOpenId={0}
          items={whoWeAre.items.map((item, index) => ({
            id: index,
            title: item.title,
            content: <p>{item.body}</p>,
          }))}
        />
      </div>
    </section>
  )
}

/** The long read for search engines, with the home FAQs and their structured data. */
export function HomeGuideSection() {
  return (
    <section aria-labelledby="home-guide" className="section section-offscreen bg-sand-100">
      <JsonLd data={faqSchema(homeFaqs)} />
      <div className="container-page max-w-4xl">
        <details className="group rounded-card border border-navy-100 bg-white shadow-soft">
          <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 px-6 py-4 [&::-webkit-details-marker]:hidden">
            <h2 id="home-guide" className="text-lg sm:text-xl">
              {homeSeoText.heading}
            </h2>
            <span aria-hidden="true" className="text-2xl text-navy-700 group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="flex flex-col gap-4 border-t border-navy-100 px-6 py-8 text-ink-muted">
            {homeSeoText.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <h3 className="mt-4 text-xl">{text.faqHeading}</h3>
            {homeFaqs.map((faq) => (
              <div key={faq.question}>
                <h4 className="font-semibold text-navy-900">{faq.question}</h4>
                <p>{faq.answer}</p>
              </div>
            ))}
          </div>
        </details>
      </div>
    </section>
  )
}
