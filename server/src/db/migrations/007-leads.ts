import { type Migration, notNull } from './migration.ts'

export const migration: Migration = {
  name: "leads: each enquiry's place in the pipeline, who works it, and its notes",
  up: (schema, t) => [
    schema.alterTable('enquiries').addColumn('status', 'text', (c) => c.notNull().defaultTo('new')),
    schema.alterTable('enquiries').addColumn('lost_reason', 'text'),
    schema
      .alterTable('enquiries')
      .addColumn('assigned_to', t.bigint, (c) =>
        c.references('staff_accounts.id').onDelete('set null'),
      ),
    schema.alterTable('enquiries').addColumn('contacted_at', t.bigint),
    schema.createIndex('enquiries_status').on('enquiries').columns(['status', 'id']),
    schema
      .createTable('lead_notes')
      .addColumn('id', t.id, t.identity)
      .addColumn('enquiry_id', t.bigint, (c) =>
        c.notNull().references('enquiries.id').onDelete('cascade'),
      )
      .addColumn('author_id', t.bigint)
      .addColumn('author_name', 'text', notNull)
      .addColumn('body', 'text', notNull)
      .addColumn('at', t.bigint, notNull),
    schema.createIndex('lead_notes_enquiry').on('lead_notes').column('enquiry_id'),
  ],
}
