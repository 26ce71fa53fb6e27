// Swiper's stylesheet comes with the page, not with the carousel's lazy chunk: the prerendered
// slides must sit in a row (see site.css) long before the chunk loads.
import 'swiper/css'
import 'swiper/css/pagination'

import { ArrowUpRight, CheckCircle2 } from 'lucide-react'
import { lazy } from 'react'

import { Head } from '@/components/seo/head'
import { DeferredContactFormSection } from '@/features/enquiry/components/deferred-contact-form-section'
import { HeadedSection, SectionHeading } from '@/components/sections/section-heading'
import { StatsSection } from '@/components/sections/stats-section'
import { ContentImage } from '@/components/ui/content-image'
import { Deferred } from '@/components/ui/deferred'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import {
  aboutBanner,
  aboutServices,
  aboutStatistics,
  aboutStatsTitle,
  aboutStory,
} from '@/content/about'
import { illustration } from '@/content/images'
import { EnquireButton } from '@/app/enquire-button'

import * as text from './about.messages'

/** The about counters: about 60 steps at 30 fps, from 50 % visibility. */
const ABOUT_COUNTER_TIMING = { steps: 60, intervalMs: 1000 / 30, threshold: 0.5 }

/**
 * Swiper and the certificates load with their section, below the fold; the prerendered slides
 * show meanwhile.
 */
const Certifications = lazy(async () => {
  const [{ CertificationsCarousel }, { certifications }] = await Promise.all([
    import('@/components/about/certifications-carousel'),
    import('@/content/certifications'),
  ])
  return { default: () => <CertificationsCarousel certifications={certifications} /> }
})

/** /about-us, its sections in order. */
export default function AboutRoute() {
  return (
    <>
      <Head title={text.title} description={text.description} keywords={text.keywords} />
      <PageBanner
        title={aboutBanner.title}
        text={aboutBanner.intro}
        image={illustration('moving-team', text.bannerImage)}
        breadcrumb={{ label: text.breadcrumb, to: paths.about.getHref() }}
      >
        <EnquireButton size="lg" icon={<ArrowUpRight className="size-5" aria-hidden="true" />}>
          {text.enquire}
        </EnquireButton>
      </PageBanner>

      <HeadedSection
        id="about-services"
        title={aboutServices.heading}
        subtitle={aboutServices.intro}
        eyebrow={text.servicesEyebrow}
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {aboutServices.highlights.map((highlight) => (
            <li
              key={highlight.title}
              className="flex gap-4 rounded-card border border-navy-100 bg-white p-6 shadow-soft"
            >
              <CheckCircle2 className="mt-1 size-6 shrink-0 text-accent-600" aria-hidden="true" />
              <div>
                <h3 className="text-lg">{highlight.title}</h3>
                <p className="mt-1 text-ink-muted">{highlight.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <section aria-labelledby="about-story" className="section bg-sand-100">
        <div className="container-page flex flex-col gap-14">
          <SectionHeading id="about-story" title={aboutStory.heading} eyebrow={text.storyEyebrow} />
          {aboutStory.blocks.map((block, index) => (
            <div key={block.title} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
              <div className={index % 2 === 1 ? 'lg:order-2' : undefined}>
                <h3 className="text-2xl">{block.title}</h3>
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-4 text-lg text-ink-muted">
                    {paragraph}
                  </p>
                ))}
              </div>
              {block.image ? (
                <ContentImage
                  image={block.image}
                  className="aspect-[3/2] w-full rounded-3xl bg-white object-cover shadow-soft"
                />
              ) : null}
            </div>
          ))}
          <div>
            <h3 className="text-center text-2xl">{text.values}</h3>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {aboutStory.values.map((value) => (
                <li key={value.title} className="rounded-card bg-white p-6 shadow-soft">
                  <h4 className="text-lg font-bold text-navy-900">{value.title}</h4>
                  <p className="mt-2 text-ink-muted">{value.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <HeadedSection
        id="certifications"
        title={text.certificationsTitle}
        subtitle={text.certificationsSubtitle}
        eyebrow={text.certificationsEyebrow}
      >
        <Deferred minHeight="22rem">
          <Certifications />
        </Deferred>
      </HeadedSection>

      <StatsSection
        id="about-stats"
        title={aboutStatsTitle}
        stats={aboutStatistics}
        timing={ABOUT_COUNTER_TIMING}
      />

      <DeferredContactFormSection />
    </>
  )
}
