/**
 * A customer's "no more follow-ups" (issue 55, item 4), from the stop page's link or a STOP on
 * WhatsApp: for one move (its lead, its shipments and the other legs of its move) or for
 * everything the company would send to that address or number. A stop is kept for good and
 * asked before each follow-up goes; the planned ones it covers are cancelled at once.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely'

import type { FollowUpStopScope } from '@contract/follow-ups.ts'
import { CUSTOMER_DIGITS, lastDigits, typedDigits } from '../db/same-customer.ts'
import type { Tables } from '../db/sql.ts'

/** A lead's number as typed, reduced to its digits. */
const leadDigits = typedDigits('l.phone_number')

/** An address as a stop stores it. */
export const stopEmail = (email: string | null | undefined) => email?.trim().toLowerCase() || null

/** A number as a stop stores it: its last eight digits, or null. */
export const stopPhone = (phone: string | null | undefined) => {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length >= CUSTOMER_DIGITS ? digits.slice(-CUSTOMER_DIGITS) : null
}

/**
 * Whether a stop covers follow-up `f` (the alias of a `follow_ups` row in the outer query): one
 * for its move, or one for everything to its lead's or shipment's address or number.
 */
export const stoppedFollowUp = (f: string): RawBuilder<boolean> => {
  const lead = sql.ref(`${f}.lead_id`)
  const job = sql.ref(`${f}.job_id`)
  return sql<boolean>`exists (
    select 1 from follow_up_stops s
    left join enquiries l on l.id = coalesce(${lead}, (select lead_id from jobs where id = ${job}))
    left join jobs j on j.id = ${job}
    where (s.scope = 'move' and (s.lead_id = l.id or s.job_id = j.id or s.move_id = j.move_id))
      or (s.scope = 'all' and (
        s.email = nullif(lower(trim(l.email)), '') or s.email = nullif(lower(trim(j.email)), '')
        or s.phone = ${lastDigits(leadDigits)} or s.phone = ${lastDigits(sql<string>`j.contact_digits`)}
      ))
  )`
}

export type FollowUpStop = {
  scope: FollowUpStopScope
  leadId: number | null
  jobId: number | null
  moveId: number | null
  email: string | null
  phone: string | null
  /** 'link' (the stop page), 'whatsapp' (a STOP) or 'staff'. */
  source: 'link' | 'whatsapp' | 'staff'
  at: number
}

/**
 * The statements that keep a stop and cancel at once every planned follow-up it covers: the
 * second runs after the first in one write, so it sees the new stop.
 */
export const stopFollowUps = (db: Kysely<Tables>, stop: FollowUpStop) =>
  [
    db.insertInto('follow_up_stops').values({
      scope: stop.scope,
      lead_id: stop.leadId,
      job_id: stop.jobId,
      move_id: stop.moveId,
      email: stopEmail(stop.email),
      phone: stopPhone(stop.phone),
      source: stop.source,
      at: stop.at,
    }),
    db
      .updateTable('follow_ups as f')
      .set({ status: 'cancelled', reason: 'stopped', lease_until: null, updated_at: stop.at })
      .where('f.status', '=', 'scheduled')
      .where(stoppedFollowUp('f')),
  ] as const
