import { sql, type ColumnDefinitionBuilder } from 'kysely'

import { type Migration, notNull } from './migration.ts'

export const migration: Migration = {
  name: 'enquiries, outbox, jobs, status updates',
  up: (schema, t) => {
    const created = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(t.now)
    return [
      schema
        .createTable('enquiries')
        .addColumn('id', t.id, t.identity)
        .addColumn('full_name', 'text', notNull)
        .addColumn('phone_number', 'text', notNull)
        .addColumn('email', 'text', notNull)
        .addColumn('service_type', 'text', notNull)
        .addColumn('message', 'text', notNull)
        .addColumn('referer_url', 'text', notNull)
        .addColumn('submitted_url', 'text', notNull)
        .addColumn('tracking_number', 'text')
        .addColumn('client_ip', 'text', notNull)
        .addColumn('recaptcha_score', t.double)
        .addColumn('review_reason', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .addColumn('request_fingerprint', 'text')
        .addColumn('created_at', t.timestamp, created),
      schema
        .createTable('outbox')
        .addColumn('id', t.id, t.identity)
        .addColumn('enquiry_id', t.bigint, (c) => c.notNull().references('enquiries.id'))
        .addColumn('payload', 'text', notNull)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.bigint, notNull)
        .addColumn('last_error', 'text')
        .addColumn('sent_at', t.timestamp)
        .addColumn('failed_at', t.timestamp)
        .addColumn('created_at', t.timestamp, created),
      schema
        .createIndex('outbox_due')
        .on('outbox')
        .column('next_attempt_at')
        .where(sql.ref('sent_at'), 'is', null)
        .where(sql.ref('failed_at'), 'is', null),
      schema
        .createTable('jobs')
        .addColumn('id', t.id, t.identity)
        .addColumn('tracking_id', 'text', (c) => c.notNull().unique())
        .addColumn('cargo_type', 'text')
        .addColumn('customer_name', 'text')
        .addColumn('receiver_name', 'text')
        .addColumn('contact_number', 'text')
        .addColumn('email', 'text')
        .addColumn('recipient_address', 'text')
        .addColumn('recipient_country', 'text')
        .addColumn('commodity', 'text')
        .addColumn('number_of_packages', 'integer')
        .addColumn('weight', t.double)
        .addColumn('volume', t.double)
        .addColumn('origin', 'text')
        .addColumn('destination', 'text')
        .addColumn('cargo_ref_number', 'text')
        .addColumn('collection_date', t.date)
        .addColumn('date_of_departure', t.date)
        .addColumn('date_of_arrival', t.date)
        .addColumn('created_at', t.timestamp, created)
        .addColumn('updated_at', t.timestamp, created),
      schema
        .createTable('status_updates')
        .addColumn('id', t.id, t.identity)
        .addColumn('job_id', t.bigint, (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('status_content', 'text', notNull)
        .addColumn('status_date', t.date, notNull)
        .addColumn('status_time', 'text')
        .addColumn('created_at', t.timestamp, created),
      schema
        .createIndex('status_updates_job')
        .on('status_updates')
        .columns(['job_id', 'status_date', 'status_time', 'id']),
    ]
  },
}
