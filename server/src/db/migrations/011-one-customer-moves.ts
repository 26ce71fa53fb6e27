import { auditMixedMoves } from '../same-customer.ts'
import type { Migration } from './migration.ts'

export const migration: Migration = {
  name: "one move, one customer: an admin's reason for a leg of another record; mixed moves listed",
  up: (schema, _t, { kind, db }) => [
    // Set when an admin joined the leg to a move of another record of the same customer.
    schema.alterTable('jobs').addColumn('move_reason', 'text'),
    // Moves made before the rule are kept for staff to sort out, and listed.
    auditMixedMoves(db, kind, 'migration: one move, one customer'),
  ],
}
