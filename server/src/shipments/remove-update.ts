/** Removing a status update, from the console or the CLI, audited with what it said. */
import { staffMessages } from '@contract/staff-messages.ts'
import type { AuditEntry } from '../audit/index.ts'
import type { ShipmentStore } from './desk-queries.ts'
import { refusal, type Refusal } from './refusal.ts'

export async function removeUpdate(
  repo: Pick<ShipmentStore, 'shipmentUpdate' | 'removeShipmentUpdate'>,
  id: number,
  by: AuditEntry,
): Promise<{ ok: true; trackingId: string } | Refusal> {
  const before = await repo.shipmentUpdate(id)
  if (!before) return refusal(404, staffMessages.noSuchUpdate)
  const done = await repo.removeShipmentUpdate(before, {
    ...by,
    action: 'status-update.removed',
    before: {
      trackingId: before.tracking_id,
      stage: before.milestone,
      date: before.status_date,
      time: before.status_time,
      location: before.location,
      note: before.status_content,
      // Kept so that Undo brings the update back whole (restore-update.ts reads it from here).
      noteAr: before.status_content_ar,
    },
  })
  return done
    ? { ok: true, trackingId: before.tracking_id }
    : refusal(404, staffMessages.noSuchUpdate)
}
