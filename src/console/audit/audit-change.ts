import { isMilestone } from '@contract/jobs'
import { isShipmentField } from '@contract/shipments'
import { milestoneLabels } from '@contract/tracking-messages'
import { isFollowUpRuleName } from '@contract/follow-up-staff'

import type { AuditEntry } from '@/console/app/api'
import { followUpWords } from '@/console/follow-ups'
import * as staff from '@/console/app/console.messages'
import { day } from '@/console/app/format'

import * as text from './audit.messages'

/** One fact an audit line changed, named and valued in the console's language. */
export type AuditChange = { field: string; before?: string; after?: string }

const fieldName = (field: string) =>
  text.fields[field] ?? (isShipmentField(field) ? staff.fieldLabels[field] : field)

function inWords(field: string, value: unknown, names: ReadonlyMap<number, string>): string {
  if (value === null || value === undefined || value === '') return text.none
  if (typeof value === 'boolean') return value ? text.yes : text.no
  if (Array.isArray(value))
    return value.map((item) => inWords(field, item, names)).join(text.listSeparator)
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, inner]) => `${fieldName(key)}: ${inWords(key, inner, names)}`)
      .join(text.listSeparator)
  const raw = String(value)
  if (field === 'status' && raw in staff.statuses)
    return staff.statuses[raw as keyof typeof staff.statuses]
  if (field === 'role' && raw in staff.roles) return staff.roles[raw as keyof typeof staff.roles]
  if (field === 'stage' && isMilestone(raw)) return milestoneLabels[raw]
  if (field === 'rule' && isFollowUpRuleName(raw)) return followUpWords.ruleNames[raw]
  // As the console writes dates; a bare YYYY-MM-DD in Arabic text would read backwards.
  if (field === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(raw)) return day(raw)
  if (field === 'assignedTo') return names.get(Number(raw)) ?? `#${raw}`
  // The lists of changed fields hold field names.
  if (field === 'changed' || field === 'personal') return fieldName(raw)
  return text.values[raw] ?? raw
}

/**
 * What an audit line changed, fact by fact, in words: `before` and `after` hold only the values
 * that changed, so a fact found in one only was set (after) or taken away (before), and is left
 * out when it is empty. `names` puts staff ids (an assignment) as the people's names.
 */
export function auditChanges(
  entry: Pick<AuditEntry, 'before' | 'after'>,
  names: ReadonlyMap<number, string> = new Map(),
): AuditChange[] {
  const before = entry.before ?? {}
  const after = entry.after ?? {}
  const empty = (value: unknown) => value === null || value === undefined || value === ''
  // A fact on one side only and empty there says nothing (a posted update's blank time, say).
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => (field in before && field in after) || !empty(before[field] ?? after[field]),
  )
  return fields.map((field) => ({
    field: fieldName(field),
    ...(field in before && { before: inWords(field, before[field], names) }),
    ...(field in after && { after: inWords(field, after[field], names) }),
  }))
}

/** A change as one line: "Status: new → won", or a value alone when only one side has it. */
export const describeChange = ({ field, before, after }: AuditChange) =>
  `${field}: ${before !== undefined && after !== undefined ? text.change(before, after) : (after ?? before)}`
