import { type ColumnDefinitionBuilder } from 'kysely'

import { type Migration, notNull } from './migration.ts'

export const migration: Migration = {
  name: 'staff accounts, passkeys, sign-in links, sessions and the audit trail',
  up: (schema, t) => {
    const account = (column: ColumnDefinitionBuilder) =>
      column.notNull().references('staff_accounts.id').onDelete('cascade')
    return [
      schema
        .createTable('staff_accounts')
        .addColumn('id', t.id, t.identity)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', notNull)
        .addColumn('role', 'text', notNull)
        .addColumn('webauthn_user_id', 'text', (c) => c.notNull().unique())
        .addColumn('disabled_at', t.bigint)
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now)),
      schema
        .createTable('staff_passkeys')
        .addColumn('credential_id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', t.bigint, account)
        .addColumn('public_key', 'text', notNull)
        .addColumn('counter', t.bigint, notNull)
        .addColumn('transports', 'text', notNull)
        .addColumn('created_at', t.bigint, notNull)
        .addColumn('last_used_at', t.bigint),
      schema.createIndex('staff_passkeys_account').on('staff_passkeys').column('account_id'),
      schema
        .createTable('staff_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', t.bigint, account)
        .addColumn('purpose', 'text', notNull)
        .addColumn('expires_at', t.bigint, notNull)
        .addColumn('used_at', t.bigint),
      schema.createIndex('staff_links_account').on('staff_links').column('account_id'),
      schema
        .createTable('staff_sessions')
        .addColumn('id', t.id, t.identity)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('account_id', t.bigint, account)
        .addColumn('created_at', t.bigint, notNull)
        .addColumn('last_seen_at', t.bigint, notNull)
        .addColumn('revoked_at', t.bigint)
        .addColumn('ip', 'text', notNull)
        .addColumn('user_agent', 'text', notNull),
      schema.createIndex('staff_sessions_account').on('staff_sessions').column('account_id'),
      schema
        .createTable('staff_challenges')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('challenge', 'text', notNull)
        .addColumn('expires_at', t.bigint, notNull),
      schema
        .createTable('audit_log')
        .addColumn('id', t.id, t.identity)
        .addColumn('at', t.bigint, notNull)
        .addColumn('actor_id', t.bigint)
        .addColumn('actor_name', 'text')
        .addColumn('ip', 'text', notNull)
        .addColumn('action', 'text', notNull)
        .addColumn('record_type', 'text')
        .addColumn('record_id', 'text')
        .addColumn('before', t.json)
        .addColumn('after', t.json),
      schema.createIndex('audit_log_at').on('audit_log').column('at'),
    ]
  },
}
