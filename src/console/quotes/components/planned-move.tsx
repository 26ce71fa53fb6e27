import { inventoryLines, quoteRows } from '@/lib/quote-summary'

import { InventoryList } from '@/console/app/components/inventory-list'

import type { PlannedMove } from '../quote-api'
import * as text from '../quotes.messages'

/** What the planner carried over to the quote, read-only, so sales price from it. */
export function PlannedMoveFacts({ move }: { move: PlannedMove }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-sand-50 p-3 sm:p-4">
      <h4 className="text-lg">{text.plannedTitle}</h4>
      <p className="text-sm text-ink-muted">{text.plannedIntro}</p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
        {quoteRows(move).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <InventoryList
        lines={inventoryLines(move)}
        heading={<h5 className="font-semibold">{text.inventoryTitle}</h5>}
      />
    </div>
  )
}
