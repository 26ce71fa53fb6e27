import { Link } from '@/components/ui/link'

import type { AuditEntry } from '@/console/app/api'
import { moment } from '@/console/app/format'
import { auditChanges, describeChange } from '../audit-change'
import * as text from '../audit-trail.messages'
import { actorName } from '../timeline-words'

/** Where a line's record lives in the console: a lead, a shipment (an update's too), the members. */
function recordPath(entry: AuditEntry): string | null {
  const id = entry.recordId
  if (entry.recordType === 'lead' && id) return `/leads/${id}`
  if (entry.recordType === 'shipment' && id) return `/shipments/${encodeURIComponent(id)}`
  if (entry.recordType === 'status-update') {
    const trackingId = entry.after?.trackingId ?? entry.before?.trackingId
    return typeof trackingId === 'string' ? `/shipments/${encodeURIComponent(trackingId)}` : null
  }
  if (entry.recordType === 'staff') return '/members'
  return null
}

/** One line of the trail: when, what, who, from where, on which record (a link), what changed. */
export function AuditEntryItem({
  entry,
  names,
}: {
  entry: AuditEntry
  names: ReadonlyMap<number, string>
}) {
  const path = recordPath(entry)
  const record = entry.recordType ? (
    <>
      {text.records[entry.recordType] ?? entry.recordType}{' '}
      <bdi dir="ltr">{`#${entry.recordId ?? ''}`}</bdi>
    </>
  ) : null
  const changes = auditChanges(entry, names)
  const actor = {
    id: entry.actorId,
    name: entry.actorName,
    cli: entry.ip === 'cli' && entry.actorId === null,
  }
  return (
    <li className="grid min-w-0 gap-1 py-3 text-sm sm:grid-cols-[12rem_1fr]">
      <time className="text-ink-muted" dateTime={new Date(entry.at).toISOString()}>
        {moment(entry.at)}
      </time>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="break-words">
          <span className="font-semibold text-navy-900">
            {text.actions[entry.action] ?? entry.action}
          </span>{' '}
          · <bdi>{actorName(actor)}</bdi> · <bdi dir="ltr">{entry.ip}</bdi>
          {record ? (
            <>
              {' · '}
              {path ? (
                <Link
                  to={path}
                  className="font-semibold text-navy-700 underline underline-offset-4"
                >
                  {record}
                </Link>
              ) : (
                record
              )}
            </>
          ) : null}
        </p>
        {changes.length > 0 ? (
          <div className="flex flex-col text-xs text-ink-muted">
            {changes.map((change) => (
              <p key={change.field} className="break-words">
                <bdi>{describeChange(change)}</bdi>
              </p>
            ))}
          </div>
        ) : null}
      </div>
    </li>
  )
}
