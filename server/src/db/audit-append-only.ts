/**
 * The audit trail is append-only in the database itself, not only in our code: whoever holds the
 * application's connection (a bug, an injected query, a support session) cannot rewrite or erase
 * what was done. Each database refuses UPDATE and DELETE on `audit_log` with its own trigger.
 */
import { CompiledQuery, type Compilable } from 'kysely'

import type { Kind } from './sql.ts'

/** The words either database answers a refused change with; tests look for them. */
export const AUDIT_APPEND_ONLY = 'audit_log is append-only'

const raw = (text: string): Compilable => ({ compile: () => CompiledQuery.raw(text) })

export function auditAppendOnly(kind: Kind): Compilable[] {
  if (kind === 'sqlite')
    return ['UPDATE', 'DELETE'].map((change) =>
      raw(
        `CREATE TRIGGER audit_log_no_${change.toLowerCase()} BEFORE ${change} ON audit_log ` +
          `BEGIN SELECT RAISE(ABORT, '${AUDIT_APPEND_ONLY}'); END`,
      ),
    )
  return [
    raw(
      'CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS ' +
        `$$ BEGIN RAISE EXCEPTION '${AUDIT_APPEND_ONLY}'; END $$`,
    ),
    // Row triggers catch UPDATE and DELETE; the statement trigger catches TRUNCATE, which skips them.
    raw(
      'CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log ' +
        'FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()',
    ),
    raw(
      'CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log ' +
        'FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()',
    ),
  ]
}
