/**
 * The jobs customers track and their status updates, as staff keep them. An update with a
 * milestone queues its e-mail to the job's confirmed subscribers in its own transaction.
 */
import { sql as raw, type Kysely, type Selectable } from 'kysely'

import type { Milestone } from '@contract/jobs.ts'
import { digitsOf, refreshNextDue, refreshStage } from '../db/job-summary.ts'
import { legsMatch } from '../db/same-customer.ts'
import { firstStatementId, prepare, type Executor, type Tables } from '../db/sql.ts'

import { milestoneMail } from './subscription-queries.ts'

/** The job columns staff set, in the order the CLI lists them. */
export const jobColumns = [
  'tracking_id',
  'cargo_type',
  'customer_name',
  'receiver_name',
  'contact_number',
  'email',
  'recipient_address',
  'recipient_country',
  'commodity',
  'number_of_packages',
  'weight',
  'volume',
  'origin',
  'destination',
  'cargo_ref_number',
  'collection_date',
  'date_of_departure',
  'date_of_arrival',
] as const satisfies ReadonlyArray<keyof Tables['jobs']>

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
  return {
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
    /** The job's stage and next due date again, and, for a post, when staff last posted. */
    summary: (trackingId: string, postedAt?: number) => [
      ...(postedAt === undefined ? [] : [posted(trackingId, postedAt)]),
      stage(trackingId),
      nextDue(trackingId),
    ],
  }
}

/**
 * Every other leg of job `jobId`'s move, in the order they were made: their facts, never their
 * customer. The desk reads them all, with whether each may be shown beside the job.
 */
export const movesOtherLegs = (db: Kysely<Tables>, jobId: number) =>
  db
    .selectFrom('jobs as leg')
    .innerJoin('jobs as own', 'own.move_id', 'leg.move_id')
    .select([
      'leg.tracking_id',
      'leg.cargo_type',
      'leg.origin',
      'leg.destination',
      'leg.date_of_arrival',
      'leg.stage',
    ])
    .where('own.id', '=', jobId)
    .where('leg.id', '<>', jobId)
    .orderBy('leg.id')

/** The other legs the holder of job `jobId`'s number is shown: those of the same customer. */
const otherLegs = (db: Kysely<Tables>, jobId: number) =>
  movesOtherLegs(db, jobId).where(legsMatch('leg', 'own'))

export type TrackingStore = ReturnType<typeof trackingQueries>

export function trackingQueries(sql: Executor) {
  const { db } = sql
  const writes = jobWrites(db)
  const query = {
    job: prepare((trackingId: string) =>
      db
        .selectFrom('jobs')
        .select(['id', ...jobColumns, 'move_id'])
        .where('tracking_id', '=', trackingId),
    ),
    otherLegs: prepare((jobId: number) => otherLegs(db, jobId)),
    statusUpdates: prepare((jobId: number) =>
      db
        .selectFrom('status_updates')
        .select(updateColumns)
        .where('job_id', '=', jobId)
        .orderBy('status_date')
        .orderBy('status_time')
        .orderBy('id'),
    ),
    statusUpdate: prepare((id: number) =>
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
    countJobs: prepare(() =>
      db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')),
    ),
  }

  return {
    async findJobs(trackingId: string): Promise<Job[]> {
      const [job] = await sql.read(query.job(normalizeTrackingId(trackingId)))
      if (!job) return []
      // A move whose other legs are all another customer's answers as a lone job does.
      const legs = job.move_id === null ? [] : await sql.read(query.otherLegs(job.id))
      // Onto the row itself: copying it slowed the tracking lookup measurably.
      return [
        Object.assign(job, {
          status_updates: await sql.read(query.statusUpdates(job.id)),
          ...(legs.length > 0 && { move_legs: legs }),
        }),
      ]
    },
    /** Creates the job or updates the given fields of an existing one. */
    async upsertJob({ tracking_id, ...fields }: JobInput) {
      const trackingId = normalizeTrackingId(tracking_id)
      await sql.write(writes.createJob(trackingId, Date.now()))
      await sql.write(writes.setFields(trackingId, fields), ...writes.summary(trackingId))
    },
    /**
     * Creates a job under a tracking id no job has yet; false when one has it. Its other fields
     * are set with `upsertJob` after.
     */
    async createJob(trackingId: string) {
      const { rows } = await sql.write(
        writes.createJob(normalizeTrackingId(trackingId), Date.now()),
      )
      return rows.length > 0
    },
    /**
     * The new update's id, or null when no job has that tracking id. An update with a milestone
     * queues its e-mail to every confirmed subscriber in the same transaction.
     */
    async addStatusUpdate(update: StatusUpdateInput): Promise<number | null> {
      const milestone = update.milestone ?? null
      const trackingId = normalizeTrackingId(update.tracking_id)
      const now = Date.now()
      const { rows } = await sql.write(
        writes.addUpdate(
          trackingId,
          update.status_content,
          update.status_date,
          update.status_time ?? null,
          milestone,
          update.location ?? null,
          update.status_content_ar ?? null,
        ),
        ...(milestone ? [writes.mailForNewUpdate(now)] : []),
        ...writes.summary(trackingId, now),
      )
      return rows[0]?.id ?? null
    },
    /** A status update with its job's tracking id, for staff to check or change. */
    async findStatusUpdate(id: number) {
      return (await sql.read(query.statusUpdate(id)))[0] ?? null
    },
    /**
     * Changes the given fields of an update; false when there is no such update. Setting a
     * milestone it did not have before queues its e-mail to the job's confirmed subscribers.
     */
    async editStatusUpdate(id: number, change: StatusUpdateChange) {
      const before = (await sql.read(query.statusUpdate(id)))[0]
      if (!before) return false
      const announce = change.milestone && change.milestone !== before.milestone
      const now = Date.now()
      const { changes } = await sql.write(
        writes.editUpdate(id, change),
        ...(announce ? [writes.mailForUpdate(id, now)] : []),
        ...writes.summary(before.tracking_id, now),
      )
      return changes > 0
    },
    /** False when there is no such update. Its unsent milestone e-mails go with it. */
    async removeStatusUpdate(id: number) {
      const before = (await sql.read(query.statusUpdate(id)))[0]
      if (!before) return false
      const { changes } = await sql.write(
        writes.removeUpdate(id),
        ...writes.summary(before.tracking_id),
      )
      return changes > 0
    },
    async countJobs() {
      const [row] = await sql.read(query.countJobs())
      return row?.n ?? 0
    },
  }
}
