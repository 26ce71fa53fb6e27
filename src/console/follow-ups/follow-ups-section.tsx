import type { FollowUpView } from '@contract/follow-ups'
import { Button } from '@/components/ui/button'

import { staffApi } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { Section } from '@/console/app/components/section'
import { moment } from '@/console/app/format'
import { useAction } from '@/console/app/use-action'
import { useStaffData } from '@/console/app/use-staff-data'
import * as text from './follow-ups.messages'

/**
 * A lead's or a shipment's follow-ups (issue 55, item 5): the scheduled ones, each of which staff
 * may skip or send now, and those that went, with their channel and how they fared, or why they
 * did not. `of` is the record's address under the staff API (`leads/7`, `shipments/QA123`).
 */
export function FollowUpsSection({ of, readAgainOn }: { of: string; readAgainOn?: unknown }) {
  const list = useStaffData<{ followUps: FollowUpView[] }>(`${of}/follow-ups`, readAgainOn)
  const { busy, notice, run } = useAction()
  const followUps = list.data?.followUps ?? []
  const scheduled = followUps.filter(({ status }) => status === 'scheduled')
  const past = followUps.filter(({ status }) => status !== 'scheduled')

  const act = (followUp: FollowUpView, verb: 'skip' | 'send-now') =>
    void run(`${verb}-${followUp.id}`, async () => {
      try {
        await staffApi(`follow-ups/${followUp.id}/${verb}`, {})
        return { text: verb === 'skip' ? text.skipped : text.broughtForward }
      } finally {
        // Refused too: it was sent or cancelled meanwhile, which the list then shows.
        list.reload()
      }
    })

  return (
    <Section id="follow-ups" title={text.sectionTitle}>
      <div className="flex flex-col gap-4">
        {list.error ? <Notice tone="error">{list.error}</Notice> : null}
        {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
        {!list.data && !list.error ? (
          <p role="status" className="text-ink-muted">
            {text.loading}
          </p>
        ) : null}
        {list.data && followUps.length === 0 ? <p className="text-ink-muted">{text.none}</p> : null}
        {scheduled.length > 0 ? (
          <div>
            <h3 className="mb-2 text-lg">{text.scheduledTitle}</h3>
            <ul className="flex flex-col divide-y divide-sand-200">
              {scheduled.map((followUp) => {
                const name = text.ruleNames[followUp.rule]
                return (
                  <li key={followUp.id} className="flex flex-wrap items-center gap-3 py-3">
                    <span className="me-auto flex flex-col">
                      <span className="font-semibold">{name}</span>
                      <span className="text-sm text-ink-muted">
                        {text.dueAt(moment(followUp.dueAt))}
                        {followUp.doneByName
                          ? ` · ${text.broughtForwardBy(followUp.doneByName)}`
                          : ''}
                      </span>
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={text.sendNowLabel(name)}
                      loading={busy === `send-now-${followUp.id}`}
                      disabled={busy !== null}
                      onClick={() => act(followUp, 'send-now')}
                    >
                      {text.sendNow}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={text.skipLabel(name)}
                      loading={busy === `skip-${followUp.id}`}
                      disabled={busy !== null}
                      onClick={() => act(followUp, 'skip')}
                    >
                      {text.skip}
                    </Button>
                  </li>
                )
              })}
            </ul>
          </div>
        ) : null}
        {past.length > 0 ? (
          <div>
            <h3 className="mb-2 text-lg">{text.pastTitle}</h3>
            <ul className="flex flex-col divide-y divide-sand-200">
              {past.map((followUp) => (
                <li key={followUp.id} className="flex flex-col py-3">
                  <span className="font-semibold">{text.ruleNames[followUp.rule]}</span>
                  <span className="text-sm text-ink-muted">{outcome(followUp)}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Section>
  )
}

/** What became of a follow-up that is no longer scheduled, in one line. */
function outcome(followUp: FollowUpView) {
  if (followUp.status === 'sent') {
    const parts = [text.sentAt(moment(followUp.sentAt ?? followUp.dueAt))]
    if (followUp.channel) parts.push(text.channels[followUp.channel])
    if (followUp.delivery) parts.push(text.deliveries[followUp.delivery] ?? followUp.delivery)
    return parts.join(' · ')
  }
  if (followUp.status === 'skipped')
    return followUp.doneByName ? text.skippedBy(followUp.doneByName) : text.skippedByNobody
  return text.cancelled(followUp.reason ? text.reasons[followUp.reason] : '—')
}
