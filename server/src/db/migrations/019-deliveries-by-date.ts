import type { Migration } from './migration.ts'

/**
 * The follow-ups' planner asks every minute which shipments were delivered from a date on, and
 * the review report which were delivered in its months: both read `status_updates` by milestone
 * and date, which without this index is a scan of every update ever posted.
 */
export const migration: Migration = {
  name: 'delivered updates indexed by their date',
  up: (schema) => [
    schema
      .createIndex('status_updates_milestone_date')
      .on('status_updates')
      .columns(['milestone', 'status_date', 'job_id']),
  ],
}
