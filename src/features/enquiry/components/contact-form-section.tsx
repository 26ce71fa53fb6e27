import { Clock, Mail, Phone } from 'lucide-react'
import { useNavigate } from 'react-router-dom'

import { siteConfig, telHref } from '@/config/env'
import { paths, REACH_OUT_ANCHOR } from '@/config/paths'
import { officeHours } from '@/content/office-hours'

import { EnquiryForm } from './enquiry-form'
import * as text from './contact-form-section.messages'

type ContactFormSectionProps = {
  heading?: string
  intro?: string
}

/**
 * The 'Reach Out to Us' contact form, at the foot of a page: it skips layout until it nears the
 * viewport (`.section-offscreen`), so the web fonts' swap after the first paint does not lay out
 * its fields and copy (ADR 037).
 */
export function ContactFormSection({
  heading = text.heading,
  intro = text.intro,
}: ContactFormSectionProps) {
  const navigate = useNavigate()
  const [workingDays] = officeHours
  return (
    <section
      id={REACH_OUT_ANCHOR}
      aria-labelledby={`${REACH_OUT_ANCHOR}-heading`}
      className="section section-offscreen bg-sand-100"
    >
      <div className="container-page grid gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <div className="flex flex-col gap-5">
          <p className="eyebrow">{text.eyebrow}</p>
          <h2 id={`${REACH_OUT_ANCHOR}-heading`} className="text-3xl sm:text-4xl">
            {heading}
          </h2>
          <p className="text-lg text-ink-muted">{intro}</p>
          <ul className="mt-2 flex flex-col gap-4">
            <li className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-accent-400">
                <Phone className="size-5" aria-hidden="true" />
              </span>
              <a
                href={telHref(siteConfig.primaryPhone)}
                className="font-semibold text-navy-900 tabular hover:text-accent-700"
              >
                <bdi dir="ltr">{siteConfig.primaryPhone}</bdi>
              </a>
            </li>
            <li className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-accent-400">
                <Mail className="size-5" aria-hidden="true" />
              </span>
              <a
                href={`mailto:${siteConfig.email}`}
                className="font-semibold break-all text-navy-900 hover:text-accent-700"
              >
                {siteConfig.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-accent-400">
                <Clock className="size-5" aria-hidden="true" />
              </span>
              <span className="text-ink-muted">
                {text.daysAndHours(workingDays.days, workingDays.hours)}
              </span>
            </li>
          </ul>
        </div>
        <div className="rounded-3xl bg-white p-5 shadow-soft sm:p-8">
          <EnquiryForm
            draftKey="enquiry-draft:contact"
            layout="wide"
            onSuccess={(id) => navigate(paths.thankYou.getHref(id))}
          />
        </div>
      </div>
    </section>
  )
}
