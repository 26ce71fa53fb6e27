import type { Migration } from './migration.ts'

export const migration: Migration = {
  name: 'where each lead came from: its visit as the site kept it, and the source it counts under',
  up: (schema, t) => [
    schema.alterTable('enquiries').addColumn('attribution', t.json),
    // Null for the enquiries stored before the site kept their visit: their source is unknown.
    schema.alterTable('enquiries').addColumn('source', 'text'),
    schema.createIndex('enquiries_source').on('enquiries').columns(['source', 'id']),
  ],
}
