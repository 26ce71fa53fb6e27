import { CheckCircle2 } from 'lucide-react'
import type { ReactNode } from 'react'

import type { Reason } from '@/content/types'
import { cn } from '@/lib/cn'

import { HeadedSection } from './section-heading'

type ReasonsSectionProps = {
  id: string
  title: string
  intro?: string
  reasons: Reason[]
  /** 'split': the first three in three columns, the rest in two. */
  layout: 'split' | 'grid'
  action?: ReactNode
  className?: string
}

function ReasonCard({ reason, index }: { reason: Reason; index: number }) {
  return (
    <li className="flex h-full flex-col gap-3 rounded-card border border-navy-100 bg-white p-6 shadow-soft">
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-base font-bold text-accent-400 tabular">
        {String(index + 1).padStart(2, '0')}
      </span>
      <h3 className="text-lg">{reason.title}</h3>
      <p className="text-ink-muted">{reason.description}</p>
    </li>
  )
}

/** 'Why choose' and 'Challenges' blocks: titled reason cards in a responsive grid. */
export function ReasonsSection({
  intro,
  reasons,
  layout,
  action,
  ...section
}: ReasonsSectionProps) {
  const first = layout === 'split' ? reasons.slice(0, 3) : reasons
  const rest = layout === 'split' ? reasons.slice(3) : []
  return (
    <HeadedSection subtitle={intro || undefined} {...section}>
      <ul
        className={cn(
          'grid gap-5 sm:grid-cols-2',
          layout === 'split' ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
        )}
      >
        {first.map((reason, index) => (
          <ReasonCard key={reason.title} reason={reason} index={index} />
        ))}
      </ul>
      {rest.length > 0 ? (
        <ul className="grid gap-5 md:grid-cols-2">
          {rest.map((reason, index) => (
            <ReasonCard key={reason.title} reason={reason} index={index + first.length} />
          ))}
        </ul>
      ) : null}
      {action ? <div className="flex justify-center">{action}</div> : null}
    </HeadedSection>
  )
}

export function Checklist({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-accent-600" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
