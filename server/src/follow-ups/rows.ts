/**
 * A follow-up row as the engine reads it, what the planner wants written, and how one is sent:
 * the shapes the planner's and the sender's queries share.
 */
import type { Kysely } from 'kysely'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { FollowUpChannel, FollowUpRuleName } from '@contract/follow-ups.ts'
import { prepare, type Tables } from '../db/sql.ts'

/** A follow-up as the planner wants it. */
export type PlannedFollowUp = {
  rule: FollowUpRuleName
  key: string
  leadId: number | null
  jobId: number | null
  quoteId: number | null
  dueAt: number
  locale: EnquiryLocale
}

/** A follow-up row as the engine reads it. */
export type FollowUpRow = {
  id: number
  rule: FollowUpRuleName
  key: string
  leadId: number | null
  jobId: number | null
  quoteId: number | null
  dueAt: number
  status: string
  locale: EnquiryLocale
  doneBy: number | null
  leaseUntil: number | null
}

/** How one follow-up goes: its outbox row's payload, and a staff alert with it if any. */
export type FollowUpSend = {
  channel: FollowUpChannel
  /** The outbox row's payload: the message is made from the follow-up when it goes. */
  payload: string
  enquiryId: number | null
  alert: { kind: 'lead-uncontacted' | 'quote-viewed'; staffId: number | null } | null
  /** The record whose timeline shows it: the lead, else the shipment by its tracking number. */
  record: { type: 'lead' | 'shipment'; id: string | number }
}

export const num = (value: unknown) =>
  value === null || value === undefined ? null : Number(value)

/** The columns a follow-up is read with (alias `f`), named as `FollowUpRow` names them. */
export const ROW_COLUMNS = [
  'f.id',
  'f.rule',
  'f.key',
  'f.lead_id as leadId',
  'f.job_id as jobId',
  'f.quote_id as quoteId',
  'f.due_at as dueAt',
  'f.status',
  'f.locale',
  'f.done_by as doneBy',
  'f.lease_until as leaseUntil',
] as const

export const rowOf = (row: Record<string, unknown>): FollowUpRow => ({
  id: Number(row.id),
  rule: row.rule as FollowUpRuleName,
  key: String(row.key),
  leadId: num(row.leadId),
  jobId: num(row.jobId),
  quoteId: num(row.quoteId),
  dueAt: Number(row.dueAt),
  status: String(row.status),
  locale: row.locale as EnquiryLocale,
  doneBy: num(row.doneBy),
  leaseUntil: num(row.leaseUntil),
})

/** Cancels a follow-up for `reason`, if it is still planned (one sent meanwhile stays sent). */
export const cancelStatement = (db: Kysely<Tables>) =>
  prepare((id: number, reason: string, at: number) =>
    db
      .updateTable('follow_ups')
      .set({ status: 'cancelled', reason, lease_until: null, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'scheduled'),
  )
