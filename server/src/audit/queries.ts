/**
 * The audit trail: one line per thing staff (or someone failing to sign in) did, with who, from
 * where and the values that changed. Every domain writes its lines in the same transaction as the
 * change (`auditRow`); the table refuses any change or deletion (db/audit-append-only.ts).
 */
import type { Executor } from '../db/sql.ts'
import { shipmentLines } from './record-lines.ts'

/** One line of the audit trail as written; `before` and `after` hold only the changed values. */
export type AuditEntry = {
  actorId: number | null
  actorName: string | null
  ip: string
  action: string
  recordType?: string
  recordId?: string | number
  before?: Record<string, unknown>
  after?: Record<string, unknown>
}

export type AuditLine = Omit<AuditEntry, 'recordId'> & {
  id: number
  at: number
  recordId: string | null
}

export type AuditFilter = {
  actorId?: number
  action?: string
  recordType?: string
  recordId?: string
  from?: number
  to?: number
  before?: number
  limit: number
}

const json = (value: Record<string, unknown> | undefined) =>
  value === undefined ? null : JSON.stringify(value)
const parsed = (value: string | Record<string, unknown> | null) =>
  value === null ? undefined : typeof value === 'string' ? JSON.parse(value) : value

/** One line of the audit trail as its table holds it; every staff feature writes it so. */
export const auditRow = (entry: AuditEntry, at = Date.now()) => ({
  at,
  actor_id: entry.actorId,
  actor_name: entry.actorName,
  ip: entry.ip,
  action: entry.action,
  record_type: entry.recordType ?? null,
  record_id: entry.recordId === undefined ? null : String(entry.recordId),
  before: json(entry.before),
  after: json(entry.after),
})

export type AuditStore = ReturnType<typeof auditQueries>

export function auditQueries(sql: Executor) {
  const { db } = sql
  return {
    /** Writes one line of the trail on its own (a refused sign-in, an export). */
    async audit(entry: AuditEntry) {
      await sql.write(db.insertInto('audit_log').values(auditRow(entry)))
    },
    /** The trail, newest first, filtered; `before` pages on by id. */
    async auditTrail(filter: AuditFilter): Promise<AuditLine[]> {
      const rows = await sql.read(
        db
          .selectFrom('audit_log')
          .selectAll()
          .$if(filter.actorId !== undefined, (q) => q.where('actor_id', '=', filter.actorId!))
          .$if(filter.action !== undefined, (q) => q.where('action', '=', filter.action!))
          .$if(filter.recordType === 'shipment' && filter.recordId !== undefined, (q) =>
            // A shipment's updates are records of their own that name it: they belong to it.
            q.where((eb) => shipmentLines(eb, filter.recordId!)),
          )
          .$if(filter.recordType !== 'shipment' || filter.recordId === undefined, (q) =>
            q
              .$if(filter.recordType !== undefined, (q) =>
                q.where('record_type', '=', filter.recordType!),
              )
              .$if(filter.recordId !== undefined, (q) =>
                q.where('record_id', '=', filter.recordId!),
              ),
          )
          .$if(filter.from !== undefined, (q) => q.where('at', '>=', filter.from!))
          .$if(filter.to !== undefined, (q) => q.where('at', '<', filter.to!))
          .$if(filter.before !== undefined, (q) => q.where('id', '<', filter.before!))
          .orderBy('id', 'desc')
          .limit(filter.limit),
      )
      return rows.map((row) => ({
        id: row.id,
        at: Number(row.at),
        actorId: row.actor_id,
        actorName: row.actor_name,
        ip: row.ip,
        action: row.action,
        recordType: row.record_type ?? undefined,
        recordId: row.record_id,
        before: parsed(row.before),
        after: parsed(row.after),
      }))
    },
  }
}
