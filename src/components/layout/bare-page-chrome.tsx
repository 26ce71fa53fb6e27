import { Phone } from 'lucide-react'

import { Link } from '@/components/ui/link'
import { siteConfig, telHref, whatsappHref } from '@/config/env'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'

import * as text from './bare-page-chrome.messages'
import { WhatsAppGlyph } from './floating-actions'
import { Logo } from './logo'

type Tone = { tone: 'light' | 'dark' }

/**
 * What a page without the site's header still owes a visitor: the logo home, and the phone and
 * WhatsApp lines, so a dead end or a finished enquiry never leaves them without a next step.
 */
export function BareTopBar({ tone }: Tone) {
  const link = cn(
    'inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold',
    tone === 'dark' ? 'text-white hover:bg-white/10' : 'text-navy-900 hover:bg-navy-50',
  )
  return (
    <div className="container-page flex flex-wrap items-center justify-between gap-3 py-4">
      <Link to={paths.home.getHref()}>
        <Logo tone={tone === 'dark' ? 'light' : 'dark'} home />
      </Link>
      <div className="flex items-center gap-1">
        <a href={telHref(siteConfig.primaryPhone)} className={link}>
          <Phone className="size-4" aria-hidden="true" />
          <bdi dir="ltr" className="tabular-nums">
            {siteConfig.primaryPhone}
          </bdi>
        </a>
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={text.whatsappLink}
          className={link}
        >
          <WhatsAppGlyph className="size-5" />
        </a>
      </div>
    </div>
  )
}

const usefulLinks = [
  { to: paths.services.getHref(), label: text.services },
  { to: paths.track.getHref(), label: text.track },
  { to: paths.quote.getHref(), label: text.quote },
  { to: paths.contact.getHref(), label: text.contact },
]

export function UsefulLinks({ tone }: Tone) {
  return (
    <nav aria-label={text.usefulLinks} className="mt-2">
      <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
        {usefulLinks.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={cn(
                'inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline',
                tone === 'dark' ? 'text-accent-300' : 'text-navy-900',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
