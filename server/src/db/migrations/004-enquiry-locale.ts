import type { Migration } from './migration.ts'

export const migration: Migration = {
  name: "the enquiry's language",
  up: (schema) => [
    schema.alterTable('enquiries').addColumn('locale', 'text', (c) => c.notNull().defaultTo('en')),
  ],
}
