/**
 * What the shipments desk lists jobs by, kept on each job row so a page of 50,000 never reads
 * their updates: the stage reached, the date the next milestone is expected, and the contact
 * number's digits. Every write of a job or its updates runs these in its own transaction; the
 * migration that added the columns ran them once over every job.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely'

import { MILESTONES } from '@contract/jobs.ts'
import type { Tables } from '../db/sql.ts'

/** `next_due` of a job that expects nothing more (delivered, or no dates): it sorts last. */
export const NO_DUE_DATE = '9999-12-31'

type Jobs = ExpressionBuilder<Tables, 'jobs'>
/** Which jobs a refresh is for. */
export type WhichJobs = (eb: Jobs) => Expression<SqlBool>

/** A milestone's place in the line: the stage is the furthest one an update names. */
const rank = sql<number>`case ${sql.ref('su.milestone')} ${sql.join(
  MILESTONES.map((stage, index) => sql`when ${sql.lit(stage)} then ${sql.lit(index)}`),
  sql` `,
)} end`

/** Sets `stage` of the jobs `which` picks to the furthest milestone among their updates. */
export const refreshStage = (db: Kysely<Tables>, which: WhichJobs) =>
  db
    .updateTable('jobs')
    .set((eb) => ({
      stage: eb
        .selectFrom('status_updates as su')
        .select('su.milestone')
        .whereRef('su.job_id', '=', 'jobs.id')
        .where('su.milestone', 'is not', null)
        .orderBy(rank, 'desc')
        .limit(1),
    }))
    .where(which)

/**
 * Sets `next_due` from the stage (run after `refreshStage`): collection until collected,
 * departure until departed, then arrival until delivered; a missing date falls to the next one.
 */
export const refreshNextDue = (db: Kysely<Tables>, which: WhichJobs) =>
  db
    .updateTable('jobs')
    .set({
      next_due: sql<string>`case
        when stage = 'delivered' then ${NO_DUE_DATE}
        when stage is null or stage = 'booked'
          then coalesce(collection_date, date_of_departure, date_of_arrival, ${NO_DUE_DATE})
        when stage = 'collected' then coalesce(date_of_departure, date_of_arrival, ${NO_DUE_DATE})
        else coalesce(date_of_arrival, ${NO_DUE_DATE}) end`,
    })
    .where(which)

/** A contact number's digits alone: staff search it by its last few. */
export const digitsOf = (contact: string | null | undefined) =>
  contact ? contact.replace(/\D/g, '') || null : null
