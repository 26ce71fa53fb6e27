/**
 * What a shipment's audit line holds: the values that changed, before and after, except the
 * customer's contact details, whose field names alone are written ("changed": [...]), so the
 * trail can be read by anyone who may read it without exposing a customer.
 */
import { isPersonalField } from '@contract/shipments.ts'

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null)

/** The fields of `after` that differ from `before`, as the trail keeps them. */
export function auditedChange(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed: string[] = []
  const was: Record<string, unknown> = {}
  const is: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(after)) {
    if (same(before[field], value)) continue
    changed.push(field)
    if (isPersonalField(field)) continue
    was[field] = before[field] ?? null
    is[field] = value ?? null
  }
  return { changed, before: was, after: { ...is, changed } }
}

/** A new job's values for the trail: the facts, and the names of the contact details given. */
export function auditedValues(values: Record<string, unknown>) {
  const facts: Record<string, unknown> = {}
  const personal: string[] = []
  for (const [field, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue
    if (isPersonalField(field)) personal.push(field)
    else facts[field] = value
  }
  return { ...facts, ...(personal.length > 0 && { personal }) }
}
