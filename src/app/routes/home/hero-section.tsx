import { ArrowUpRight, Award, Globe2, ShieldCheck } from 'lucide-react'

import { getQuote } from '@/components/layout/site-header.messages'
import { EnquireButton } from '@/app/enquire-button'

import { HeroPanel } from './hero-panel'
import * as text from './home.messages'

const trustPoints = [
  { icon: ShieldCheck, label: text.trustCertified },
  { icon: Globe2, label: text.trustCountries },
  { icon: Award, label: text.trustMoves },
]

type HeroSectionProps = { headline: string; subheadline: string }

/**
 * The home hero: headline first on phones, the booking/tracking panel beside it on desktop. On a
 * phone the header has no room for 'Get a quote', so the hero offers it on the first screen, and
 * the headline is set small enough to take at most three lines there.
 */
export function HeroSection({ headline, subheadline }: HeroSectionProps) {
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="hero-glow overflow-hidden bg-navy-900 pt-24 pb-14 text-white lg:pt-36 lg:pb-24"
    >
      {/* Top-aligned: the booking panel grows downwards as it opens, and the headline stays put. */}
      <div className="container-page relative grid items-start gap-10 lg:grid-cols-[1.05fr_0.95fr] lg:gap-14">
        <div className="flex min-w-0 flex-col gap-6">
          <p className="eyebrow text-accent-400">{text.heroEyebrow}</p>
          <h1
            id="home-hero-heading"
            className="text-[1.75rem] leading-[1.15] text-white sm:text-5xl lg:text-[3.5rem] lg:leading-[1.08]"
          >
            {headline}
          </h1>
          <p className="max-w-xl text-lg text-navy-100">{subheadline}</p>
          <div className="lg:hidden">
            <EnquireButton
              size="lg"
              icon={<ArrowUpRight className="size-5" aria-hidden="true" />}
              plannerTitle={text.plannerTitle}
            >
              {getQuote}
            </EnquireButton>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm font-semibold text-navy-100">
            {trustPoints.map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-2">
                <Icon className="size-5 text-accent-400" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <HeroPanel />
      </div>
    </section>
  )
}
