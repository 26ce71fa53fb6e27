import { Mail, MapPin, Phone } from 'lucide-react'
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

import { Head } from '@/components/seo/head'
import { PageBanner } from '@/components/ui/page-banner'
import { address, comma } from '@/config/company'
import { siteConfig, telHref } from '@/config/env'
import { paths, REACH_OUT_ANCHOR } from '@/config/paths'
import { contactIntro, mapCaption } from '@/content/contact'
import { officeHours } from '@/content/office-hours'
import { illustration } from '@/content/images'
import { DeferredContactFormSection } from '@/features/enquiry/components/deferred-contact-form-section'

import * as text from './contact.messages'

/** The anchor scroll waits 100 ms so the page has laid out. */
const ANCHOR_SCROLL_DELAY_MS = 100

/** /contact-us: how to reach us, the office on a map and the contact form. */
export default function ContactRoute() {
  const { hash } = useLocation()

  useEffect(() => {
    if (hash !== `#${REACH_OUT_ANCHOR}`) return
    const timer = window.setTimeout(() => {
      document
        .getElementById(REACH_OUT_ANCHOR)
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    }, ANCHOR_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [hash])

  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${siteConfig.companyName} ${siteConfig.address.street} ${siteConfig.address.city}`)}`
  const blocks = [
    {
      icon: MapPin,
      title: text.visit,
      lines: [
        [address.street, address.area].join(comma),
        [address.postalCode, address.city, address.country].join(comma),
      ],
    },
    {
      icon: Mail,
      title: text.write,
      href: `mailto:${siteConfig.email}`,
      lines: [siteConfig.email],
    },
    {
      icon: Phone,
      title: text.call,
      href: telHref(siteConfig.primaryPhone),
      lines: siteConfig.phones,
    },
  ]

  return (
    <>
      <Head title={text.title} description={text.description} keywords={text.keywords} />
      <PageBanner
        title={text.bannerTitle}
        highlight={text.bannerHighlight}
        text={contactIntro.text}
        image={illustration('map-route', text.bannerImage)}
        breadcrumb={{ label: text.breadcrumb, to: paths.contact.getHref() }}
      />
      <section aria-labelledby="connect-heading" className="section">
        <div className="container-page flex flex-col gap-10">
          <div className="flex flex-col gap-3 text-center">
            <h2 id="connect-heading" className="text-3xl sm:text-4xl">
              {contactIntro.heading}
            </h2>
            <ul className="mx-auto flex flex-wrap justify-center gap-x-6 gap-y-1 text-ink-muted">
              {officeHours.map((slot) => (
                <li key={slot.days}>
                  <strong className="text-navy-900">{slot.days}:</strong> {slot.hours}
                </li>
              ))}
            </ul>
          </div>
          <ul className="grid gap-5 md:grid-cols-3">
            {blocks.map(({ icon: Icon, title, href, lines }) => (
              <li
                key={title}
                className="flex flex-col items-center gap-3 rounded-card border border-navy-100 bg-white p-8 text-center shadow-soft"
              >
                <span className="inline-flex size-14 items-center justify-center rounded-full bg-navy-900 text-accent-400">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="text-lg">{title}</h3>
                {lines.map((line) =>
                  href ? (
                    <a
                      key={line}
                      href={href.startsWith('tel:') ? telHref(line) : href}
                      className="font-semibold break-all text-navy-900 tabular hover:text-accent-800"
                    >
                      {/* The e-mail address and phone numbers read left to right in Arabic too. */}
                      <bdi dir="ltr">{line}</bdi>
                    </a>
                  ) : (
                    <p key={line} className="text-ink-muted">
                      <bdi>{line}</bdi>
                    </p>
                  ),
                )}
              </li>
            ))}
          </ul>
          <figure className="overflow-hidden rounded-3xl border border-navy-100 bg-sand-100 shadow-soft">
            <img
              src="/images/maps/doha-office.svg"
              alt={text.map(address.street, address.area, address.city)}
              width={1200}
              height={800}
              loading="lazy"
              decoding="async"
              className="aspect-[3/2] w-full object-cover md:aspect-[12/5]"
            />
            <figcaption className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
              <span className="text-ink-muted">{mapCaption}</span>
              <a
                href={mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 shrink-0 items-center font-semibold text-accent-800 underline-offset-4 hover:underline"
              >
                {text.openMap}
                <span className="sr-only">{text.newTab}</span>
              </a>
            </figcaption>
          </figure>
        </div>
      </section>
      <DeferredContactFormSection />
    </>
  )
}
