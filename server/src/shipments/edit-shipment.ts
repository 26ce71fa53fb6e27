/** Changing a shipment's fields, from the console or the CLI, audited in the same transaction. */
import type { ShipmentFields } from '@contract/shipments.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import type { AuditEntry } from '../audit/index.ts'
import { auditedChange } from './audit.ts'
import type { ShipmentStore } from './desk-queries.ts'
import { refusal, type Refusal } from './refusal.ts'

export async function editShipment(
  repo: Pick<ShipmentStore, 'shipment' | 'changeShipment'>,
  trackingId: string,
  fields: ShipmentFields,
  by: AuditEntry,
): Promise<{ ok: true; changed: string[] } | Refusal> {
  const found = await repo.shipment(trackingId)
  if (!found) return refusal(404, staffMessages.noSuchShipment)
  const { changed, before, after } = auditedChange(found.job, fields)
  if (changed.length === 0) return { ok: true, changed }
  const only = Object.fromEntries(
    changed.map((field) => [field, fields[field as keyof ShipmentFields]]),
  )
  const done = await repo.changeShipment(found.job.tracking_id, only, {
    ...by,
    action: 'shipment.edited',
    before,
    after,
  })
  return done ? { ok: true, changed } : refusal(404, staffMessages.noSuchShipment)
}
