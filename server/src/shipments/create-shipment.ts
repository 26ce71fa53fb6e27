/**
 * Creating a shipment, from the console or the CLI: a new random tracking number from the same
 * generator (or, from the CLI only, one typed by hand), its fields, optionally filled from a won
 * lead that is then linked to it, and its audit line, all in one transaction.
 */
import type { ShipmentFields } from '@contract/shipments.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { newTrackingNumber, randomTrackingNumber } from './tracking-number.ts'
import type { AuditEntry } from '../audit/index.ts'
import { auditedValues } from './audit.ts'
import type { ShipmentStore } from './desk-queries.ts'
import { refusal, type Refusal } from './refusal.ts'

export type NewShipmentInput = {
  fields: ShipmentFields
  leadId?: number | null
  /** A number typed by hand (the CLI); without it, a random one is drawn. */
  trackingId?: string
  /** Draws a tracking number: the tests give their own. */
  draw?: () => string
}

export async function createShipment(
  repo: Pick<ShipmentStore, 'addShipment' | 'leadForShipment'>,
  input: NewShipmentInput,
  by: AuditEntry,
): Promise<{ ok: true; trackingId: string } | Refusal> {
  const leadId = input.leadId ?? null
  let fields = input.fields
  if (leadId !== null) {
    const lead = await repo.leadForShipment(leadId)
    if (!lead) return refusal(404, staffMessages.noSuchLead)
    if (lead.status !== 'won') return refusal(409, staffMessages.leadNotWon)
    if (lead.shipment) return refusal(409, staffMessages.leadHasShipment)
    // What staff typed wins; the lead fills only what they left out.
    fields = {
      customer_name: lead.full_name,
      contact_number: lead.phone_number,
      email: lead.email,
      ...fields,
    }
  }
  const entry = {
    ...by,
    action: 'shipment.created',
    after: { ...auditedValues(fields), ...(leadId !== null && { leadId }) },
  }
  const add = (trackingId: string) => repo.addShipment(trackingId, fields, leadId, entry)
  if (input.trackingId !== undefined) {
    const trackingId = input.trackingId.trim().toUpperCase()
    return (await add(trackingId))
      ? { ok: true, trackingId }
      : refusal(409, staffMessages.trackingIdTaken)
  }
  const trackingId = await newTrackingNumber({ createJob: add }, input.draw ?? randomTrackingNumber)
  return { ok: true, trackingId }
}
