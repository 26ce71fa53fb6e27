/**
 * The leads inbox's contract: the pipeline a lead moves through and the changes staff make to
 * it. A lead is an enquiry or a planned quote as the site stored it.
 */
import { hiddenCharacterProblem } from './hidden-characters.ts'
import type { Schema } from './messages.ts'
import { object, positiveId, refuse } from './staff.ts'
import { staffMessages } from './staff-messages.ts'

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  (LEAD_STATUSES as readonly unknown[]).includes(value)

export const MAX_NOTE = 2000
export const MAX_LOST_REASON = 200

/** `undo`: the change puts back what a change a moment before replaced (the console's Undo). */
export type LeadStatusChange = {
  id: number
  status: LeadStatus
  reason: string | null
  undo?: boolean
}
export type LeadAssignment = { id: number; staffId: number | null; undo?: boolean }

/** A move along the pipeline; a lost lead says why. */
export const leadStatusSchema: Schema<LeadStatusChange> = {
  parse(input) {
    const raw = object(input)
    const id = positiveId(raw.id)
    if (id === null) return refuse('id', staffMessages.badId)
    if (!isLeadStatus(raw.status)) return refuse('status', staffMessages.badStatus)
    const reason = typeof raw.reason === 'string' ? raw.reason.trim() : ''
    if (raw.status === 'lost' && !reason) return refuse('reason', staffMessages.lostReason)
    if (reason.length > MAX_LOST_REASON)
      return refuse('reason', staffMessages.tooLong(MAX_LOST_REASON))
    return {
      ok: true,
      value: {
        id,
        status: raw.status,
        reason: raw.status === 'lost' ? reason : null,
        ...(raw.undo === true && { undo: true }),
      },
    }
  },
}

/** Who works the lead; null gives it back to the team. */
export const leadAssignmentSchema: Schema<LeadAssignment> = {
  parse(input) {
    const raw = object(input)
    const id = positiveId(raw.id)
    if (id === null) return refuse('id', staffMessages.badId)
    const staffId = raw.staffId === null ? null : positiveId(raw.staffId)
    if (staffId === null && raw.staffId !== null) return refuse('staffId', staffMessages.badId)
    return { ok: true, value: { id, staffId, ...(raw.undo === true && { undo: true }) } }
  },
}

/** A note on the lead, for the team. */
export const leadNoteSchema: Schema<{ id: number; body: string }> = {
  parse(input) {
    const raw = object(input)
    const id = positiveId(raw.id)
    if (id === null) return refuse('id', staffMessages.badId)
    const body = typeof raw.body === 'string' ? raw.body.trim() : ''
    if (!body) return refuse('body', staffMessages.emptyNote)
    const hidden = hiddenCharacterProblem(body)
    if (hidden) return refuse('body', hidden)
    if (body.length > MAX_NOTE) return refuse('body', staffMessages.tooLong(MAX_NOTE))
    return { ok: true, value: { id, body } }
  },
}

/** The leads report's default span, and the longest it gives, in weeks. */
export const REPORT_WEEKS = 12
export const MAX_REPORT_WEEKS = 52

/** One row of the report: a source or a service, and its leads in each of the report's weeks. */
export type WeeklyCounts<Key extends string> = Record<Key, string | null> & {
  /** Leads per week, in the order of `LeadsReport.weeks`. */
  counts: number[]
  total: number
}

/**
 * GET /api/staff/reports/leads: where the leads of the last weeks came from and what they asked
 * for, and how many of each source's were won. Weeks are ISO weeks (Monday to Sunday) in Doha
 * time; a source is null for a lead stored before the site kept visits.
 */
export type LeadsReport = {
  /** ISO weeks, oldest first, ending with the current one: `2026-W07`. */
  weeks: string[]
  /** When the first week began. */
  from: string
  /** Most leads first. */
  bySource: Array<WeeklyCounts<'source'>>
  byService: Array<WeeklyCounts<'service'>>
  /** Leads of the span that are won now, over all the source's leads of the span. */
  wonRate: Array<{ source: string | null; total: number; won: number; rate: number }>
}
