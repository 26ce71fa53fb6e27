import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/form/select'

import { staffApi, type AuditEntry, type Member } from '@/console/app/api'
import { auditChanges, describeChange } from './audit-change'
import { HealthPanel } from './components/health-panel'
import { Notice, messageOf } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import { moment } from '@/console/app/format'
import * as text from './audit-trail.messages'
import { useStaffData } from '@/console/app/use-staff-data'

const actionOptions = Object.entries(text.actions).map(([value, label]) => ({ value, label }))

const PAGE = 100

/** Admins' view of the audit trail, newest first, filtered by action, a hundred at a time. */
export function AuditPage() {
  const [action, setAction] = useState('')
  const first = useStaffData<{ entries: AuditEntry[] }>(
    `audit?${new URLSearchParams(action ? { action } : {})}`,
  )
  // Older pages the person asked for, kept only for the filter they were read under.
  const [older, setOlder] = useState<{ action: string; entries: AuditEntry[]; more: boolean }>({
    action: '',
    entries: [],
    more: true,
  })
  const [problem, setProblem] = useState<string | null>(null)
  // Assignments name staff by id; the audit trail is for admins, who can read the accounts.
  const members = useStaffData<{ members: Member[] }>('members')
  const names = new Map((members.data?.members ?? []).map((member) => [member.id, member.name]))
  const firstPage = first.data?.entries ?? []
  const extra = older.action === action ? older : { action, entries: [], more: true }
  const entries = [...firstPage, ...extra.entries]
  const more = firstPage.length === PAGE && extra.more

  async function loadOlder() {
    const query = new URLSearchParams({
      ...(action && { action }),
      before: String(entries.at(-1)?.id ?? 0),
    })
    try {
      const page = (await staffApi<{ entries: AuditEntry[] }>(`audit?${query}`)).entries
      setOlder({ action, entries: [...extra.entries, ...page], more: page.length === PAGE })
      setProblem(null)
    } catch (error) {
      setProblem(messageOf(error))
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={text.auditTitle} intro={text.auditIntro} />
      <HealthPanel />
      <div className="max-w-xs">
        <SelectField
          label={text.actionFilter}
          placeholder={text.allActions}
          options={actionOptions}
          value={action}
          onChange={(event) => setAction(event.target.value)}
        />
      </div>
      {problem || first.error ? <Notice tone="error">{problem ?? first.error}</Notice> : null}
      {entries.length === 0 ? (
        <p className="text-ink-muted">{text.noEntries}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-navy-100 rounded-card bg-white px-4 shadow-soft sm:px-6">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-1 py-3 text-sm sm:grid-cols-[12rem_1fr]">
              <time className="text-ink-muted" dateTime={new Date(entry.at).toISOString()}>
                {moment(entry.at)}
              </time>
              <div className="flex flex-col gap-1">
                <p>
                  <span className="font-semibold text-navy-900">
                    {text.actions[entry.action] ?? entry.action}
                  </span>{' '}
                  · {entry.actorName ?? text.nobody} · <bdi dir="ltr">{entry.ip}</bdi>
                  {entry.recordType ? (
                    <>
                      {' '}
                      · {text.records[entry.recordType] ?? entry.recordType}{' '}
                      <bdi dir="ltr">{`#${entry.recordId ?? ''}`}</bdi>
                    </>
                  ) : null}
                </p>
                {auditChanges(entry, names).length > 0 ? (
                  <div className="flex flex-col text-xs text-ink-muted">
                    {auditChanges(entry, names).map((change) => (
                      <p key={change.field}>
                        <bdi>{describeChange(change)}</bdi>
                      </p>
                    ))}
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      {more ? (
        <Button variant="outline" onClick={() => void loadOlder()}>
          {text.olderEntries}
        </Button>
      ) : null}
    </div>
  )
}
