import { ArrowUpRight } from 'lucide-react'
import { lazy } from 'react'

import { Head } from '@/components/seo/head'
import { AtAGlanceSection } from '@/components/sections/at-a-glance-section'
import { CtaSection } from '@/components/sections/cta-section'
import { FaqSection } from '@/components/sections/faq-section'
import { ImageCardsSection } from '@/components/sections/image-cards-section'
import { ProcessSection } from '@/components/sections/process-section'
import { ReasonsSection } from '@/components/sections/reasons-section'
import { ButtonLink } from '@/components/ui/button'
import { Deferred } from '@/components/ui/deferred'
import { PageBanner } from '@/components/ui/page-banner'
import { paths } from '@/config/paths'
import { guideCountries } from '@/content/quote-links'
import type { Destination } from '@/content/types'
import { EnquireButton } from '@/app/enquire-button'

import * as text from './destination.messages'

/** The header description, split on line breaks with blank lines dropped. */
export const introParagraphs = (description: string) =>
  description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/** The destination FAQ opens with question id 1. */
const DEFAULT_OPEN_QUESTION_ID = 1

/**
 * The related guides sit below the FAQ, so their section and the list of every guide load as the
 * visitor nears them; the prerendered HTML shows them meanwhile.
 */
const RelatedDestinations = lazy(async () => {
  const [{ WhereWeMoveSection }, { destinationLinks }] = await Promise.all([
    import('@/components/sections/where-we-move-section'),
    import('@/content/indexes/destination-links'),
  ])
  return {
    default: ({ related }: { related: string[] }) => (
      <WhereWeMoveSection
        id="related-destinations"
        title={text.compare}
        destinations={related.flatMap((slug) =>
          destinationLinks.filter((link) => link.slug === slug),
        )}
        className="bg-sand-100"
      />
    ),
  }
})

function ContactUsButton() {
  return (
    <EnquireButton size="lg" icon={<ArrowUpRight className="size-5" aria-hidden="true" />}>
      {text.contact}
    </EnquireButton>
  )
}

/** One template for every destination-country page. */
export default function DestinationRoute({ entry: destination }: { entry: Destination }) {
  const { header, whyChoose, specialized, process, challenges, faq, contact, meta } = destination
  const slugPath = paths.destination.getHref(meta.slug)
  const questions = faq.questions.map((question) => ({
    question: question.title,
    answer: question.description,
  }))
  return (
    <>
      <Head
        share="destination"
        title={meta.title}
        description={meta.description}
        keywords={meta.keywords}
        path={slugPath}
      />
      <PageBanner
        title={header.title}
        image={destination.bannerImage}
        breadcrumb={{ label: text.breadcrumb(meta.slug, destination.country), to: slugPath }}
      >
        {/* A plain link in the prerendered page: it opens the planner even before scripts run. */}
        <ButtonLink
          to={paths.quote.getHref({ service: 'international', to: guideCountries[meta.slug] })}
          size="lg"
          icon={<ArrowUpRight className="size-5" aria-hidden="true" />}
        >
          <span className="text-center whitespace-normal">
            {text.getQuote(destination.country)}
          </span>
        </ButtonLink>
      </PageBanner>
      <section aria-label={text.intro(destination.country)} className="section">
        {/* The card first, beside the text from 1024 px; the text starts at the line's start,
            since long centred paragraphs are hard to read in either language. */}
        <div className="container-page grid items-start gap-8 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-12">
          <AtAGlanceSection id="at-a-glance" glance={destination.atAGlance} />
          <div className="flex flex-col gap-4 text-start text-lg text-ink-muted">
            {introParagraphs(header.description).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <ReasonsSection
        id="why-choose"
        title={whyChoose.title}
        intro={whyChoose.intro}
        reasons={whyChoose.reasons}
        layout="split"
        action={<ContactUsButton />}
        className="bg-sand-100"
      />
      <ImageCardsSection id="specialized" title={specialized.title} cards={specialized.service} />
      <ProcessSection
        id="process"
        title={process.title}
        description={process.description}
        image={process.image}
        steps={process.steps}
      />
      <ReasonsSection
        id="challenges"
        title={challenges.title}
        intro={challenges.intro}
        reasons={challenges.reasons}
        layout="grid"
        className="bg-sand-100"
      />
      <FaqSection
        id="destination-faq"
        title={faq.title}
        faqs={questions}
        defaultOpen={faq.questions.findIndex((q) => q.id === DEFAULT_OPEN_QUESTION_ID)}
      />
      <Deferred minHeight="28rem">
        <RelatedDestinations related={destination.related} />
      </Deferred>
      <CtaSection
        id="destination-contact"
        title={contact.title}
        paragraphs={contact.description}
        action={<ContactUsButton />}
      />
    </>
  )
}
