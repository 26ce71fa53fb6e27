import { FileText, Landmark, PhoneCall, Plane, Ship, type LucideIcon } from 'lucide-react'

import { RunningText } from '@/components/ui/running-text'
import type { AtAGlance } from '@/content/types'
import { cn } from '@/lib/cn'

import * as text from './at-a-glance-section.messages'

type AtAGlanceSectionProps = {
  id: string
  glance: AtAGlance
  className?: string
}

function Fact({
  icon: Icon,
  label,
  value,
  wide,
}: {
  icon: LucideIcon
  label: string
  value: string
  wide?: boolean
}) {
  return (
    <div className={cn('flex flex-col gap-1', wide && 'col-span-2')}>
      <dt className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        <Icon className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
        {label}
      </dt>
      <dd className={cn('text-ink-muted', !wide && 'text-lg font-semibold text-navy-900 tabular')}>
        <RunningText text={value} />
      </dd>
    </div>
  )
}

/**
 * The card a guide opens with: the transit times, the customs relief, the papers and the next
 * step, so a reader on a phone has the answers before the long text.
 */
export function AtAGlanceSection({ id, glance, className }: AtAGlanceSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'flex flex-col gap-4 rounded-card border border-navy-100 bg-white p-5 shadow-soft sm:p-6',
        className,
      )}
    >
      <h2 id={id} className="text-xl">
        {text.title}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
        <Fact icon={Ship} label={text.sea} value={glance.sea} />
        <Fact icon={Plane} label={text.air} value={glance.air} />
        <Fact icon={Landmark} label={text.customs} value={glance.customs} wide />
        <Fact icon={FileText} label={text.documents} value={glance.documents} wide />
        <Fact icon={PhoneCall} label={text.nextStep} value={glance.nextStep} wide />
      </dl>
    </section>
  )
}
