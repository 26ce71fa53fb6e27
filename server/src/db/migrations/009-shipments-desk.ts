import { sql } from 'kysely'

import { refreshNextDue, refreshStage } from '../../shipments/job-summary.ts'
import type { Migration } from './migration.ts'

export const migration: Migration = {
  name: "the shipments desk: each job's stage, next due date, last post and lead; update locations",
  up: (schema, t, { kind, db }) => {
    const msOf = (column: string) =>
      kind === 'sqlite'
        ? sql<number>`cast((julianday(${sql.ref(column)}) - 2440587.5) * 86400000 as integer)`
        : sql<number>`cast(extract(epoch from ${sql.ref(column)}) * 1000 as bigint)`
    const digits = ['+', '-', '(', ')', '.', '/'].reduce(
      (expression, char) => sql`replace(${expression}, ${sql.lit(char)}, '')`,
      sql`replace(${sql.ref('contact_number')}, ' ', '')`,
    )
    const every = () => sql<boolean>`true`
    return [
      schema.alterTable('jobs').addColumn('stage', 'text'),
      schema
        .alterTable('jobs')
        .addColumn('next_due', t.date, (c) => c.notNull().defaultTo('9999-12-31')),
      schema.alterTable('jobs').addColumn('last_posted_at', t.bigint),
      schema.alterTable('jobs').addColumn('contact_digits', 'text'),
      schema
        .alterTable('jobs')
        .addColumn('lead_id', t.bigint, (c) => c.references('enquiries.id').onDelete('set null')),
      schema.alterTable('status_updates').addColumn('location', 'text'),
      refreshStage(db, every),
      refreshNextDue(db, every),
      db.updateTable('jobs').set({
        contact_digits: sql`nullif(${digits}, '')`,
        last_posted_at: (eb) =>
          eb.fn.coalesce(
            eb
              .selectFrom('status_updates as su')
              .select(msOf('su.created_at').as('at'))
              .whereRef('su.job_id', '=', 'jobs.id')
              .orderBy('su.created_at', 'desc')
              .limit(1),
            msOf('jobs.created_at'),
          ),
      }),
      // The list's order, and its keyset: next due date, then id.
      schema.createIndex('jobs_next_due').on('jobs').columns(['next_due', 'id']),
      schema.createIndex('jobs_stage').on('jobs').columns(['stage', 'next_due', 'id']),
      schema.createIndex('jobs_last_posted').on('jobs').column('last_posted_at'),
      schema.createIndex('jobs_lead').unique().on('jobs').column('lead_id'),
    ]
  },
}
