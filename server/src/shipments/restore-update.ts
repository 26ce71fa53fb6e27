/** Undo of a removed status update, from the console: audited, and never e-mailed. */
import { staffMessages } from '@contract/staff-messages.ts'
import type { AuditEntry } from '../audit/index.ts'
import type { ShipmentStore } from './desk-queries.ts'
import { refusal, type Refusal } from './refusal.ts'

/**
 * How long after a removal Undo still works: well past the console's toast, for a slow network,
 * yet short enough that nobody restores an update others have since worked around.
 */
export const RESTORE_WITHIN_MS = 5 * 60_000

export async function restoreUpdate(
  repo: Pick<ShipmentStore, 'removedUpdate' | 'restoreShipmentUpdate'>,
  trackingId: string,
  removedId: number,
  by: AuditEntry,
  now = Date.now(),
): Promise<{ ok: true; id: number } | Refusal> {
  const removed = await repo.removedUpdate(removedId, now - RESTORE_WITHIN_MS)
  if (!removed || removed.trackingId !== trackingId)
    return refusal(404, staffMessages.cannotRestore)
  const fields = {
    stage: removed.stage,
    date: removed.date,
    time: removed.time,
    location: removed.location,
    note: removed.note,
    noteAr: removed.noteAr ?? null,
  }
  const id = await repo.restoreShipmentUpdate(
    {
      tracking_id: trackingId,
      status_content: fields.note,
      status_date: fields.date,
      status_time: fields.time,
      milestone: fields.stage,
      location: fields.location,
      status_content_ar: fields.noteAr,
    },
    removedId,
    { ...by, action: 'status-update.restored', after: { trackingId, ...fields } },
  )
  return id === null ? refusal(404, staffMessages.noSuchShipment) : { ok: true, id }
}
