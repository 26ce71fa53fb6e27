/**
 * A lead's and a shipment's timeline: its lines of the audit trail, the lead's notes (whose words
 * the trail leaves out), the outbox's messages about it and the lead's quotes, newest first. Addresses and a
 * message's contents stay in the outbox: the timeline names only the kind of message and its state.
 */
import {
  TIMELINE_CAP,
  VIEW_WINDOW_MS,
  type MailState,
  type Timeline,
  type TimelineEvent,
} from '@contract/timeline.ts'
import type { Executor } from '../db/sql.ts'
import { FOLLOW_UP_SENT, followUpEvents, followUpMail } from './follow-up-events.ts'
import { auditRow, type AuditEntry } from './queries.ts'
import { quoteEvents } from './quote-events.ts'
import { shipmentLines } from './record-lines.ts'

const ms = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value))
const parsed = (value: string | Record<string, unknown> | null) =>
  value === null ? undefined : typeof value === 'string' ? JSON.parse(value) : value

type OutboxRow = {
  payload: string
  attempts: number
  created_at: string | Date
  sent_at: string | Date | null
  failed_at: string | Date | null
}

function mailEvent(row: OutboxRow): TimelineEvent {
  const state: MailState = row.sent_at
    ? 'sent'
    : row.failed_at
      ? 'failed'
      : row.attempts > 0
        ? 'retrying'
        : 'waiting'
  let kind = 'unknown'
  try {
    kind = String((JSON.parse(row.payload) as { kind?: unknown }).kind ?? 'unknown')
  } catch {
    // A payload that does not parse still went (or will go) somewhere: it shows as an e-mail.
  }
  return {
    kind: 'mail',
    at: ms(row.sent_at ?? row.failed_at ?? row.created_at),
    mail: kind,
    state,
  }
}

type AuditRowRead = {
  at: number | string
  action: string
  actor_id: number | null
  actor_name: string | null
  ip: string
  before: string | Record<string, unknown> | null
  after: string | Record<string, unknown> | null
}

const auditEvent = (row: AuditRowRead): TimelineEvent => ({
  kind: 'audit',
  at: Number(row.at),
  action: row.action,
  actor: { id: row.actor_id, name: row.actor_name, cli: row.ip === 'cli' && row.actor_id === null },
  before: parsed(row.before),
  after: parsed(row.after),
})

/** Newest first (ties in the order they were gathered), at most the cap, and whether more were. */
function newestFirst(events: TimelineEvent[]): Timeline {
  const sorted = events
    .map((event, order) => ({ event, order }))
    .sort((a, b) => b.event.at - a.event.at || a.order - b.order)
    .map(({ event }) => event)
  return { events: sorted.slice(0, TIMELINE_CAP), more: sorted.length > TIMELINE_CAP }
}

export type TimelineStore = ReturnType<typeof timelineQueries>

export function timelineQueries(sql: Executor) {
  const { db } = sql
  const auditColumns = ['at', 'action', 'actor_id', 'actor_name', 'ip', 'before', 'after'] as const
  // One more than the cap of each source, so the merged list knows whether there were more.
  const each = TIMELINE_CAP + 1
  return {
    /** A lead's timeline, or null when there is no such lead. */
    async leadTimeline(id: number): Promise<Timeline | null> {
      const [lead] = await sql.read(
        db.selectFrom('enquiries').select(['created_at', 'source']).where('id', '=', id),
      )
      if (!lead) return null
      const [lines, notes, mail, quotes, followUps] = await Promise.all([
        sql.read(
          db
            .selectFrom('audit_log')
            .select(auditColumns)
            .where('record_type', '=', 'lead')
            .where('record_id', '=', String(id))
            // The note itself is in lead_notes, with its words; a follow-up sent has its own line.
            .where('action', 'not in', ['lead.note-added', FOLLOW_UP_SENT])
            .orderBy('id', 'desc')
            .limit(each),
        ),
        sql.read(
          db
            .selectFrom('lead_notes')
            .select(['author_name', 'body', 'at'])
            .where('enquiry_id', '=', id)
            .orderBy('id', 'desc')
            .limit(each),
        ),
        sql.read(
          db
            .selectFrom('outbox')
            .select(['payload', 'attempts', 'created_at', 'sent_at', 'failed_at'])
            .where('enquiry_id', '=', id)
            .where('id', 'not in', followUpMail(sql, id))
            .orderBy('id', 'desc')
            .limit(each),
        ),
        quoteEvents(sql, id),
        followUpEvents(sql, { leadId: id }),
      ])
      return newestFirst([
        ...lines.map(auditEvent),
        ...notes.map((note): TimelineEvent => ({
          kind: 'note',
          at: Number(note.at),
          author: note.author_name,
          body: note.body,
        })),
        ...mail.map(mailEvent),
        ...quotes,
        ...followUps,
        { kind: 'arrived', at: ms(lead.created_at), source: lead.source },
      ])
    },

    /** A shipment's timeline by its (normalised) tracking id, or null when there is none. */
    async shipmentTimeline(trackingId: string): Promise<Timeline | null> {
      const [job] = await sql.read(
        db.selectFrom('jobs').select(['id', 'created_at']).where('tracking_id', '=', trackingId),
      )
      if (!job) return null
      const [lines, mail, followUps] = await Promise.all([
        sql.read(
          db
            .selectFrom('audit_log')
            .select(auditColumns)
            .where((eb) => shipmentLines(eb, trackingId))
            .where('action', '!=', FOLLOW_UP_SENT)
            .orderBy('id', 'desc')
            .limit(each),
        ),
        sql.read(
          db
            .selectFrom('outbox')
            .select(['payload', 'attempts', 'created_at', 'sent_at', 'failed_at'])
            .where(
              'subscription_id',
              'in',
              db.selectFrom('subscriptions').select('id').where('job_id', '=', job.id),
            )
            .orderBy('id', 'desc')
            .limit(each),
        ),
        followUpEvents(sql, { jobId: Number(job.id) }),
      ])
      const events = [...lines.map(auditEvent), ...mail.map(mailEvent), ...followUps]
      // Shipments made before the desk kept a trail (the demo's, an old import) still begin.
      const created = events.some(
        (event) => event.kind === 'audit' && event.action === 'shipment.created',
      )
      return newestFirst(
        created ? events : [...events, { kind: 'arrived', at: ms(job.created_at), source: null }],
      )
    },

    /**
     * Writes that a member opened a record, unless they did in the last ten minutes: the page
     * reads its timeline again on every live change, which must not flood the trail. Two tabs
     * opened in the same instant may both write; a second line harms nothing.
     */
    async recordView(
      entry: AuditEntry & { recordType: string; recordId: string },
      at = Date.now(),
    ) {
      const [seen] = await sql.read(
        db
          .selectFrom('audit_log')
          .select('id')
          .where('record_type', '=', entry.recordType)
          .where('record_id', '=', entry.recordId)
          .where('action', '=', entry.action)
          .where('actor_id', '=', entry.actorId)
          .where('at', '>', at - VIEW_WINDOW_MS)
          .limit(1),
      )
      if (seen) return false
      await sql.write(db.insertInto('audit_log').values(auditRow(entry, at)))
      return true
    },
  }
}
