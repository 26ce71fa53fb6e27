/**
 * Changing a status update, from the console or the CLI: a stage it did not have before queues
 * its e-mails, as posting one does; audited in the same transaction.
 */
import type { StatusUpdateFields } from '@contract/shipments.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import type { StatusUpdateChange } from './queries.ts'
import type { AuditEntry } from '../audit/index.ts'
import { auditedChange } from './audit.ts'
import type { ShipmentStore } from './desk-queries.ts'
import { refusal, type Refusal } from './refusal.ts'

const columns = {
  stage: 'milestone',
  date: 'status_date',
  time: 'status_time',
  location: 'location',
  note: 'status_content',
  noteAr: 'status_content_ar',
} as const satisfies Record<keyof StatusUpdateFields, keyof StatusUpdateChange>

export async function editUpdate(
  repo: Pick<ShipmentStore, 'shipmentUpdate' | 'changeShipmentUpdate'>,
  id: number,
  change: Partial<StatusUpdateFields>,
  by: AuditEntry,
): Promise<{ ok: true; trackingId: string } | Refusal> {
  const before = await repo.shipmentUpdate(id)
  if (!before) return refusal(404, staffMessages.noSuchUpdate)
  const row: Record<string, unknown> = {}
  const was: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(change)) {
    const column = columns[field as keyof StatusUpdateFields]
    row[column] = value
    was[field] = before[column]
  }
  const audited = auditedChange(was, change)
  const done = await repo.changeShipmentUpdate(before, row as StatusUpdateChange, {
    ...by,
    action: 'status-update.edited',
    before: { trackingId: before.tracking_id, ...audited.before },
    after: audited.after,
  })
  return done
    ? { ok: true, trackingId: before.tracking_id }
    : refusal(404, staffMessages.noSuchUpdate)
}
