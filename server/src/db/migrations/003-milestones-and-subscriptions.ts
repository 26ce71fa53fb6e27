import { sql, type ColumnDefinitionBuilder } from 'kysely'

import type { Tables } from '../sql.ts'
import { type Migration, notNull } from './migration.ts'

export const migration: Migration = {
  name: 'milestones, subscriptions, second-factor counters; outbox rows for subscribers',
  up: (schema, t, { kind, db }) => {
    const created = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(t.now)
    const cascade = (table: string) => (column: ColumnDefinitionBuilder) =>
      column.references(`${table}.id`).onDelete('cascade')
    // The outbox also carries mail for subscribers, which belongs to no enquiry.
    const outbox = () =>
      schema
        .createTable('outbox')
        .addColumn('id', t.id, t.identity)
        .addColumn('enquiry_id', t.bigint, (c) => c.references('enquiries.id'))
        .addColumn('payload', 'text', notNull)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.bigint, notNull)
        .addColumn('last_error', 'text')
        .addColumn('sent_at', t.timestamp)
        .addColumn('failed_at', t.timestamp)
        .addColumn('created_at', t.timestamp, created)
        .addColumn('subscription_id', t.bigint, cascade('subscriptions'))
        .addColumn('status_update_id', t.bigint, cascade('status_updates'))
    const outboxColumns = [
      'id',
      'enquiry_id',
      'payload',
      'attempts',
      'next_attempt_at',
      'last_error',
      'sent_at',
      'failed_at',
      'created_at',
    ] as const
    const dueIndex = schema
      .createIndex('outbox_due')
      .on('outbox')
      .column('next_attempt_at')
      .where(sql.ref('sent_at'), 'is', null)
      .where(sql.ref('failed_at'), 'is', null)
    const previous = 'outbox_before_3'
    return [
      schema.alterTable('status_updates').addColumn('milestone', 'text'),
      schema
        .createTable('subscriptions')
        .addColumn('id', t.id, t.identity)
        .addColumn('job_id', t.bigint, (c) => cascade('jobs')(c).notNull())
        .addColumn('email', 'text', notNull)
        .addColumn('created_at', t.timestamp, created)
        .addColumn('confirmed_at', t.timestamp)
        .addColumn('unsubscribed_at', t.timestamp)
        .addUniqueConstraint('subscriptions_job_email', ['job_id', 'email']),
      schema
        .createTable('subscription_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('subscription_id', t.bigint, (c) => cascade('subscriptions')(c).notNull())
        .addColumn('purpose', 'text', notNull)
        .addColumn('expires_at', t.bigint)
        .addColumn('created_at', t.timestamp, created),
      schema
        .createIndex('subscription_tokens_subscription')
        .on('subscription_tokens')
        .column('subscription_id'),
      schema
        .createTable('second_factor_counters')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', t.bigint, notNull)
        .addColumn('count', 'integer', notNull),
      ...(kind === 'postgres'
        ? [
            schema.alterTable('outbox').alterColumn('enquiry_id', (c) => c.dropNotNull()),
            schema
              .alterTable('outbox')
              .addColumn('subscription_id', t.bigint, cascade('subscriptions')),
            schema
              .alterTable('outbox')
              .addColumn('status_update_id', t.bigint, cascade('status_updates')),
          ]
        : // SQLite cannot drop a NOT NULL: the table is made anew and its rows, ids included,
          // copied over (AUTOINCREMENT then continues after the highest id).
          [
            schema.alterTable('outbox').renameTo(previous),
            outbox(),
            db
              .insertInto('outbox')
              .columns(outboxColumns)
              .expression(
                db
                  .withTables<{ [previous]: Tables['outbox'] }>()
                  .selectFrom(previous)
                  .select(outboxColumns),
              ),
            schema.dropTable(previous),
            dueIndex,
          ]),
    ]
  },
}
