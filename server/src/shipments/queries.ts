/**
 * The jobs customers track and their status updates: their types and the one set of statements
 * the public lookup (tracking-queries.ts) and the desk (desk-queries.ts) read and write them with.
 * An update with a milestone queues its e-mail to the job's confirmed subscribers in its own
 * transaction.
 */
import { sql as raw, type Kysely, type Selectable } from 'kysely'

import type { Milestone } from '@contract/jobs.ts'
import { SHIPMENT_FIELDS } from '@contract/shipments.ts'
import { firstStatementId, prepare, type Tables, type WriteRequest } from '../db/sql.ts'
import { digitsOf, refreshNextDue, refreshStage } from './job-summary.ts'
import { whatsappMilestones } from '../whatsapp/index.ts'
import { milestoneMail } from './subscription-queries.ts'

/** The job columns staff set, in the order the CLI lists them. */
export const jobColumns = ['tracking_id', ...SHIPMENT_FIELDS] as const satisfies ReadonlyArray<
  keyof Tables['jobs']
>

type JobFields = Pick<Selectable<Tables['jobs']>, (typeof jobColumns)[number]>

type StatusUpdate = Pick<
  Selectable<Tables['status_updates']>,
  | 'id'
  | 'status_content'
  | 'status_date'
  | 'status_time'
  | 'milestone'
  | 'location'
  | 'status_content_ar'
>

/** Another leg of a job's move: its facts, never its customer. */
type MoveLegRow = Pick<
  Selectable<Tables['jobs']>,
  'tracking_id' | 'cargo_type' | 'origin' | 'destination' | 'date_of_arrival' | 'stage'
>

/**
 * A job with its status updates, oldest first, and the other legs of its move when it is one leg
 * of a move.
 */
export type Job = JobFields & {
  id: number
  status_updates: StatusUpdate[]
  move_id?: number | null
  move_legs?: MoveLegRow[]
}

/** The fields staff may set on a job; tracking_id identifies it. */
export type JobInput = { tracking_id: string } & Partial<Omit<JobFields, 'tracking_id'>>

export type StatusUpdateInput = Pick<JobFields, 'tracking_id'> &
  Pick<StatusUpdate, 'status_content' | 'status_date'> & {
    status_time?: string | null
    milestone?: Milestone | null
    location?: string | null
    status_content_ar?: string | null
  }

/** The fields of a status update staff may change; those left out stay as they are. */
export type StatusUpdateChange = Partial<
  Pick<
    StatusUpdate,
    'status_content' | 'status_date' | 'status_time' | 'location' | 'status_content_ar'
  > & {
    milestone: Milestone | null
  }
>

/** Tracking ids are matched case-insensitively and stored upper-case. */
export const normalizeTrackingId = (value: string) => value.trim().toUpperCase()

const nowIso = () => new Date().toISOString()

const updateColumns = [
  'id',
  'status_content',
  'status_date',
  'status_time',
  'milestone',
  'location',
  'status_content_ar',
] as const

/** The reads of a job's updates that the lookup and the desk share. */
export function jobReads(db: Kysely<Tables>) {
  return {
    /** A job's updates, oldest first. */
    updates: prepare((jobId: number) =>
      db
        .selectFrom('status_updates')
        .select(updateColumns)
        .where('job_id', '=', jobId)
        .orderBy('status_date')
        // Both dialects put a day's untimed update before its timed ones; left alone they disagree.
        .orderBy('status_time', (ob) => ob.asc().nullsFirst())
        .orderBy('id'),
    ),
    /** One update with its job's tracking id. */
    update: prepare((id: number) =>
      db
        .selectFrom('status_updates as u')
        .innerJoin('jobs as j', 'j.id', 'u.job_id')
        .select([
          'u.id',
          'j.tracking_id',
          'u.status_content',
          'u.status_date',
          'u.status_time',
          'u.milestone',
          'u.location',
          'u.status_content_ar',
        ])
        .where('u.id', '=', id),
    ),
  }
}

/**
 * The statements every write of a job or its updates is made of, for this module's methods and
 * for the shipments desk, which adds its audit line to the same transaction. Each write that
 * touches a job's updates or dates ends with `summary`, so the desk's list stays true.
 */
