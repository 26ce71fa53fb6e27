import { type ColumnDefinitionBuilder } from 'kysely'

import { type Migration, notNull } from './migration.ts'

/**
 * Quotes (issue 53), the whole of what the issue needs stored, so sending, the customer's page and
 * acceptance add no migration of their own. Times are ms since the epoch, as the console's tables
 * keep them; money is whole dirhams inside the JSON. A quote, its versions and its acceptance are
 * never deleted with anything: an acceptance is the customer's signature.
 */
export const migration: Migration = {
  name: 'quotes: drafts from leads, frozen versions with their SHA-256, hashed links, codes and acceptances',
  up: (schema, t) => {
    const quote = (column: ColumnDefinitionBuilder) => column.notNull().references('quotes.id')
    const staff = (column: ColumnDefinitionBuilder) =>
      column.references('staff_accounts.id').onDelete('set null')
    return [
      schema
        .createTable('quotes')
        .addColumn('id', t.id, t.identity)
        .addColumn('lead_id', t.bigint, (c) => c.notNull().references('enquiries.id'))
        // The lead's 1st, 2nd … quote: its reference is the lead's with `-Q<number>`.
        .addColumn('number', 'integer', notNull)
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
        .addColumn('language', 'text', notNull)
        // The customer, service and planned move, read from the lead when it was prepared.
        .addColumn('subject', t.json, notNull)
        // The draft as sales edit it: its lines (JSON), validity, deposit and notes.
        .addColumn('lines', t.json, notNull)
        .addColumn('valid_until', t.date, notNull)
        .addColumn('deposit_percent', 'integer', notNull)
        .addColumn('notes', 'text', notNull)
        .addColumn('terms_version', 'text', notNull)
        // Moves on with every change, so an edit made on an older reading is refused.
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
        // The latest version sent; null while none was.
        .addColumn('current_version', 'integer')
        .addColumn('declined_reason', 'text')
        .addColumn('declined_at', t.bigint)
        .addColumn('deposit_received_at', t.bigint)
        .addColumn('deposit_received_by', t.bigint, staff)
        .addColumn('created_by', t.bigint, staff)
        .addColumn('created_at', t.bigint, notNull)
        .addColumn('updated_at', t.bigint, notNull),
      schema.createIndex('quotes_lead').unique().on('quotes').columns(['lead_id', 'number']),
      schema.createIndex('quotes_status').on('quotes').columns(['status', 'id']),
      schema
        .createTable('quote_versions')
        .addColumn('id', t.id, t.identity)
        .addColumn('quote_id', t.bigint, quote)
        .addColumn('version', 'integer', notNull)
        // Canonical JSON as text, byte for byte what was hashed (JSONB would reorder its keys).
        .addColumn('content', 'text', notNull)
        .addColumn('content_sha256', 'text', notNull)
        .addColumn('sent_at', t.bigint, notNull)
        .addColumn('sent_by', t.bigint, staff)
        // The customer's first and latest opening of this version's page.
        .addColumn('first_viewed_at', t.bigint)
        .addColumn('last_viewed_at', t.bigint),
      schema
        .createIndex('quote_versions_quote')
        .unique()
        .on('quote_versions')
        .columns(['quote_id', 'version']),
      // The customer's private link: only the SHA-256 of its random token is kept.
      schema
        .createTable('quote_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('quote_id', t.bigint, quote)
        .addColumn('created_at', t.bigint, notNull)
        .addColumn('revoked_at', t.bigint),
      schema.createIndex('quote_links_quote').on('quote_links').column('quote_id'),
      // The 6-digit code that confirms an acceptance: a hash of it, its expiry and tries.
      schema
        .createTable('quote_codes')
        .addColumn('id', t.id, t.identity)
        .addColumn('quote_id', t.bigint, quote)
        .addColumn('version', 'integer', notNull)
        .addColumn('code_hash', 'text', notNull)
        .addColumn('channel', 'text', notNull)
        .addColumn('created_at', t.bigint, notNull)
        .addColumn('expires_at', t.bigint, notNull)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', t.bigint),
      schema.createIndex('quote_codes_quote').on('quote_codes').columns(['quote_id', 'id']),
      // One per quote: the version accepted, its content with the customer's choices and that
      // content's SHA-256, the typed name, the time (ms, and as Doha's clock showed it), the
      // network address and browser, and where the confirming code was sent.
      schema
        .createTable('quote_acceptances')
        .addColumn('id', t.id, t.identity)
        .addColumn('quote_id', t.bigint, (c) => c.notNull().unique().references('quotes.id'))
        .addColumn('version', 'integer', notNull)
        .addColumn('content', 'text', notNull)
        .addColumn('content_sha256', 'text', notNull)
        .addColumn('typed_name', 'text', notNull)
        .addColumn('accepted_at', t.bigint, notNull)
        .addColumn('accepted_at_doha', 'text', notNull)
        .addColumn('ip', 'text', notNull)
        .addColumn('user_agent', 'text', notNull)
        .addColumn('code_channel', 'text', notNull)
        .addColumn('language', 'text', notNull),
    ]
  },
}
