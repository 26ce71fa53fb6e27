import type { Migration } from './migration.ts'

export const migration: Migration = {
  name: 'quote planner details on enquiries',
  up: (schema, t) => [schema.alterTable('enquiries').addColumn('details', t.json)],
}
