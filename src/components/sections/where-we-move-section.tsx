import { ArrowRight } from 'lucide-react'

import { Link } from '@/components/ui/link'
import { paths } from '@/config/paths'
import type { DestinationLink } from '@/content/types'

import { HeadedSection } from './section-heading'
import * as text from './where-we-move-section.messages'

type WhereWeMoveSectionProps = {
  id: string
  title: string
  subtitle?: string
  destinations: DestinationLink[]
  className?: string
}

/** Links to the destination guides, each with its transit time, as plain prerendered links. */
export function WhereWeMoveSection({ destinations, ...section }: WhereWeMoveSectionProps) {
  return (
    <HeadedSection eyebrow={text.eyebrow} {...section}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {destinations.map((destination) => (
          <li key={destination.slug}>
            <Link
              to={paths.destination.getHref(destination.slug)}
              className="group flex min-h-16 items-center justify-between gap-4 rounded-card border border-navy-100 bg-white px-5 py-3 shadow-soft transition-colors hover:border-accent-500"
            >
              <span className="flex flex-col">
                <span className="font-semibold text-navy-950">
                  {text.route(destination.country)}
                </span>
                <span className="text-sm text-ink-muted">{destination.transitTime}</span>
              </span>
              <ArrowRight
                className="size-5 shrink-0 text-accent-700 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </HeadedSection>
  )
}
