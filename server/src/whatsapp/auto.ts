/**
 * The automatic WhatsApp messages (issue 54, item 6) as they are queued: an outbox row naming
 * what happened, written in the transaction of what it announces, only for a number that has
 * consent at that moment. The message itself is made when it goes (auto-messages.ts), consent
 * asked again then, as the customer e-mails are (ADR 040).
 */
import { sql, type Kysely, type RawBuilder } from 'kysely'

import { whatsappNumber } from '@contract/whatsapp.ts'
import { hearsOfMilestone } from '../db/same-customer.ts'
import type { Tables } from '../db/sql.ts'

/** What an automatic message announces. */
type AutoMessageOf =
  | { purpose: 'enquiry-received' }
  | { purpose: 'quote-ready'; quoteId: number; version: number }
  | { purpose: 'quote-accepted'; quoteId: number }
  | { purpose: 'booking-confirmed'; quoteId: number }
  /** The row's status_update_id names the milestone. */
  | { purpose: 'milestone'; followId: number }
  /** A follow-up (issue 55), queued by its engine; consent is asked when it goes. */
  | { purpose: 'follow-up'; followUpId: number }

/** An automatic message's outbox payload; `kind` stays first (the channel is told by it). */
export type WhatsAppAutoPayload = { kind: 'whatsapp-auto' } & AutoMessageOf

type LeadPurpose = Exclude<AutoMessageOf, { purpose: 'milestone' | 'follow-up' }>

/** Consent stands: given, and not withdrawn since (`hasConsent`, in SQL). */
const consentHolds = (db: Kysely<Tables>, phone: string) =>
  db
    .selectFrom('whatsapp_contacts as c')
    .where('c.phone', '=', phone)
    .where('c.consent_at', 'is not', null)
    .where((eb) =>
      eb.or([eb('c.opted_out_at', 'is', null), eb('c.opted_out_at', '<', eb.ref('c.consent_at'))]),
    )

/**
 * The outbox row of a lead's automatic message to `phone` (as the customer typed it), or null
 * when it names no WhatsApp number. The row is written only if the number's consent stands when
 * this statement runs: join it after any `giveConsent` of the same write.
 */
export function whatsappAuto(
  db: Kysely<Tables>,
  {
    phone,
    leadId,
    message,
    at,
  }: {
    phone: string | null | undefined
    leadId: number | RawBuilder<number>
    message: LeadPurpose
    at: number
  },
) {
  const number = whatsappNumber(phone)
  if (!number) return null
  const payload = JSON.stringify({ kind: 'whatsapp-auto', ...message })
  const lead = typeof leadId === 'number' ? sql<number>`${leadId}` : leadId
  return db
    .insertInto('outbox')
    .columns(['enquiry_id', 'payload', 'next_attempt_at'])
    .expression(
      consentHolds(db, number).select((eb) => [
        lead.as('enquiry_id'),
        eb.val(payload).as('payload'),
        eb.val(at).as('next_attempt_at'),
      ]),
    )
}

/**
 * The milestone messages of status update `update` of job `job`: one outbox row per number that
 * follows the job, or follows another leg of its move (the same customer's, db/same-customer.ts)
 * for the whole move; one per number, so nobody hears of one milestone twice. Consent is asked
 * when each goes.
 */
export function whatsappMilestones(db: Kysely<Tables>, update: RawBuilder<number>, at: number) {
  const job = db.selectFrom('status_updates').select('job_id').where('id', '=', update).$asScalar()
  const audience = db
    .selectFrom('whatsapp_follows as f')
    .select((eb) => eb.fn.min('f.id').as('id'))
    .where('f.ended_at', 'is', null)
    .where(hearsOfMilestone('f', job))
    .groupBy('f.phone')
  return db
    .insertInto('outbox')
    .columns(['payload', 'next_attempt_at', 'status_update_id'])
    .expression(
      db
        .selectFrom('whatsapp_follows as f')
        .select((eb) => [
          // The follow's id is known only inside the insert: the payload is put together there.
          sql<string>`${sql.lit('{"kind":"whatsapp-auto","purpose":"milestone","followId":')} || cast(${eb.ref('f.id')} as text) || ${sql.lit('}')}`.as(
            'payload',
          ),
          eb.val(at).as('next_attempt_at'),
          update.as('status_update_id'),
        ])
        .where('f.id', 'in', audience),
    )
}
