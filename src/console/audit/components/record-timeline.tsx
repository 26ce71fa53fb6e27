import { useEffect, useMemo, useState } from 'react'

import type { ContactChannel, Timeline } from '@contract/timeline'

import { staffApi } from '@/console/app/api'
import { Notice } from '@/console/app/components/notice'
import { Section } from '@/console/app/components/section'
import * as common from '@/console/app/console.messages'
import { moment } from '@/console/app/format'
import { useStaffData } from '@/console/app/use-staff-data'
import { eventWords } from '../timeline-words'
import * as text from './record-timeline.messages'

type TimelineProps = {
  path: string
  record: 'lead' | 'shipment'
  /** The page's own data: when the page reads it again, so does the timeline. */
  readAgainOn?: unknown
  names?: ReadonlyMap<number, string>
}

/** What happened to a lead or a shipment, newest first, in the audit trail's words. */
function RecordTimeline({ path, record, readAgainOn, names = new Map() }: TimelineProps) {
  const timeline = useStaffData<Timeline>(path, readAgainOn)
  return (
    <Section id="timeline" title={text.timelineTitle}>
      <p className="-mt-2 mb-3 text-sm text-ink-muted">{text.timelineIntro}</p>
      {timeline.error ? (
        <Notice tone="error">{timeline.error}</Notice>
      ) : !timeline.data ? (
        <p role="status" className="text-ink-muted">
          {common.loading}
        </p>
      ) : (
        <>
          <ol className="flex flex-col divide-y divide-navy-100">
            {timeline.data.events.map((event, index) => {
              const words = eventWords(event, names, record)
              return (
                <li
                  key={`${event.at}-${index}`}
                  className="grid min-w-0 gap-1 py-3 text-sm sm:grid-cols-[11rem_1fr]"
                >
                  <time className="text-ink-muted" dateTime={new Date(event.at).toISOString()}>
                    {moment(event.at)}
                  </time>
                  <div className="flex min-w-0 flex-col gap-1">
                    <p>
                      <span className="font-semibold text-navy-900">{words.headline}</span>
                      {words.actor ? (
                        <>
                          {' · '}
                          <bdi>{words.actor}</bdi>
                        </>
                      ) : null}
                    </p>
                    {words.details.map((detail, line) => (
                      <p
                        key={line}
                        dir="auto"
                        className="text-start break-words whitespace-pre-line text-ink-muted"
                      >
                        {detail}
                      </p>
                    ))}
                  </div>
                </li>
              )
            })}
          </ol>
          {timeline.data.more ? (
            <p className="mt-3 text-sm text-ink-muted">{text.olderInAudit}</p>
          ) : null}
        </>
      )}
    </Section>
  )
}

/** Which way of contact a link on the page opens, if any. */
function channelOf(target: EventTarget | null): ContactChannel | null {
  const link = target instanceof Element ? target.closest('a[href]') : null
  const href = link?.getAttribute('href') ?? ''
  if (href.startsWith('tel:')) return 'call'
  if (href.startsWith('https://wa.me/')) return 'whatsapp'
  if (href.startsWith('mailto:')) return 'email'
  return null
}

/**
 * A lead's timeline. It also writes into the trail each call, WhatsApp chat or e-mail opened
 * from the lead's page, whichever of its links opened it (the contact buttons, the phone number).
 */
export function LeadTimeline({ id, readAgainOn }: { id: number; readAgainOn?: unknown }) {
  const [contacts, setContacts] = useState(0)
  const assignees = useStaffData<{ assignees: Array<{ id: number; name: string }> }>(
    'enquiries/assignees',
  )
  useEffect(() => {
    const opened = (event: MouseEvent) => {
      const via = channelOf(event.target)
      if (!via) return
      staffApi('enquiries/contact', { id, via }).then(
        () => setContacts((count) => count + 1),
        // The call goes ahead whether or not the trail heard of it; nothing to tell the caller.
        () => undefined,
      )
    }
    document.addEventListener('click', opened)
    return () => document.removeEventListener('click', opened)
  }, [id])
  // One value that changes when the page reads again or a contact is written.
  const again = useMemo(() => [readAgainOn, contacts], [readAgainOn, contacts])
  const names = new Map((assignees.data?.assignees ?? []).map((member) => [member.id, member.name]))
  return (
    <RecordTimeline
      path={`enquiries/${id}/timeline`}
      record="lead"
      readAgainOn={again}
      names={names}
    />
  )
}

/** A shipment's timeline: its updates posted, corrected and removed, its e-mails, its views. */
export function ShipmentTimeline({
  trackingId,
  readAgainOn,
}: {
  trackingId: string
  readAgainOn?: unknown
}) {
  return (
    <RecordTimeline
      path={`shipments/${encodeURIComponent(trackingId)}/timeline`}
      record="shipment"
      readAgainOn={readAgainOn}
    />
  )
}
