/**
 * The public lookup's store: a job with its updates and the other legs of its move its holder may
 * see, and the writes the CLI, the demo seed and the tests make without an audit line (the desk's
 * are desk-queries.ts). Both are made of the statements in queries.ts.
 */
import type { Kysely } from 'kysely'

import { legsMatch } from '../db/same-customer.ts'
import { prepare, type Executor, type Tables } from '../db/sql.ts'
import {
  jobColumns,
  jobReads,
  jobWrites,
  normalizeTrackingId,
  type Job,
  type JobInput,
  type StatusUpdateInput,
} from './queries.ts'

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
  const reads = jobReads(db)
  const query = {
    job: prepare((trackingId: string) =>
      db
        .selectFrom('jobs')
        .select(['id', ...jobColumns, 'move_id'])
        .where('tracking_id', '=', trackingId),
    ),
    otherLegs: prepare((jobId: number) => otherLegs(db, jobId)),
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
          status_updates: await sql.read(reads.updates(job.id)),
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
      const [first, ...then] = writes.post(update, Date.now())
      const { rows } = await sql.write(first, ...then)
      return (rows[0] as { id: number } | undefined)?.id ?? null
    },
    /** A status update with its job's tracking id, for staff to check or change. */
    async findStatusUpdate(id: number) {
      return (await sql.read(reads.update(id)))[0] ?? null
    },
    /** False when there is no such update. Its unsent milestone e-mails go with it. */
    async removeStatusUpdate(id: number) {
      const before = (await sql.read(reads.update(id)))[0]
      if (!before) return false
      const [first, ...then] = writes.remove(before)
      const { changes } = await sql.write(first, ...then)
      return changes > 0
    },
    async countJobs() {
      const [row] = await sql.read(query.countJobs())
      return row?.n ?? 0
    },
  }
}