export function jobWrites(db: Kysely<Tables>) {
  const byTrackingId = (trackingId: string) =>
    ((eb) => eb('tracking_id', '=', trackingId)) satisfies Parameters<typeof refreshStage>[1]
  const stage = prepare((trackingId: string) => refreshStage(db, byTrackingId(trackingId)))
  const nextDue = prepare((trackingId: string) => refreshNextDue(db, byTrackingId(trackingId)))
  const posted = prepare((trackingId: string, at: number) =>
    db.updateTable('jobs').set({ last_posted_at: at }).where('tracking_id', '=', trackingId),
  )
  const writes = {
    /** An empty job under a tracking id no job has yet; returns nothing when one has it. */
    createJob: prepare((trackingId: string, at: number) =>
      db
        .insertInto('jobs')
        .values({ tracking_id: trackingId, last_posted_at: at })
        .onConflict((conflict) => conflict.column('tracking_id').doNothing())
        .returning('id'),
    ),
    /** Sets the given fields of a job (its shape varies with the fields, so it is not prepared). */
    setFields: (trackingId: string, fields: Omit<JobInput, 'tracking_id'>) =>
      db
        .updateTable('jobs')
        .set({
          ...fields,
          ...('contact_number' in fields && { contact_digits: digitsOf(fields.contact_number) }),
          updated_at: nowIso(),
        })
        .where('tracking_id', '=', trackingId)
        .returning('id'),
    linkLead: prepare((trackingId: string, leadId: number) =>
      db.updateTable('jobs').set({ lead_id: leadId }).where('tracking_id', '=', trackingId),
    ),
    addUpdate: prepare(
      (
        trackingId: string,
        content: string,
        date: string,
        time: string | null,
        milestone: Milestone | null,
        location: string | null,
        contentAr: string | null,
      ) =>
        db
          .insertInto('status_updates')
          .columns([
            'job_id',
            'status_content',
            'status_date',
            'status_time',
            'milestone',
            'location',
            'status_content_ar',
          ])
          .expression(
            db
              .selectFrom('jobs')
              .select((eb) => [
                'id',
                eb.val(content).as('status_content'),
                eb.val(date).as('status_date'),
                eb.val(time).as('status_time'),
                eb.val(milestone).as('milestone'),
                eb.val(location).as('location'),
                eb.val(contentAr).as('status_content_ar'),
              ])
              .where('tracking_id', '=', trackingId),
          )
          .returning('id'),
    ),
    /** Changes the given fields of an update (its shape varies, so it is not prepared). */
    editUpdate: (id: number, change: StatusUpdateChange) =>
      db.updateTable('status_updates').set(change).where('id', '=', id),
    removeUpdate: prepare((id: number) => db.deleteFrom('status_updates').where('id', '=', id)),
    /** The milestone e-mails of the update the write's first statement added. */
    mailForNewUpdate: prepare((at: number) => milestoneMail(db, firstStatementId(), at)),
    mailForUpdate: prepare((id: number, at: number) => milestoneMail(db, raw.val(id), at)),
    // The same milestone on WhatsApp, to the numbers that follow the job (or its whole move).
    whatsappForNewUpdate: prepare((at: number) => whatsappMilestones(db, firstStatementId(), at)),
    whatsappForUpdate: prepare((id: number, at: number) => whatsappMilestones(db, raw.val(id), at)),
    /** The job's stage and next due date again, and, for a post, when staff last posted. */
    summary: (trackingId: string, postedAt?: number) => [
      ...(postedAt === undefined ? [] : [posted(trackingId, postedAt)]),
      stage(trackingId),
      nextDue(trackingId),
    ],
  }
  return {
    ...writes,
    /** A new update, its milestone's e-mails and the job's summary: the insert comes first. */
    post(update: StatusUpdateInput, at: number): WriteRequest {
      const trackingId = normalizeTrackingId(update.tracking_id)
      const milestone = update.milestone ?? null
      return [
        writes.addUpdate(
          trackingId,
          update.status_content,
          update.status_date,
          update.status_time ?? null,
          milestone,
          update.location ?? null,
          update.status_content_ar ?? null,
        ),
        ...(milestone ? [writes.mailForNewUpdate(at), writes.whatsappForNewUpdate(at)] : []),
        ...writes.summary(trackingId, at),
      ]
    },
    /** A change of update `before`; a milestone it did not have before queues its e-mails. */
    edit(
      before: { id: number; tracking_id: string; milestone: string | null },
      change: StatusUpdateChange,
      at: number,
    ): WriteRequest {
      const announce = change.milestone && change.milestone !== before.milestone
      return [
        writes.editUpdate(before.id, change),
        ...(announce
          ? [writes.mailForUpdate(before.id, at), writes.whatsappForUpdate(before.id, at)]
          : []),
        ...writes.summary(before.tracking_id, at),
      ]
    },
    /** Removes update `before` (its unsent e-mails go with it). */
    remove(before: { id: number; tracking_id: string }): WriteRequest {
      return [writes.removeUpdate(before.id), ...writes.summary(before.tracking_id)]
    },
  }
}
