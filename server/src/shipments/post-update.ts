/**
 * Posting a status update, from the console, the CLI or a CSV row: a stage queues its e-mail to
 * every confirmed subscriber through the outbox, in the transaction that adds it and its audit line.
 */
import type { StatusUpdateFields } from '@contract/shipments.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import type { StatusUpdateInput } from './queries.ts'
import type { AuditEntry } from '../audit/index.ts'
import type { ShipmentStore } from './desk-queries.ts'
import { refusal, type Refusal } from './refusal.ts'

/** The row an update's fields make, with the tracking id it goes to. */
export const updateRow = (trackingId: string, update: StatusUpdateFields): StatusUpdateInput => ({
  tracking_id: trackingId,
  status_content: update.note,
  status_date: update.date,
  status_time: update.time,
  milestone: update.stage,
  location: update.location,
  status_content_ar: update.noteAr,
})

/** The update as the audit trail keeps it (no contact details are in an update). */
export const auditedUpdate = (trackingId: string, update: StatusUpdateFields) => ({
  trackingId: trackingId.trim().toUpperCase(),
  ...update,
})

export async function postUpdate(
  repo: Pick<ShipmentStore, 'postShipmentUpdate'>,
  trackingId: string,
  update: StatusUpdateFields,
  by: AuditEntry,
): Promise<{ ok: true; id: number } | Refusal> {
  const id = await repo.postShipmentUpdate(updateRow(trackingId, update), {
    ...by,
    action: 'status-update.posted',
    after: auditedUpdate(trackingId, update),
  })
  return id === null ? refusal(404, staffMessages.noSuchShipment) : { ok: true, id }
}
