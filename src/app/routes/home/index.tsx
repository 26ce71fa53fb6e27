import { ArrowRight, ArrowUpRight } from 'lucide-react'
import { lazy } from 'react'

import { Head } from '@/components/seo/head'
import { HeadedSection } from '@/components/sections/section-heading'
import { StatsSection } from '@/components/sections/stats-section'
import { DeferredContactFormSection } from '@/features/enquiry/components/deferred-contact-form-section'
import { WhereWeMoveSection } from '@/components/sections/where-we-move-section'
import { Deferred } from '@/components/ui/deferred'
import { ButtonLink } from '@/components/ui/button'
import { ContentImage } from '@/components/ui/content-image'
import { siteConfig } from '@/config/env'
import { paths } from '@/config/paths'
import { destinationLinks } from '@/content/indexes/destination-links'
import { homeAbout, homeHero, homeStatistics, whyChooseUs } from '@/content/home'
import { illustration } from '@/content/images'
import { EnquireButton } from '@/app/enquire-button'
import { lazyNamed } from '@/lib/lazy-named'

import { HeroSection } from './hero-section'
import * as text from './home.messages'

/**
 * Everything below the fold that brings a carousel library, the service catalogue or the blog
 * loads as its own chunk: the prerendered HTML already shows it, and it hydrates once the chunk
 * arrives, so the first screen becomes interactive without waiting for it.
 */
const below = {
  services: lazyNamed(() => import('./home-content-sections'), 'HomeServicesSection'),
  news: lazyNamed(() => import('./home-content-sections'), 'LatestNews'),
  whoWeAre: lazyNamed(() => import('./home-content-sections'), 'WhoWeAreSection'),
  guide: lazyNamed(() => import('./home-content-sections'), 'HomeGuideSection'),
  whyChooseUs: lazyNamed(
    () => import('@/components/home/why-choose-us-carousel'),
    'WhyChooseUsCarousel',
  ),
  // The reviews themselves come with their carousel: nothing above them shows them.
  testimonials: lazy(async () => {
    const [{ TestimonialsCarousel }, { testimonials }] = await Promise.all([
      import('@/components/home/testimonials-carousel'),
      import('@/content/testimonials'),
    ])
    return { default: () => <TestimonialsCarousel testimonials={testimonials} /> }
  }),
}

/** The home counters: 2000 ms in 50 ms steps, from 30 % visibility. */
const HOME_COUNTER_TIMING = { steps: 40, intervalMs: 50, threshold: 0.3 }

export default function HomeRoute() {
  return (
    <>
      <Head
        share="home"
        title={text.title}
        description={text.description}
        keywords={text.keywords}
      />
      <HeroSection headline={homeHero.headline} subheadline={homeHero.subheadline} />

      <section aria-labelledby="home-about" className="section">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <ContentImage
            image={illustration('moving-team', text.aboutImage)}
            className="aspect-[3/2] w-full rounded-3xl bg-sand-100 object-cover shadow-soft"
          />
          <div className="flex flex-col gap-5">
            <p className="eyebrow">{text.aboutEyebrow}</p>
            <h2 id="home-about" className="text-3xl sm:text-4xl">
              {homeAbout.heading}
            </h2>
            {homeAbout.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-lg text-ink-muted">
                {paragraph}
              </p>
            ))}
            <div>
              <ButtonLink
                to={paths.about.getHref()}
                variant="secondary"
                size="lg"
                icon={<ArrowRight className="size-5" aria-hidden="true" />}
              >
                {text.exploreMore}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <StatsSection
        id="home-stats"
        title={text.statsTitle}
        titleHidden
        stats={homeStatistics}
        timing={HOME_COUNTER_TIMING}
        className="section-offscreen"
      />

      <Deferred minHeight="44rem">
        <below.services />
      </Deferred>

      <Deferred minHeight="36rem">
        <below.whoWeAre />
      </Deferred>

      <HeadedSection
        id="why-choose-us"
        title={whyChooseUs.heading}
        subtitle={whyChooseUs.subtitle}
        tone="dark"
        className="section-offscreen bg-navy-900"
      >
        <Deferred minHeight="22rem">
          <below.whyChooseUs cards={whyChooseUs.cards} />
        </Deferred>
      </HeadedSection>

      <Deferred minHeight="40rem">
        <below.news />
      </Deferred>

      <WhereWeMoveSection
        id="where-we-move"
        title={text.whereWeMoveTitle}
        subtitle={text.whereWeMoveSubtitle}
        destinations={destinationLinks}
        className="section-offscreen"
      />

      <section aria-labelledby="reach-out-today" className="section section-offscreen bg-sand-100">
        <div className="container-page flex flex-col items-center gap-5 text-center">
          <h2 id="reach-out-today" className="text-3xl sm:text-4xl">
            {text.reachOutHeading}
          </h2>
          <p className="max-w-2xl text-lg text-ink-muted">{text.reachOutText}</p>
          <EnquireButton
            size="lg"
            icon={<ArrowUpRight className="size-5" aria-hidden="true" />}
            plannerTitle={text.plannerTitle}
          >
            {text.planYourMove}
          </EnquireButton>
        </div>
      </section>

      <HeadedSection
        id="moving-stories"
        title={text.storiesTitle}
        subtitle={text.storiesSubtitle}
        eyebrow={text.storiesEyebrow}
        className="section-offscreen"
      >
        <Deferred minHeight="30rem">
          <below.testimonials />
        </Deferred>
        <div className="flex justify-center">
          <a
            href={siteConfig.reviewsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-800 underline-offset-4 hover:underline"
          >
            {text.moreStories} <ArrowUpRight className="size-4" aria-hidden="true" />
            <span className="sr-only">{text.moreStoriesNewTab}</span>
          </a>
        </div>
      </HeadedSection>

      <DeferredContactFormSection />

      <Deferred minHeight="8rem">
        <below.guide />
      </Deferred>
    </>
  )
}
