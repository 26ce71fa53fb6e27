import { type ColumnDefinitionBuilder } from 'kysely'

import { type Migration, notNull } from './migration.ts'

/**
 * WhatsApp through Meta's Cloud API (issue 54), all it stores: each number's consent and window,
 * every message both ways with its delivery status, which shipments a number follows, and the
 * webhook's bodies waiting to be read. A number is its international digits, as Meta writes it
 * (97455123456). Times are ms since the epoch.
 */
export const migration: Migration = {
  name: 'whatsapp: consent per number, messages both ways, followed shipments, webhook queue',
  up: (schema, t) => {
    const staff = (column: ColumnDefinitionBuilder) =>
      column.references('staff_accounts.id').onDelete('set null')
    return [
      // One row per number: its language, its consent (when and where given, when withdrawn) and
      // the customer's last message, from which the 24-hour window for free text runs.
      schema
        .createTable('whatsapp_contacts')
        .addColumn('phone', 'text', (c) => c.primaryKey())
        .addColumn('locale', 'text', notNull)
        .addColumn('consent_at', t.bigint)
        .addColumn('consent_source', 'text')
        .addColumn('opted_out_at', t.bigint)
        .addColumn('last_inbound_at', t.bigint)
        .addColumn('created_at', t.bigint, notNull)
        .addColumn('updated_at', t.bigint, notNull),
      schema
        .createTable('whatsapp_messages')
        .addColumn('id', t.id, t.identity)
        .addColumn('phone', 'text', notNull)
        .addColumn('lead_id', t.bigint, (c) => c.references('enquiries.id').onDelete('set null'))
        .addColumn('job_id', t.bigint, (c) => c.references('jobs.id').onDelete('set null'))
        .addColumn('direction', 'text', notNull)
        // Meta's id (wamid.…): set when it answers a send, or given with a message that came in.
        .addColumn('wa_id', 'text')
        .addColumn('kind', 'text', notNull)
        .addColumn('template', 'text')
        .addColumn('language', 'text', notNull)
        // What the console shows: the free text, a template's body with its values, a caption.
        .addColumn('body', 'text', notNull)
        // A template's values in order (JSON array of strings), sent as its body's parameters.
        .addColumn('params', t.json)
        .addColumn('media_id', 'text')
        .addColumn('media_type', 'text')
        .addColumn('media_name', 'text')
        .addColumn('media_size', t.bigint)
        .addColumn('status', 'text', notNull)
        .addColumn('status_at', t.bigint)
        .addColumn('error', 'text')
        // Why the product sent it on its own (WHATSAPP_PURPOSES); null for staff's and customers'.
        .addColumn('purpose', 'text')
        .addColumn('author_id', t.bigint, staff)
        .addColumn('author_name', 'text')
        // When staff first read a customer's message; unread ones count in the inbox.
        .addColumn('seen_at', t.bigint)
        .addColumn('at', t.bigint, notNull),
      // A repeat of a webhook's message, or of a status for a sent one, finds its row by this.
      schema
        .createIndex('whatsapp_messages_wa_id')
        .unique()
        .on('whatsapp_messages')
        .column('wa_id'),
      schema
        .createIndex('whatsapp_messages_lead')
        .on('whatsapp_messages')
        .columns(['lead_id', 'id']),
      schema.createIndex('whatsapp_messages_job').on('whatsapp_messages').columns(['job_id', 'id']),
      schema
        .createIndex('whatsapp_messages_phone')
        .on('whatsapp_messages')
        .columns(['phone', 'id']),
      schema
        .createIndex('whatsapp_messages_unseen')
        .on('whatsapp_messages')
        .columns(['direction', 'seen_at']),
      // A number that asked for a shipment's milestones on WhatsApp (instead of, or as well as,
      // e-mail), until it stops.
      schema
        .createTable('whatsapp_follows')
        .addColumn('id', t.id, t.identity)
        .addColumn('job_id', t.bigint, (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('phone', 'text', notNull)
        .addColumn('whole_move', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.bigint, notNull)
        .addColumn('ended_at', t.bigint),
      schema
        .createIndex('whatsapp_follows_job')
        .unique()
        .on('whatsapp_follows')
        .columns(['job_id', 'phone']),
      // Signed webhook bodies accepted and answered at once, read by a worker after (each
      // instance leases rows as the outbox does).
      schema
        .createTable('whatsapp_events')
        .addColumn('id', t.id, t.identity)
        .addColumn('body', 'text', notNull)
        .addColumn('received_at', t.bigint, notNull)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.bigint, notNull)
        .addColumn('processed_at', t.bigint)
        .addColumn('error', 'text'),
      schema
        .createIndex('whatsapp_events_due')
        .on('whatsapp_events')
        .columns(['processed_at', 'next_attempt_at']),
    ]
  },
}
