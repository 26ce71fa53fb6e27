import { useState, type ChangeEvent, type FormEvent } from 'react'

import { FilterActions } from '@/console/app/components/filter-actions'
import { InputField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'

import * as text from '../audit-trail.messages'

const AUDIT_FILTERS = ['actor', 'record', 'id', 'from', 'to', 'action'] as const
export type AuditFilters = Record<(typeof AUDIT_FILTERS)[number], string>

const actionOptions = Object.entries(text.actions).map(([value, label]) => ({ value, label }))
const recordOptions = Object.entries(text.records).map(([value, label]) => ({ value, label }))

/** The filters as the page's address holds them, so a filtered trail can be shared and reloaded. */
export const filtersOf = (params: URLSearchParams) =>
  Object.fromEntries(AUDIT_FILTERS.map((name) => [name, params.get(name) ?? ''])) as AuditFilters

const DAY = 86_400_000
const dohaMidnight = (date: string) => Date.parse(`${date}T00:00:00+03:00`)

/** The API's query for the filters: days are Doha's, the last one whole. */
export function auditQuery(filters: AuditFilters) {
  const query = new URLSearchParams()
  for (const name of ['actor', 'record', 'id', 'action'] as const)
    if (filters[name]) query.set(name, filters[name])
  if (/^\d{4}-\d{2}-\d{2}$/.test(filters.from))
    query.set('from', String(dohaMidnight(filters.from)))
  if (/^\d{4}-\d{2}-\d{2}$/.test(filters.to))
    query.set('to', String(dohaMidnight(filters.to) + DAY))
  return query
}

/** Who, which record, when and what: applied together, kept in the address. */
export function AuditFilterForm({
  filters,
  people,
  onApply,
}: {
  filters: AuditFilters
  people: Array<{ value: string; label: string }>
  onApply: (filters: AuditFilters) => void
}) {
  const [draft, setDraft] = useState(filters)
  const set =
    (name: keyof AuditFilters) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft((now) => ({ ...now, [name]: event.target.value }))
  const apply = (event: FormEvent) => {
    event.preventDefault()
    onApply(draft)
  }
  return (
    <form
      role="search"
      aria-label={text.filtersLabel}
      onSubmit={apply}
      className="grid gap-4 rounded-card bg-white p-4 shadow-soft sm:grid-cols-2 sm:p-6 lg:grid-cols-3"
    >
      <SelectField
        label={text.personFilter}
        placeholder={text.everyone}
        options={people}
        value={draft.actor}
        onChange={set('actor')}
      />
      <SelectField
        label={text.recordFilter}
        placeholder={text.allRecords}
        options={recordOptions}
        value={draft.record}
        onChange={set('record')}
      />
      <InputField
        label={text.recordIdFilter}
        hint={text.recordIdHint}
        dir="ltr"
        maxLength={40}
        value={draft.id}
        onChange={set('id')}
      />
      <InputField label={text.fromFilter} type="date" value={draft.from} onChange={set('from')} />
      <InputField label={text.toFilter} type="date" value={draft.to} onChange={set('to')} />
      <SelectField
        label={text.actionFilter}
        placeholder={text.allActions}
        options={actionOptions}
        value={draft.action}
        onChange={set('action')}
      />
      <FilterActions
        apply={text.showEntries}
        clear={text.clearFilters}
        onClear={() =>
          onApply(Object.fromEntries(AUDIT_FILTERS.map((name) => [name, ''])) as AuditFilters)
        }
        className="sm:col-span-2 lg:col-span-3"
      />
    </form>
  )
}
