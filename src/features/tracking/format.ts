import {
  isMilestone,
  MILESTONES,
  type Milestone,
  type ReceivedJob,
  type ReceivedStatusUpdate,
} from '@contract/jobs'
import { qatarToday } from '@/lib/qatar-today'

import { EMPTY, present } from './calendar'
import { placeName } from './place-name'
import { shownDate } from './shown-date'
import * as labels from './tracking-details.messages'

const text = (value: unknown): string => (present(value) ? String(value).trim() : EMPTY)

/** A place as the page's language names it. */
const place = (value: unknown): string => (present(value) ? placeName(String(value).trim()) : EMPTY)

const withUnit = (value: unknown, unit: string) =>
  present(value) ? `${text(value)} ${unit}` : EMPTY

/** Oldest first, so the list reads as the journey happened. */
export function chronological(
  updates: ReceivedStatusUpdate[] | null | undefined,
): ReceivedStatusUpdate[] {
  const key = (update: ReceivedStatusUpdate) =>
    `${update.status_date ?? ''}T${update.status_time ?? ''}`
  return [...(updates ?? [])].sort((a, b) => key(a).localeCompare(key(b)))
}

/** Every field of a job, in the order the page shows them, with its '-' fallback. */
export function jobDetails(job: ReceivedJob): { label: string; value: string }[] {
  return [
    { label: labels.trackingId, value: text(job.tracking_id) },
    { label: labels.cargoType, value: text(job.cargo_type) },
    { label: labels.customerName, value: text(job.customer?.name) },
    { label: labels.receiverName, value: text(job.receiver_name) },
    { label: labels.contactNumber, value: text(job.contact_number) },
    { label: labels.email, value: text(job.email) },
    { label: labels.recipientAddress, value: place(job.recipient_address) },
    { label: labels.recipientCountry, value: place(job.recipient_country) },
    { label: labels.commodity, value: text(job.commodity) },
    { label: labels.packages, value: text(job.number_of_packages) },
    { label: labels.weight, value: withUnit(job.weight, labels.kilograms) },
    { label: labels.volume, value: withUnit(job.volume, labels.cubicMetres) },
    { label: labels.origin, value: place(job.origin) },
    { label: labels.destination, value: place(job.destination) },
    { label: labels.cargoReference, value: text(job.cargo_ref_number) },
    { label: labels.collectionDate, value: shownDate(job.collection_date) },
    { label: labels.departureDate, value: shownDate(job.date_of_departure) },
    { label: labels.arrivalDate, value: shownDate(job.date_of_arrival) },
  ]
}

/** The newest update: the answer a visitor came for. */
export function latestUpdate(
  updates: ReceivedStatusUpdate[] | null | undefined,
): ReceivedStatusUpdate | undefined {
  return chronological(updates).at(-1)
}

export type MilestoneState = 'done' | 'current' | 'upcoming'
export type MilestoneStep = {
  milestone: Milestone
  state: MilestoneState
  /** The date of the update that marked it, as the page shows dates; null for a stage passed unrecorded. */
  date: string | null
}

/**
 * Every stage of the move, each done, current or upcoming. The furthest stage any update names is
 * the current one (or done, once delivered); stages before it are done even when no update named
 * them, since a shipment that departed was collected.
 */
export function milestoneLine(updates: ReceivedStatusUpdate[] | null | undefined): MilestoneStep[] {
  const reachedOn = new Map<Milestone, string>()
  for (const update of chronological(updates)) {
    if (isMilestone(update.milestone) && !reachedOn.has(update.milestone))
      reachedOn.set(update.milestone, shownDate(update.status_date))
  }
  const furthest = Math.max(-1, ...[...reachedOn.keys()].map((stage) => MILESTONES.indexOf(stage)))
  return MILESTONES.map((milestone, index) => ({
    milestone,
    state:
      index < furthest || (index === furthest && milestone === 'delivered')
        ? 'done'
        : index === furthest
          ? 'current'
          : 'upcoming',
    date: reachedOn.get(milestone) ?? null,
  }))
}

export type ArrivalOutlook =
  | { kind: 'delivered'; date: string | null }
  | { kind: 'expected' | 'overdue'; date: string }
  | { kind: 'unknown' }

/**
 * What to say about arrival. A planned date already past, without a delivery, is said as missed
 * ("was due on"), never as a confident estimate.
 */
export function arrivalOutlook(job: ReceivedJob, today = qatarToday()): ArrivalOutlook {
  const delivered = milestoneLine(job.status_updates).find(
    (step) => step.milestone === 'delivered' && step.state === 'done',
  )
  if (delivered) return { kind: 'delivered', date: delivered.date }
  return plannedArrival(job.date_of_arrival, today)
}

/** An arrival not yet made: the planned date, expected or already missed, or unknown. */
export function plannedArrival(value: unknown, today = qatarToday()): ArrivalOutlook {
  const planned = typeof value === 'string' ? value.trim() : ''
  if (!/^\d{4}-\d{2}-\d{2}/.test(planned)) return { kind: 'unknown' }
  return { kind: planned.slice(0, 10) < today ? 'overdue' : 'expected', date: shownDate(planned) }
}
