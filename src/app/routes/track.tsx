import { useSearchParams } from 'react-router-dom'

import { Head } from '@/components/seo/head'
import { FaqSection } from '@/components/sections/faq-section'
import { PageBanner } from '@/components/ui/page-banner'
import { RunningText } from '@/components/ui/running-text'
import { paths } from '@/config/paths'
import { illustration } from '@/content/images'
import { trackFaqs, trackIntro } from '@/content/track'
import { LinkedResult } from '@/features/tracking/components/linked-result'
import { TrackingWidget } from '@/features/tracking/components/tracking-widget'
import { useServedLookup } from '@/features/tracking/served-lookup'
import { TRACKING_ID_PARAM, TRACKING_MESSAGES } from '@/features/tracking/use-tracking'
import { useIsClient } from '@/hooks/use-is-client'

import { MAX_TRACKING_NUMBERS, splitTrackingNumbers } from '@contract/jobs'

import * as text from './track.messages'

/** /track-your-cargo: the tracking form, a result link's answer and the tracking FAQ. */
export default function TrackRoute() {
  const [params] = useSearchParams()
  // ?tracking_id=A,B,C and ?tracking_id=A&tracking_id=B alike: the numbers asked, in order.
  const trackingIds = splitTrackingNumbers(params.getAll(TRACKING_ID_PARAM))
  const trackingId = trackingIds.join(',')
  const served = useServedLookup()?.trackingId === trackingId
  // A result link's result is in the served HTML only when the companion server looked it up;
  // otherwise (a static host) it appears once the page has hydrated, so hydration still matches.
  const isClient = useIsClient()
  const answered = trackingId !== '' && (served || isClient)
  // More than a search takes: the form again, holding them, with the field's message.
  const tooMany = answered && trackingIds.length > MAX_TRACKING_NUMBERS
  const showResult = answered && !tooMany
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
                trackingIds={trackingIds}
                subscribed={params.get('subscribed') === '1'}
              />
            ) : (
              <>
                <h2 id="track-form-heading" className="text-2xl sm:text-3xl">
                  {text.formHeading}
                </h2>
                <p className="mt-2 text-ink-muted">{text.formIntro}</p>
                <p className="mt-1 mb-6 text-ink-muted">{text.formIntroSeveral}</p>
                <TrackingWidget
                  key={tooMany ? trackingId : ''}
                  initial={
                    tooMany
                      ? { value: trackingIds.join(', '), error: TRACKING_MESSAGES.tooMany }
                      : undefined
                  }
                />
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
