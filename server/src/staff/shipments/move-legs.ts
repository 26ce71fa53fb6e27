/**
 * The legs of one move (air freight, sea freight, storage …): putting two shipments in one move,
 * and taking one out, audited. Customers tracking any leg then see the others.
 */
import { MAX_MOVE_LEGS } from '../../../../shared/contract/jobs.ts'
import { staffMessages } from '../../../../shared/contract/staff-messages.ts'
import type { AuditEntry } from '../queries.ts'
import type { ShipmentStore } from './queries.ts'
import { refusal, type Refusal } from './refusal.ts'

type Moves = Pick<ShipmentStore, 'shipmentMove' | 'joinMove' | 'leaveMove'>

/** Puts `other` in the move of `trackingId` (or both in a new move); the move's id. */
export async function joinMove(
  repo: Moves,
  trackingId: string,
  other: string,
  by: AuditEntry,
): Promise<{ ok: true; move: number } | Refusal> {
  const [leg, joining] = await Promise.all([
    repo.shipmentMove(trackingId),
    repo.shipmentMove(other),
  ])
  if (!leg) return refusal(404, staffMessages.noSuchShipment)
  const refused = (status: Refusal['status'], error: string) =>
    refusal(status, error, { trackingId: error })
  if (!joining) return refused(404, staffMessages.noSuchShipment)
  if (joining.id === leg.id) return refused(400, staffMessages.ownLeg)
  if (leg.moveId !== null && leg.moveId === joining.moveId)
    return refused(409, staffMessages.alreadyLegs)
  if (leg.moveId !== null && joining.moveId !== null) return refused(409, staffMessages.otherMove)
  // A job in no move counts as one leg of its own.
  if (leg.legs + joining.legs > MAX_MOVE_LEGS)
    return refused(409, staffMessages.tooManyLegs(MAX_MOVE_LEGS))
  const move = await repo.joinMove(
    leg.moveId ?? joining.moveId,
    [leg.trackingId, joining.trackingId],
    { ...by, action: 'shipment.move-joined', after: { leg: joining.trackingId } },
  )
  return { ok: true, move }
}

/** Takes `trackingId` out of its move; the move's last other leg leaves it with it. */
export async function leaveMove(
  repo: Moves,
  trackingId: string,
  by: AuditEntry,
): Promise<{ ok: true } | Refusal> {
  const leg = await repo.shipmentMove(trackingId)
  if (!leg) return refusal(404, staffMessages.noSuchShipment)
  if (leg.moveId === null) return refusal(409, staffMessages.notALeg)
  const left = await repo.leaveMove(leg.trackingId, leg.moveId, {
    ...by,
    action: 'shipment.move-left',
    before: { move: leg.moveId },
  })
  return left ? { ok: true } : refusal(409, staffMessages.notALeg)
}
