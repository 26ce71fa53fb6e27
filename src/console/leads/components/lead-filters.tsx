import { SlidersHorizontal } from 'lucide-react'
import { useState, type FormEvent } from 'react'

import { enquiryLocales } from '@contract/enquiry'
import { LEAD_CHANNELS, LEAD_STATUSES, RESPONSE_WINDOWS } from '@contract/leads'
import { FilterActions } from '@/console/app/components/filter-actions'
import { InputField } from '@/components/ui/form/input'
import { SelectField } from '@/components/ui/form/select'
import { serviceTypeOptions } from '@/lib/service-types'

import * as common from '@/console/app/console.messages'
import * as inbox from '../inbox.messages'
import * as text from '../leads.messages'
import * as report from '../report.messages'

/** The inbox's filters, as its address names them (the report's links use the same names). */
export const FILTERS = [
  'q',
  'status',
  'service',
  'locale',
  'channel',
  'source',
  'within',
  'from',
  'to',
] as const
export type Filters = Record<(typeof FILTERS)[number], string>

const options = <Value extends string>(values: readonly Value[], label: (v: Value) => string) =>
  values.map((value) => ({ value, label: label(value) }))
const statusOptions = options(LEAD_STATUSES, (status) => common.statuses[status])
const languageOptions = options(enquiryLocales, (locale) => common.languages[locale])
const channelOptions = options(LEAD_CHANNELS, (channel) => report.channels[channel])
const withinOptions = options(RESPONSE_WINDOWS, (window) => inbox.withinOptions[window])

/**
 * Search and every filter behind one control, so on a phone the leads come first; open while a
 * filter is in use, which it says. Applied together; they live in the address, so a view can be
 * shared, and the report links to one.
 */
export function LeadFilters({
  filters,
  onApply,
}: {
  filters: Filters
  onApply: (filters: Filters) => void
}) {
  const [draft, setDraft] = useState(filters)
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: event.target.value })

  function apply(event: FormEvent) {
    event.preventDefault()
    onApply(draft)
  }

  const inUse = FILTERS.filter((name) => filters[name]).length
  return (
    <details open={inUse > 0} className="group rounded-card bg-white shadow-soft">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 font-semibold text-navy-900">
        <SlidersHorizontal className="size-5" aria-hidden="true" />
        {inbox.searchAndFilters}
        {inUse > 0 ? (
          <span className="text-sm font-normal text-ink-muted">· {inbox.filtersInUse(inUse)}</span>
        ) : null}
      </summary>
      <form
        role="search"
        aria-label={text.filtersLabel}
        onSubmit={apply}
        className="grid gap-4 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <InputField
          label={text.searchLabel}
          type="search"
          maxLength={100}
          value={draft.q}
          onChange={set('q')}
          className="sm:col-span-2 lg:col-span-3"
        />
        <SelectField
          label={text.statusFilter}
          placeholder={text.allStatuses}
          options={statusOptions}
          value={draft.status}
          onChange={set('status')}
        />
        <SelectField
          label={text.serviceFilter}
          placeholder={text.allServices}
          options={serviceTypeOptions}
          value={draft.service}
          onChange={set('service')}
        />
        <SelectField
          label={text.languageFilter}
          placeholder={text.allLanguages}
          options={languageOptions}
          value={draft.locale}
          onChange={set('locale')}
        />
        <SelectField
          label={inbox.channelFilter}
          placeholder={inbox.allChannels}
          options={channelOptions}
          value={draft.channel}
          onChange={set('channel')}
        />
        <InputField
          label={text.sourceFilter}
          hint={text.sourceHint}
          dir="ltr"
          maxLength={100}
          value={draft.source}
          onChange={set('source')}
        />
        <SelectField
          label={inbox.withinFilter}
          placeholder={inbox.anyTime}
          options={withinOptions}
          value={draft.within}
          onChange={set('within')}
        />
        <InputField label={text.fromFilter} type="date" value={draft.from} onChange={set('from')} />
        <InputField label={text.toFilter} type="date" value={draft.to} onChange={set('to')} />
        <FilterActions
          apply={text.showLeads}
          clear={text.clearFilters}
          onClear={() => onApply(Object.fromEntries(FILTERS.map((name) => [name, ''])) as Filters)}
          className="items-end"
        />
      </form>
    </details>
  )
}
