import { auditAppendOnly } from '../audit-append-only.ts'
import type { Migration } from './migration.ts'

export const migration: Migration = {
  name: 'the audit trail refuses UPDATE and DELETE in the database itself',
  up: (_schema, _types, { kind }) => auditAppendOnly(kind),
}
