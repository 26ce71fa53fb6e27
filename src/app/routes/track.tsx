import { useSearchParams } from 'react-router-dom'

import { Head } from '@/components/seo/head'
import { FaqSection } from '@/components/sections/faq-section'
import { PageBanner } from '@/components/ui/page-banner'
import { RunningText } from '@/components/ui/running-text'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'
import { trackFaqs, trackIntro } from '@/content/track'
import { LinkedResult } from '@/features/tracking/components/linked-result'
import { TRACKING_ID_PARAM } from '@/features/tracking/components/tracking-form'
import { TrackingWidget } from '@/features/tracking/components/tracking-widget'
import { useServedLookup } from '@/features/tracking/served-lookup'
import { useIsClient } from '@/hooks/use-is-client'

import * as text from './track.messages'

/** /track-your-cargo: the tracking form, a result link's answer and the tracking FAQ. */
export default function TrackRoute() {
  const [params] = useSearchParams()
  const trackingId = params.get(TRACKING_ID_PARAM)?.trim() ?? ''
  const served = useServedLookup()?.trackingId === trackingId
  // A result link's result is in the served HTML only when the companion server looked it up;
  // otherwise (a static host) it appears once the page has hydrated, so hydration still matches.
  const isClient = useIsClient()
  const showResult = trackingId !== '' && (served || isClient)
  return (
    <>
      <Head title={text.title} description={text.description} keywords={text.keywords} />
      <PageBanner
        title={text.bannerTitle}
        highlight={text.bannerHighlight}
        text={text.bannerText}
        image={illustration('map-route', text.bannerImage)}
        breadcrumb={{ label: text.breadcrumb, to: paths.track.getHref() }}
      />
      <section aria-labelledby="track-form-heading" className="section">
        <div className="container-page max-w-3xl">
          <div className="rounded-3xl bg-white p-6 shadow-lift sm:p-10">
            {showResult ? (
              // A shared link opens on its answer: on a phone the form would push it a screen
              // down. The answer's own 'Track another number' link brings the form back.
              <LinkedResult
                key={trackingId}
                trackingId={trackingId}
                subscribed={params.get('subscribed') === '1'}
              />
            ) : (
              <>
                <h2 id="track-form-heading" className="text-2xl sm:text-3xl">
                  {text.formHeading}
                </h2>
                <p className="mt-2 mb-6 text-ink-muted">{text.formIntro}</p>
                <TrackingWidget />
              </>
            )}
          </div>
          <div className="mt-12 flex flex-col gap-4">
            <h2 className="text-2xl">{trackIntro.heading}</h2>
            {trackIntro.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-lg text-ink-muted">
                <RunningText text={paragraph} />
              </p>
            ))}
          </div>
        </div>
      </section>
      <FaqSection id="track-faq" title={text.faqTitle} faqs={trackFaqs} className="bg-sand-100" />
    </>
  )
}
