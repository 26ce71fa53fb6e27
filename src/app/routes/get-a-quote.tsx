import { Phone } from 'lucide-react'
import { useNavigate } from 'react-router-dom'

import { Head } from '@/components/seo/head'
import { MaskIcon } from '@/components/ui/mask-icon'
import { PageBanner } from '@/components/ui/page-banner'
import { siteConfig, telHref, whatsappHref } from '@/config/env'
import { paths } from '@/config/paths'
import { officeHours } from '@/content/office-hours'
import { illustration } from '@/content/images'
import { QuotePlannerForm } from '@/features/quote-planner/components/quote-planner'

import * as text from './get-a-quote.messages'

const nextSteps = [
  {
    icon: '/images/icons/clipboard-list.svg',
    title: text.readTitle,
    text: text.readText,
  },
  {
    icon: '/images/icons/video.svg',
    title: text.surveyTitle,
    text: text.surveyText,
  },
  {
    icon: '/images/icons/phone.svg',
    title: text.quoteTitle,
    text: text.quoteText,
  },
]

/** The quote planner on a page of its own, for links, search and visitors who prefer it. */
export default function GetAQuoteRoute() {
  const navigate = useNavigate()
  return (
    <>
      <Head title={text.title} description={text.description} keywords={text.keywords} />
      <PageBanner
        title={text.bannerTitle}
        highlight={text.bannerHighlight}
        text={text.bannerText}
        image={illustration('packing-boxes', text.bannerImage)}
        breadcrumb={{ label: text.breadcrumb, to: paths.quote.getHref() }}
      />
      <section aria-labelledby="planner-heading" className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="rounded-3xl border border-navy-100 bg-white p-5 shadow-soft sm:p-8">
            <h2 id="planner-heading" className="sr-only">
              {text.planner}
            </h2>
            <QuotePlannerForm
              variant="page"
              onSuccess={(reference) => navigate(paths.thankYou.getHref(reference))}
            />
          </div>
          <aside aria-labelledby="next-steps" className="flex flex-col gap-6">
            <h2 id="next-steps" className="text-2xl">
              {text.nextHeading}
            </h2>
            <ol className="flex flex-col gap-5">
              {nextSteps.map(({ icon, title, text: description }) => (
                <li key={title} className="flex gap-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 text-accent-400">
                    <MaskIcon src={icon} className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-navy-950">{title}</span>
                    <span className="text-ink-muted">{description}</span>
                  </span>
                </li>
              ))}
            </ol>
            <div className="rounded-2xl bg-sand-100 p-5">
              <p className="font-semibold text-navy-950">{text.talk}</p>
              <p className="mt-1 text-ink-muted">
                {text.hours(officeHours[0].days, officeHours[0].hours)}
              </p>
              <div className="mt-4 flex flex-col gap-2">
                <a
                  href={telHref(siteConfig.primaryPhone)}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900 tabular-nums"
                >
                  <Phone className="size-4" aria-hidden="true" />
                  <bdi dir="ltr">{siteConfig.primaryPhone}</bdi>
                </a>
                <a
                  href={whatsappHref()}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900"
                >
                  <MaskIcon src="/images/icons/message-circle.svg" className="size-4" />
                  {text.whatsapp}
                  <span className="sr-only">{text.newTab}</span>
                </a>
              </div>
            </div>
          </aside>
        </div>
      </section>
    </>
  )
}
