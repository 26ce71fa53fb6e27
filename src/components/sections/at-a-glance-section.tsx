import { RunningText } from '@/components/ui/running-text'
import type { AtAGlance } from '@/content/types'
import { cn } from '@/lib/cn'

import * as text from './at-a-glance-section.messages'

type AtAGlanceSectionProps = {
  id: string
  glance: AtAGlance
}

/**
 * A time sits on its label's line: at the line's end in a narrow card, right after the label in
 * one as wide as a tablet, and below the label only when the line is full.
 */
function Fact({
  label,
  value,
  time,
  className,
}: {
  label: string
  value: string
  time?: boolean
  className?: string
}) {
  return (
    <div
      className={cn(
        'flex',
        time
          ? 'flex-wrap items-baseline justify-between gap-x-3 sm:justify-start lg:justify-between'
          : 'flex-col gap-1',
        className,
      )}
    >
      <dt className="text-sm font-semibold text-accent-800">{label}</dt>
      <dd className={time ? 'text-lg font-semibold text-navy-900 tabular' : 'text-ink-muted'}>
        <RunningText text={value} />
      </dd>
    </div>
  )
}

/**
 * The card a guide opens with: the transit times, the customs relief, the papers and the next
 * step, so a reader on a phone has the answers before the long text.
 */
export function AtAGlanceSection({ id, glance }: AtAGlanceSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-card border border-navy-100 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id={id} className="text-xl">
        {text.title}
      </h2>
      <dl className="flex flex-col gap-3">
        <Fact label={text.sea} value={glance.sea} time />
        <Fact label={text.air} value={glance.air} time className="border-b border-navy-100 pb-3" />
        <Fact label={text.customs} value={glance.customs} />
        <Fact label={text.documents} value={glance.documents} />
        <Fact label={text.nextStep} value={glance.nextStep} />
      </dl>
    </section>
  )
}
