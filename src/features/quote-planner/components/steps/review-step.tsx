import { Button } from '@/components/ui/button'
import { ESTIMATE_NOTE } from '@/content/move-inventory'
import { plannerSteps } from '@/content/quote-planner'
import { quoteRows } from '@/lib/quote-summary'

import { toDetails } from '../../quote-planner-rules'
import * as text from './steps.messages'
import type { StepProps } from './step-props'

export function ReviewStep({ planner, onEdit }: StepProps & { onEdit: (index: number) => void }) {
  const { draft } = planner
  if (!draft.moveType) return null
  const details = toDetails({ ...draft, moveType: draft.moveType })
  const rows = quoteRows(details)
  const person = draft.person
  return (
    <div className="flex flex-col gap-4">
      <dl className="divide-y divide-navy-100 rounded-2xl border border-navy-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr]">
            <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
            <dd className="text-navy-950 tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr]">
          <dt className="text-sm font-semibold text-ink-muted">{text.you}</dt>
          <dd className="text-navy-950">
            {person.fullName}, +{person.dialCode} {person.phone}, {person.email}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-ink-muted">{ESTIMATE_NOTE}</p>
      <div className="flex flex-wrap gap-2">
        {plannerSteps.slice(0, -1).map((item, index) => (
          <Button key={item.id} variant="ghost" size="sm" onClick={() => onEdit(index)}>
            {text.edit(item.label)}
          </Button>
        ))}
      </div>
    </div>
  )
}
