/**
 * The shipments desk's storage: pages of jobs in the order their next milestone is due, one job
 * with its updates and the subscribers a stage would e-mail, and each change staff make, written
 * with its line of the audit trail in the same transaction (the CLI's changes too).
 */
import { sql as raw } from 'kysely'

import type { Milestone } from '@contract/jobs.ts'
import { NO_DUE_DATE } from './job-summary.ts'
import { firstStatementId, prepare, type Executor, type WriteRequest } from '../db/sql.ts'
import {
  jobColumns,
  jobReads,
  jobWrites,
  normalizeTrackingId,
  type JobInput,
  type StatusUpdateChange,
  type StatusUpdateInput,
} from './queries.ts'
import { milestoneAudience } from './subscription-queries.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import { like, likeLiteral } from '../http/index.ts'
import { mixedMove, moveQueries } from './move-queries.ts'
import { restoreQueries } from './restore-queries.ts'

const SHIPMENTS_PAGE = 50
const WON_LEADS_SHOWN = 50
/** A shipment is quiet when nothing was posted for this long and it is not delivered. */
export const QUIET_MS = 7 * 86_400_000

export type ShipmentFilter = {
  /** A tracking number's start, part of the customer's name, or the contact number's last digits. */
  search?: string
  /** A milestone, or 'none' for jobs no update has given a stage yet. */
  stage?: Milestone | 'none'
  /** Arrival date passed without delivery. */
  overdue?: boolean
  quiet?: boolean
  /** The keyset of the last row of the page before: its next due date and id. */
  after?: { due: string; id: number }
}

const listColumns = [
  'id',
  'tracking_id',
  'customer_name',
  'contact_number',
  'origin',
  'destination',
  'cargo_type',
  'date_of_arrival',
  'stage',
  'next_due',
  'last_posted_at',
] as const

export type ShipmentStore = ReturnType<typeof shipmentQueries>

