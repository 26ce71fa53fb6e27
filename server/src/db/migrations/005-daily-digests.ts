import type { Migration } from './migration.ts'

export const migration: Migration = {
  name: 'one confirmation a day per subscription; daily digests',
  up: (schema, t) => [
    schema.alterTable('subscriptions').addColumn('confirmation_sent_at', t.bigint),
    schema.alterTable('outbox').addColumn('digest_key', 'text'),
    schema.createIndex('outbox_digest_key').unique().on('outbox').column('digest_key'),
    schema.alterTable('enquiries').addColumn('digest_key', 'text'),
    schema.createIndex('enquiries_digest_key').on('enquiries').column('digest_key'),
  ],
}
