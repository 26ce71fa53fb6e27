/**
 * Bringing back a removed status update (the console's Undo): read from the audit line its
 * removal wrote, and written again without its milestone's e-mails, so an undone slip never
 * reaches a subscriber.
 */
import { prepare, type Executor } from '../db/sql.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import { jobWrites, normalizeTrackingId, type StatusUpdateInput } from './queries.ts'

/** What the removal's audit line kept of the update (remove-update.ts writes it). */
export type RemovedUpdate = {
  trackingId: string
  stage: StatusUpdateInput['milestone']
  date: string
  time: string | null
  location: string | null
  note: string
  noteAr?: string | null
}

export function restoreQueries(sql: Executor) {
  const { db } = sql
  const writes = jobWrites(db)
  const lastLine = prepare((recordId: string, since: number) =>
    db
      .selectFrom('audit_log')
      .select(['action', 'before'])
      .where('record_type', '=', 'status-update')
      .where('record_id', '=', recordId)
      .where('action', 'in', ['status-update.removed', 'status-update.restored'])
      .where('at', '>=', since)
      .orderBy('id', 'desc')
      .limit(1),
  )
  return {
    /** Update `id` as its removal since `since` kept it, or null (none, or restored since). */
    async removedUpdate(id: number, since: number): Promise<RemovedUpdate | null> {
      const [line] = await sql.read(lastLine(String(id), since))
      if (!line || line.action !== 'status-update.removed' || line.before === null) return null
      return (
        typeof line.before === 'string' ? JSON.parse(line.before) : line.before
      ) as RemovedUpdate
    },
    /**
     * Adds `update` again with the job's summary and an audit line under the removed id, and no
     * e-mail: its subscribers heard of it when it was posted, or were never to. Null when the job
     * is gone.
     */
    async restoreShipmentUpdate(update: StatusUpdateInput, removedId: number, by: AuditEntry) {
      const at = Date.now()
      const trackingId = normalizeTrackingId(update.tracking_id)
      const { rows } = await sql.write(
        writes.addUpdate(
          trackingId,
          update.status_content,
          update.status_date,
          update.status_time ?? null,
          update.milestone ?? null,
          update.location ?? null,
          update.status_content_ar ?? null,
        ),
        ...writes.summary(trackingId),
        db
          .insertInto('audit_log')
          .values(auditRow({ ...by, recordType: 'status-update', recordId: removedId }, at)),
      )
      return (rows[0] as { id: number } | undefined)?.id ?? null
    },
  }
}
