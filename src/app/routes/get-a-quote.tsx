import { ClipboardList, MessageCircle, Phone, Video } from 'lucide-react'
import { useNavigate } from 'react-router-dom'

import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { siteConfig, telHref, whatsappHref } from '@/config/env'
import { paths } from '@/config/paths'
import { officeHours } from '@/content/contact'
import { illustration } from '@/content/images'
import { QuotePlannerForm } from '@/features/enquiry/components/quote-planner'

const nextSteps = [
  {
    icon: ClipboardList,
    title: 'We read your plan',
    text: 'A move coordinator checks your route, dates and volume, usually within one working day.',
  },
  {
    icon: Video,
    title: 'A free survey',
    text: 'In person or by video call, we confirm the volume and note access, lifts and parking.',
  },
  {
    icon: Phone,
    title: 'A fixed, itemised quote',
    text: 'You get one price with packing, transport, customs and insurance options spelled out.',
  },
]

/** The quote planner on a page of its own, for links, search and visitors who prefer it. */
export default function GetAQuoteRoute() {
  const navigate = useNavigate()
  return (
    <>
      <Head
        title="Get a Moving Quote in Qatar: Volume Estimate in Minutes"
        description="Plan your move step by step: from and to, date, rooms and items with a live volume estimate in m³, and the container that fits. Free survey and fixed quote."
        keywords="moving quote Qatar, removal estimate Doha, moving volume calculator, container size calculator, international moving quote Qatar"
      />
      <PageBanner
        title="Get a"
        highlight="Quote"
        text="Six short steps: tell us what, where, when and how much, and see an estimate of the volume and the container it needs."
        image={illustration(
          'packing-boxes',
          'Neatly stacked, labelled moving boxes ready for a survey',
        )}
        breadcrumb={{ label: 'Get a Quote', to: paths.quote.getHref() }}
      />
      <section aria-labelledby="planner-heading" className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="rounded-3xl border border-navy-100 bg-white p-5 shadow-soft sm:p-8">
            <h2 id="planner-heading" className="sr-only">
              Quote planner
            </h2>
            <QuotePlannerForm
              variant="page"
              onSuccess={(reference) => navigate(paths.thankYou.getHref(reference))}
            />
          </div>
          <aside aria-labelledby="next-steps" className="flex flex-col gap-6">
            <h2 id="next-steps" className="text-2xl">
              What happens next
            </h2>
            <ol className="flex flex-col gap-5">
              {nextSteps.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 text-accent-400">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block font-semibold text-navy-950">{title}</span>
                    <span className="text-ink-muted">{text}</span>
                  </span>
                </li>
              ))}
            </ol>
            <div className="rounded-2xl bg-sand-100 p-5">
              <p className="font-semibold text-navy-950">Rather talk it through?</p>
              <p className="mt-1 text-ink-muted">
                Our coordinators answer from {officeHours[0].days}, {officeHours[0].hours}.
              </p>
              <div className="mt-4 flex flex-col gap-2">
                <a
                  href={telHref(siteConfig.primaryPhone)}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900 tabular-nums"
                >
                  <Phone className="size-4" aria-hidden="true" />
                  {siteConfig.primaryPhone}
                </a>
                <a
                  href={whatsappHref()}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900"
                >
                  <MessageCircle className="size-4" aria-hidden="true" />
                  WhatsApp us<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </div>
            </div>
          </aside>
        </div>
      </section>
    </>
  )
}
