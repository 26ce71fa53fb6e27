import { Mail, MapPin, Phone } from 'lucide-react'

import { Link } from '@/components/ui/link'
import { address, comma } from '@/config/company'
import { siteConfig, telHref } from '@/config/env'
import { paths } from '@/config/paths'
import { destinationLinks } from '@/content/indexes/destination-links'
import { navItems } from '@/content/nav'

import { Logo } from './logo'
import * as text from './site-footer.messages'
import { SocialIcon } from './social-icons'

const quickLinks = [
  { to: paths.terms.getHref(), label: text.terms },
  { to: paths.privacy.getHref(), label: text.privacy },
  { to: paths.gallery.getHref(), label: text.gallery },
]

/** One column of footer links under its heading. */
function LinkList({
  label,
  heading,
  links,
}: {
  label: string
  heading: string
  links: ReadonlyArray<{ to: string; label: string }>
}) {
  return (
    <nav aria-label={label}>
      <h2 className="text-base font-bold text-white">{heading}</h2>
      <ul className="mt-4 flex flex-col gap-1">
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="inline-flex min-h-9 items-center hover:text-accent-400">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * Every page's footer: about us, quick links, services, destinations and contact details. Always
 * below a phone's first screen, it skips layout until it nears the viewport, so neither the first
 * paint nor the late fonts' swap lays out its 130 elements (ADR 037); reserved-heights.css holds
 * its measured height meanwhile.
 */
export function SiteFooter() {
  return (
    <footer className="section-offscreen bg-navy-950 text-navy-100">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:py-20">
        <div className="flex flex-col gap-5">
          <Logo tone="light" />
          <p className="max-w-sm text-navy-200">{text.about}</p>
          <ul className="flex gap-2" aria-label={text.socialMedia}>
            {siteConfig.socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={text.socialLink(link.label)}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-500 hover:text-navy-950"
                >
                  <SocialIcon network={link.network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <LinkList label={text.footerNavigation} heading={text.explore} links={navItems} />
        <LinkList label={text.quickLinks} heading={text.quickLinks} links={quickLinks} />

        <div>
          <h2 className="text-base font-bold text-white">{text.getInTouch}</h2>
          <ul className="mt-4 flex flex-col gap-4">
            <li className="flex gap-3">
              <Mail className="mt-1 size-5 shrink-0 text-accent-400" aria-hidden="true" />
              <a href={`mailto:${siteConfig.email}`} className="break-all hover:text-accent-400">
                {siteConfig.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Phone className="mt-1 size-5 shrink-0 text-accent-400" aria-hidden="true" />
              <span className="flex flex-col">
                {siteConfig.phones.map((phone) => (
                  <a key={phone} href={telHref(phone)} className="tabular hover:text-accent-400">
                    <bdi dir="ltr">{phone}</bdi>
                  </a>
                ))}
              </span>
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-1 size-5 shrink-0 text-accent-400" aria-hidden="true" />
              <address className="not-italic">
                {address.street}
                {comma}
                {address.area}
                <br />
                {[address.postalCode, address.city, address.country].join(comma)}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <nav aria-label={text.whereWeMove} className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 lg:flex-row lg:items-baseline lg:gap-6">
          <h2 className="shrink-0 text-base font-bold text-white">{text.whereWeMove}</h2>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {destinationLinks.map((destination) => (
              <li key={destination.slug}>
                <Link
                  to={paths.destination.getHref(destination.slug)}
                  className="inline-flex min-h-9 items-center hover:text-accent-400"
                >
                  {destination.country}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-navy-200">
          {text.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  )
}
