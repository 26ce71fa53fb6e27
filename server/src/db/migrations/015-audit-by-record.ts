import type { Migration } from './migration.ts'

/**
 * Every lead's and shipment's timeline, and the view written once in ten minutes, read the audit
 * trail by its record, newest first: without this index each read scans the whole trail, which
 * only grows.
 */
export const migration: Migration = {
  name: 'the audit trail indexed by its record',
  up: (schema) => [
    schema
      .createIndex('audit_log_record')
      .on('audit_log')
      .columns(['record_type', 'record_id', 'id']),
  ],
}
