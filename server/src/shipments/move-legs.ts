/**
 * The legs of one move (air freight, sea freight, storage …): putting two shipments in one move,
 * and taking one out, audited. Customers tracking any leg then see the others.
 */
import { MAX_MOVE_LEGS } from '@contract/jobs.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import type { AuditEntry } from '../audit/index.ts'
import type { ShipmentStore } from './desk-queries.ts'
import { refusal, type Refusal } from './refusal.ts'

type Moves = Pick<ShipmentStore, 'shipmentMove' | 'joinMove' | 'leaveMove' | 'moveStrangers'>

/**
 * Puts `other` in the move of `trackingId` (or both in a new move); the move's id. A move holds one
 * customer's shipments (issue 48): the one joining must share the phone number or e-mail address
 * of every leg already there, unless an admin gives the reason (`asked.reason`) they are records of
 * the same customer, which is audited and lets that leg be shown with the others.
 */
export async function joinMove(
  repo: Moves,
  trackingId: string,
  other: string,
  by: AuditEntry,
  asked: { reason: string | null; admin: boolean },
): Promise<{ ok: true; move: number } | Refusal> {
  const [leg, joining] = await Promise.all([
    repo.shipmentMove(trackingId),
    repo.shipmentMove(other),
  ])
  if (!leg) return refusal(404, staffMessages.noSuchShipment)
  const refused = (status: Refusal['status'], error: string, field = 'trackingId') =>
    refusal(status, error, { [field]: error })
  if (!joining) return refused(404, staffMessages.noSuchShipment)
  if (asked.reason !== null && !asked.admin)
    return refused(403, staffMessages.moveReasonAdminsOnly, 'reason')
  if (joining.id === leg.id) return refused(400, staffMessages.ownLeg)
  if (leg.moveId !== null && leg.moveId === joining.moveId)
    return refused(409, staffMessages.alreadyLegs)
  if (leg.moveId !== null && joining.moveId !== null) return refused(409, staffMessages.otherMove)
  // A job in no move counts as one leg of its own.
  if (leg.legs + joining.legs > MAX_MOVE_LEGS)
    return refused(409, staffMessages.tooManyLegs(MAX_MOVE_LEGS))
  // The one in no move joins the other's side: `other`, when neither is in a move.
  const [settled, newcomer] = joining.moveId === null ? [leg, joining] : [joining, leg]
  const strangers = await repo.moveStrangers(settled.id, newcomer.id)
  const vouched = strangers.length > 0 && asked.reason !== null
  if (strangers.length > 0 && !vouched)
    return {
      ...refused(
        409,
        asked.admin ? staffMessages.otherCustomerReason : staffMessages.otherCustomer,
      ),
      ...(asked.admin && { reasonNeeded: true }),
    }
  const move = await repo.joinMove(
    leg.moveId ?? joining.moveId,
    [leg.trackingId, joining.trackingId],
    {
      ...by,
      action: 'shipment.move-joined',
      after: {
        leg: joining.trackingId,
        ...(vouched && { otherCustomer: newcomer.trackingId, reason: asked.reason }),
      },
    },
    vouched ? { trackingId: newcomer.trackingId, reason: asked.reason! } : undefined,
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
