import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'

import { Button } from '@/components/ui/button'

import { staffApi, type AuditEntry, type Member } from '@/console/app/api'
import { AuditEntryItem } from './components/audit-entry'
import { AuditFilterForm, auditQuery, filtersOf } from './components/audit-filters'
import { HealthPanel } from './components/health-panel'
import { Notice, messageOf } from '@/console/app/components/notice'
import { PageHeading } from '@/console/app/components/page-heading'
import * as text from './audit-trail.messages'
import { useStaffData } from '@/console/app/use-staff-data'

const PAGE = 100

/**
 * Admins' view of the audit trail, newest first, a hundred at a time, filtered by person, record,
 * days and action; the filters live in the address.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams()
  const filters = filtersOf(params)
  const query = auditQuery(filters).toString()
  const first = useStaffData<{ entries: AuditEntry[] }>(`audit?${query}`)
  // Older pages the person asked for, kept only for the filters they were read under.
  const [older, setOlder] = useState<{ query: string; entries: AuditEntry[]; more: boolean }>({
    query: '',
    entries: [],
    more: true,
  })
  const [problem, setProblem] = useState<string | null>(null)
  // Assignments name staff by id; the audit trail is for admins, who can read the accounts.
  const members = useStaffData<{ members: Member[] }>('members')
  const names = new Map((members.data?.members ?? []).map((member) => [member.id, member.name]))
  const people = (members.data?.members ?? []).map((member) => ({
    value: String(member.id),
    label: member.name,
  }))
  const firstPage = first.data?.entries ?? []
  const extra = older.query === query ? older : { query, entries: [], more: true }
  const entries = [...firstPage, ...extra.entries]
  const more = firstPage.length === PAGE && extra.more

  async function loadOlder() {
    const next = new URLSearchParams(query)
    next.set('before', String(entries.at(-1)?.id ?? 0))
    try {
      const page = (await staffApi<{ entries: AuditEntry[] }>(`audit?${next}`)).entries
      setOlder({ query, entries: [...extra.entries, ...page], more: page.length === PAGE })
      setProblem(null)
    } catch (error) {
      setProblem(messageOf(error))
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={text.auditTitle} intro={text.auditIntro} />
      <HealthPanel />
      <AuditFilterForm
        key={params.toString()}
        filters={filters}
        people={people}
        onApply={(chosen) =>
          setParams(Object.fromEntries(Object.entries(chosen).filter(([, value]) => value)))
        }
      />
      {problem || first.error ? <Notice tone="error">{problem ?? first.error}</Notice> : null}
      {first.data && entries.length === 0 ? (
        <p className="text-ink-muted">{text.noEntries}</p>
      ) : null}
      {entries.length > 0 ? (
        <ol className="flex flex-col divide-y divide-navy-100 rounded-card bg-white px-4 shadow-soft sm:px-6">
          {entries.map((entry) => (
            <AuditEntryItem key={entry.id} entry={entry} names={names} />
          ))}
        </ol>
      ) : null}
      {more ? (
        <Button variant="outline" onClick={() => void loadOlder()}>
          {text.olderEntries}
        </Button>
      ) : null}
    </div>
  )
}
