import type { LeadStatus } from '@contract/leads'
import { cn } from '@/lib/cn'

import type { Lead } from '@/console/app/api'
import { responseClock } from '../response-clock'
import * as common from '@/console/app/console.messages'
import * as text from '../leads.messages'
import * as quotes from '../quote-pipeline.messages'

const tones: Record<LeadStatus, string> = {
  new: 'bg-accent-300 text-navy-950',
  contacted: 'bg-navy-50 text-navy-900',
  quoted: 'bg-navy-100 text-navy-900',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-sand-200 text-ink',
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold'

/** Office time as hours and minutes. */
const officeTime = (ms: number) => {
  const minutes = Math.floor(ms / 60_000)
  return text.duration(Math.floor(minutes / 60), minutes % 60)
}

/**
 * Where a lead stands: its status, how long it waited (or waits) for its first answer, and the
 * marks of sent quotes that need a call.
 */
export function LeadStatusLine({ lead, now }: { lead: Lead; now: number }) {
  const clock = responseClock(lead, now)
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
      <span className={cn(badge, tones[lead.status])}>{common.statuses[lead.status]}</span>
      {clock.waiting && clock.overdue ? (
        <span className={cn(badge, 'bg-red-700 text-white')}>{text.overdue}</span>
      ) : null}
      {lead.followUp?.map((mark) => (
        <span key={mark} className={cn(badge, 'bg-accent-300 text-navy-950')}>
          {quotes.followUps[mark]}
        </span>
      ))}
      <span>
        {clock.waiting
          ? text.waitingFor(officeTime(clock.waited))
          : text.answeredIn(officeTime(clock.waited))}
      </span>
    </p>
  )
}
