import type { Migration } from './migration.ts'

export const migration: Migration = {
  name: 'languages: the language each subscription was made in, and an Arabic note per update',
  up: (schema) => [
    // Every subscription so far was made before the e-mails had an Arabic twin: English.
    schema
      .alterTable('subscriptions')
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en')),
    schema.alterTable('status_updates').addColumn('status_content_ar', 'text'),
  ],
}