export function shipmentQueries(sql: Executor) {
  const { db } = sql
  const writes = jobWrites(db)
  const reads = jobReads(db)
  const notDelivered = raw<boolean>`(stage is null or stage <> 'delivered')`
  const query = {
    job: prepare((trackingId: string) =>
      db
        .selectFrom('jobs')
        .select(['id', ...jobColumns, 'stage', 'next_due', 'last_posted_at', 'lead_id', 'move_id'])
        .where('tracking_id', '=', trackingId),
    ),
    subscribers: prepare((jobId: number) =>
      db
        .selectFrom('subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'in', milestoneAudience(db, raw.val(jobId))),
    ),
    quietCount: prepare((before: number) =>
      db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('last_posted_at', '<', before)
        .where(notDelivered),
    ),
    lead: prepare((id: number) =>
      db
        .selectFrom('enquiries as e')
        .leftJoin('jobs as j', 'j.lead_id', 'e.id')
        .select([
          'e.id',
          'e.status',
          'e.full_name',
          'e.phone_number',
          'e.email',
          'j.tracking_id as shipment',
        ])
        .where('e.id', '=', id),
    ),
    wonLeads: prepare(() =>
      db
        .selectFrom('enquiries as e')
        .leftJoin('jobs as j', 'j.lead_id', 'e.id')
        .select(['e.id', 'e.full_name', 'e.service_type', 'e.created_at'])
        .where('e.status', '=', 'won')
        .where('j.id', 'is', null)
        .orderBy('e.id', 'desc')
        .limit(WON_LEADS_SHOWN),
    ),
    brief: prepare((trackingId: string) =>
      db
        .selectFrom('jobs as j')
        .select((eb) => [
          'j.id',
          'j.stage',
          eb
            .selectFrom('subscriptions as s')
            .select((sub) => sub.fn.countAll<number>().as('n'))
            .where('s.id', 'in', milestoneAudience(db, eb.ref('j.id')))
            .as('subscribers'),
        ])
        .where('j.tracking_id', '=', trackingId),
    ),
  }

  const audit = (entry: AuditEntry, at: number, recordIsFirstId = false) =>
    db.insertInto('audit_log').values({
      ...auditRow(entry, at),
      // The update the write's first statement added: its id is known only then.
      ...(recordIsFirstId && {
        record_id: raw<string>`cast(cast(${firstStatementId()} as bigint) as text)`,
      }),
    })

  const postUpdate = (update: StatusUpdateInput, by: AuditEntry, at: number): WriteRequest => [
    ...writes.post(update, at),
    audit({ ...by, recordType: 'status-update' }, at, true),
  ]

  /** How many shipments are quiet: the console's navigation shows it. */
  const quietShipments = async (now = Date.now()) => {
    const [row] = await sql.read(query.quietCount(now - QUIET_MS))
    return Number(row?.n ?? 0)
  }

  const moves = moveQueries(sql)
  return {
    ...moves,
    ...restoreQueries(sql),
    quietShipments,
    /** A page of jobs, next due first, and the keyset to ask the next page after (null at the end). */
    async shipmentsPage(filter: ShipmentFilter, today: string, now = Date.now()) {
      const quietBefore = now - QUIET_MS
      const rows = await sql.read(
        db
          .selectFrom('jobs')
          .select(listColumns)
          .select((eb) => mixedMove(eb).as('mixed_move'))
          .$if(filter.stage === 'none', (q) => q.where('stage', 'is', null))
          .$if(filter.stage !== undefined && filter.stage !== 'none', (q) =>
            q.where('stage', '=', filter.stage!),
          )
          .$if(filter.overdue === true, (q) =>
            q.where('date_of_arrival', '<', today).where(notDelivered),
          )
          .$if(filter.quiet === true, (q) =>
            q.where('last_posted_at', '<', quietBefore).where(notDelivered),
          )
          .$if(filter.after !== undefined, (q) =>
            q.where((eb) =>
              eb(eb.refTuple('next_due', 'id'), '>', eb.tuple(filter.after!.due, filter.after!.id)),
            ),
          )
          .$if(filter.search !== undefined, (q) => {
            const text = filter.search!
            const digits = text.replace(/[\s+().-]/g, '')
            return q.where((eb) =>
              eb.or([
                like(eb.ref('tracking_id'), `${likeLiteral(text.toUpperCase())}%`),
                like(eb.fn('lower', ['customer_name']), `%${likeLiteral(text.toLowerCase())}%`),
                ...(/^\d+$/.test(digits) ? [like(eb.ref('contact_digits'), `%${digits}`)] : []),
              ]),
            )
          })
          .orderBy('next_due')
          .orderBy('id')
          .limit(SHIPMENTS_PAGE + 1),
      )
      const shipments = rows.slice(0, SHIPMENTS_PAGE).map((row) => {
        const open = row.stage !== 'delivered'
        return {
          id: row.id,
          trackingId: row.tracking_id,
          customerName: row.customer_name,
          contactNumber: row.contact_number,
          origin: row.origin,
          destination: row.destination,
          cargoType: row.cargo_type,
          dateOfArrival: row.date_of_arrival,
          stage: row.stage,
          nextDue: row.next_due === NO_DUE_DATE ? null : row.next_due,
          lastPostedAt: row.last_posted_at === null ? null : Number(row.last_posted_at),
          quiet: open && row.last_posted_at !== null && Number(row.last_posted_at) < quietBefore,
          overdue: open && row.date_of_arrival !== null && row.date_of_arrival < today,
          mixedMove: Boolean(row.mixed_move),
        }
      })
      const last = rows.length > SHIPMENTS_PAGE ? rows[SHIPMENTS_PAGE - 1]! : null
      return {
        shipments,
        next: last ? `${last.next_due}_${last.id}` : null,
        quiet: await quietShipments(now),
      }
    },
    /**
     * One job with its updates, oldest first, how many subscribers a stage would e-mail, and the
     * other legs of its move.
     */
    async shipment(trackingId: string) {
      const [job] = await sql.read(query.job(normalizeTrackingId(trackingId)))
      if (!job) return null
      const updates = await sql.read(reads.updates(job.id))
      const [count] = await sql.read(query.subscribers(job.id))
      const legs = job.move_id === null ? [] : await moves.moveLegs(job.id)
      return { job, updates, subscribers: Number(count?.n ?? 0), legs }
    },
    async shipmentUpdate(id: number) {
      return (await sql.read(reads.update(id)))[0] ?? null
    },
    /** A lead as a shipment is made from it, with the tracking id of one made already. */
    async leadForShipment(id: number) {
      return (await sql.read(query.lead(id)))[0] ?? null
    },
    /**
     * Won leads no shipment was made from yet, newest first: what operations pick from, with no
     * more of the customer than the name that tells them apart.
     */
    async wonLeads() {
      return (await sql.read(query.wonLeads())).map((row) => ({
        id: row.id,
        name: row.full_name,
        service: row.service_type,
        createdAt: new Date(row.created_at).getTime(),
      }))
    },
    /**
     * Adds a job under `trackingId` with `fields`, linked to `leadId`, audited; false when a job
     * has that tracking id already (nothing is written then).
     */
    async addShipment(
      trackingId: string,
      fields: Omit<JobInput, 'tracking_id'>,
      leadId: number | null,
      by: AuditEntry,
    ) {
      const id = normalizeTrackingId(trackingId)
      const at = Date.now()
      const { rows } = await sql.write(
        writes.createJob(id, at),
        writes.setFields(id, fields),
        ...(leadId === null ? [] : [writes.linkLead(id, leadId)]),
        ...writes.summary(id),
        audit({ ...by, recordType: 'shipment', recordId: id }, at),
      )
      return rows.length > 0
    },
    /** Changes a job's fields, audited; false when there is no such job. */
    async changeShipment(
      trackingId: string,
      fields: Omit<JobInput, 'tracking_id'>,
      by: AuditEntry,
    ) {
      const id = normalizeTrackingId(trackingId)
      const at = Date.now()
      const { changes } = await sql.write(
        writes.setFields(id, fields),
        ...writes.summary(id),
        audit({ ...by, recordType: 'shipment', recordId: id }, at),
      )
      return changes > 0
    },
    /** The new update's id, or null when no job has that tracking id; a stage queues its e-mails. */
    async postShipmentUpdate(update: StatusUpdateInput, by: AuditEntry) {
      const [first, ...then] = postUpdate(update, by, Date.now())
      const { rows } = await sql.write(first, ...then)
      return (rows[0] as { id: number } | undefined)?.id ?? null
    },
    /**
     * Several updates in one transaction, all or none (`WriteAborted` names the first whose job
     * is gone), with their e-mails and audit lines, and a line for the whole import.
     */
    async postShipmentUpdates(
      updates: Array<{ update: StatusUpdateInput; by: AuditEntry }>,
      summary: AuditEntry,
    ) {
      const at = Date.now()
      const written = await sql.writeAll([
        ...updates.map(({ update, by }) => postUpdate(update, by, at)),
        [audit(summary, at)],
      ])
      return written.slice(0, updates.length).map((w) => (w.rows[0] as { id: number }).id)
    },
    /**
     * Changes an update, audited; a stage it did not have before queues its e-mails. False when
     * there is no such update.
     */
    async changeShipmentUpdate(
      before: { id: number; tracking_id: string; milestone: string | null },
      change: StatusUpdateChange,
      by: AuditEntry,
    ) {
      const at = Date.now()
      const [first, ...then] = writes.edit(before, change, at)
      const { changes } = await sql.write(
        first,
        ...then,
        audit({ ...by, recordType: 'status-update', recordId: before.id }, at),
      )
      return changes > 0
    },
    /** Removes an update and its unsent e-mails, audited; false when there is no such update. */
    async removeShipmentUpdate(before: { id: number; tracking_id: string }, by: AuditEntry) {
      const at = Date.now()
      const [first, ...then] = writes.remove(before)
      const { changes } = await sql.write(
        first,
        ...then,
        audit({ ...by, recordType: 'status-update', recordId: before.id }, at),
      )
      return changes > 0
    },
    /** A job's stage and the subscribers a stage would e-mail; null when there is no such job. */
    async shipmentBrief(trackingId: string) {
      const [row] = await sql.read(query.brief(normalizeTrackingId(trackingId)))
      return row ? { stage: row.stage, subscribers: Number(row.subscribers ?? 0) } : null
    },
  }
}
