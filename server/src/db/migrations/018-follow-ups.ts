import { type ColumnDefinitionBuilder } from 'kysely'

import { type Migration, notNull } from './migration.ts'

/**
 * Follow-ups (issue 55): the rules admins tune, each follow-up planned from them with where it
 * stands, the customers who asked for no more, the ratings of "How did we do?", the staff
 * alerts they raise, and a shipment's time window and crew contact for the move reminders.
 * Times are ms since the epoch; every link's secret is kept only as its SHA-256 (ADR 040).
 */
export const migration: Migration = {
  name: 'follow-ups: rules, the schedule, stops, reviews, staff alerts, move window and crew',
  up: (schema, t) => {
    const staff = (column: ColumnDefinitionBuilder) =>
      column.references('staff_accounts.id').onDelete('set null')
    const lead = (column: ColumnDefinitionBuilder) =>
      column.references('enquiries.id').onDelete('set null')
    const job = (column: ColumnDefinitionBuilder) =>
      column.references('jobs.id').onDelete('cascade')
    return [
      // A rule of FOLLOW_UP_RULES as an admin set it; one with no row keeps its defaults (so a
      // fresh database holds no rows, and a copy to PostgreSQL finds its target empty).
      schema
        .createTable('follow_up_rules')
        .addColumn('rule', 'text', (c) => c.primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('offset_minutes', 'integer', notNull)
        .addColumn('updated_at', t.bigint)
        .addColumn('updated_by', t.bigint, staff),
      // Each follow-up, planned once per `key` (the rule and what it is about), due at `due_at`
      // (already moved out of quiet hours), until it is sent, skipped or cancelled.
      schema
        .createTable('follow_ups')
        .addColumn('id', t.id, t.identity)
        .addColumn('rule', 'text', notNull)
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('lead_id', t.bigint, lead)
        .addColumn('job_id', t.bigint, job)
        .addColumn('quote_id', t.bigint, (c) => c.references('quotes.id').onDelete('cascade'))
        .addColumn('due_at', t.bigint, notNull)
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
        .addColumn('locale', 'text', notNull)
        // How it went when sent: 'email', 'whatsapp' or 'console' (a staff alert).
        .addColumn('channel', 'text')
        .addColumn('outbox_id', t.bigint)
        .addColumn('whatsapp_message_id', t.bigint)
        .addColumn('lease_until', t.bigint)
        .addColumn('sent_at', t.bigint)
        // Why it was cancelled (FOLLOW_UP_CANCEL_REASONS), or who skipped or sent it by hand.
        .addColumn('reason', 'text')
        .addColumn('done_by', t.bigint, staff)
        .addColumn('done_by_name', 'text')
        .addColumn('created_at', t.bigint, notNull)
        .addColumn('updated_at', t.bigint, notNull),
      schema.createIndex('follow_ups_due').on('follow_ups').columns(['status', 'due_at']),
      schema.createIndex('follow_ups_lead').on('follow_ups').columns(['lead_id', 'due_at']),
      schema.createIndex('follow_ups_job').on('follow_ups').columns(['job_id', 'due_at']),
      // A link a follow-up carried to the stop page, drawn when the message was made.
      schema
        .createTable('follow_up_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('lead_id', t.bigint, lead)
        .addColumn('job_id', t.bigint, job)
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('locale', 'text', notNull)
        .addColumn('created_at', t.bigint, notNull),
      // "No more": for one move (its lead and its shipments) or, by address and number, for
      // everything. Kept for good; a follow-up asks here before it goes.
      schema
        .createTable('follow_up_stops')
        .addColumn('id', t.id, t.identity)
        .addColumn('scope', 'text', notNull)
        .addColumn('lead_id', t.bigint, lead)
        .addColumn('job_id', t.bigint, job)
        .addColumn('move_id', t.bigint, (c) => c.references('moves.id').onDelete('set null'))
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        // 'link', 'whatsapp' (a STOP) or 'staff'.
        .addColumn('source', 'text', notNull)
        .addColumn('at', t.bigint, notNull),
      schema.createIndex('follow_up_stops_email').on('follow_up_stops').column('email'),
      schema.createIndex('follow_up_stops_phone').on('follow_up_stops').column('phone'),
      // The private link of a review request: /feedback/:token.
      schema
        .createTable('review_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('job_id', t.bigint, (c) => job(c).notNull())
        .addColumn('lead_id', t.bigint, lead)
        .addColumn('locale', 'text', notNull)
        .addColumn('created_at', t.bigint, notNull),
      // Every rating given, kept (a second answer adds a row).
      schema
        .createTable('reviews')
        .addColumn('id', t.id, t.identity)
        .addColumn('job_id', t.bigint, (c) => job(c).notNull())
        .addColumn('lead_id', t.bigint, lead)
        .addColumn('rating', 'integer', notNull)
        .addColumn('comment', 'text', notNull)
        .addColumn('locale', 'text', notNull)
        .addColumn('at', t.bigint, notNull),
      schema.createIndex('reviews_at').on('reviews').column('at'),
      // What the console raises for staff: a low rating, a lead nobody answered. `staff_id` is
      // the person it is for; null for every admin.
      schema
        .createTable('staff_alerts')
        .addColumn('id', t.id, t.identity)
        .addColumn('kind', 'text', notNull)
        .addColumn('staff_id', t.bigint, (c) =>
          c.references('staff_accounts.id').onDelete('cascade'),
        )
        .addColumn('lead_id', t.bigint, lead)
        .addColumn('job_id', t.bigint, job)
        .addColumn('review_id', t.bigint, (c) => c.references('reviews.id').onDelete('cascade'))
        .addColumn('created_at', t.bigint, notNull)
        .addColumn('read_at', t.bigint),
      schema.createIndex('staff_alerts_for').on('staff_alerts').columns(['staff_id', 'read_at']),
      // The move reminders' time window ("08:00-10:00", Doha) and who the crew are to call.
      schema.alterTable('jobs').addColumn('collection_window', 'text'),
      schema.alterTable('jobs').addColumn('crew_contact', 'text'),
    ]
  },
}
