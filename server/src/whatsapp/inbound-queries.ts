/**
 * What the webhook's worker writes (issue 54, item 4): a customer's message on the thread of the
 * lead (or shipment) its number belongs to, or on a new lead when the number is unknown; the
 * number's window opened again; a STOP's withdrawal with its confirmation; and Meta's delivery
 * statuses on the messages the company sent, forward only. A message is stored once however often
 * Meta repeats it (the unique `wa_id`).
 */
import { sql as raw, type Compilable } from 'kysely'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import { WHATSAPP_STATUS_ORDER, WHATSAPP_STATUSES } from '@contract/whatsapp.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import { CUSTOMER_DIGITS, typedDigits } from '../db/same-customer.ts'
import { firstStatementId, WriteAborted, type Executor, type WriteRequest } from '../db/sql.ts'

import { heardFrom, withdrawConsent } from './contacts.ts'
import { queueWhatsAppMessage } from './queue.ts'
import type { InboundMessage, StatusChange } from './webhook-body.ts'

const OPEN_LEADS = ['new', 'contacted', 'quoted']
/** The webhook's worker in the audit trail: no staff member, no address of a person. */
const WEBHOOK = { actorId: null, actorName: 'WhatsApp', ip: 'whatsapp-webhook' } as const

/** A new lead's name: the customer's WhatsApp profile name, else their number. */
const fullNameOf = (message: InboundMessage) => message.profileName?.trim() || `+${message.from}`

/** A lead's phone as typed, reduced to its digits, on both databases. */
const phoneDigits = typedDigits('phone_number')

/** Where a number's message goes: a lead, a shipment, or both (a shipment made from a lead). */
export type WhatsAppThread = { leadId: number | null; jobId: number | null }

export type Receipt = {
  message: InboundMessage
  /** The contact's language: a new number's is read from what it wrote. */
  locale: EnquiryLocale
  /** Its thread; null makes a new lead of it, unless it said STOP. */
  thread: WhatsAppThread | null
  /** The customer said STOP: the confirmation they read back, in `locale`. */
  stop: { confirmation: string } | null
  /** A new lead goes to the CRM too (LEADS_WEBHOOK_URL is set). */
  leadWebhook: boolean
}

/**
 * What else a STOP writes in its transaction, besides withdrawing the consent: the follow-ups'
 * stop of everything to that number (issue 55), which the repository hands in.
 */
export type StopWrites = (stop: {
  phone: string
  thread: WhatsAppThread | null
  at: number
}) => Compilable[]

/**
 * A new lead's own writes, the lead's insert first (returning its id): the lead, and sales' e-mail
 * and the CRM's message, as a form's enquiry has them, which the repository hands in from the
 * leads' queries.
 */
export type NewLeadWrites = (
  lead: { fullName: string; phone: string; message: string; locale: EnquiryLocale },
  announce: { leadWebhook: boolean },
  at: number,
) => WriteRequest

export type WhatsAppInboundStore = ReturnType<typeof whatsappInboundQueries>

export function whatsappInboundQueries(
  sql: Executor,
  stopWrites: StopWrites,
  newLeadWrites: NewLeadWrites,
) {
  const { db } = sql

  const insertMessage = (message: InboundMessage, locale: EnquiryLocale, thread: WhatsAppThread) =>
    db
      .insertInto('whatsapp_messages')
      .values({
        phone: message.from,
        lead_id: thread.leadId,
        job_id: thread.jobId,
        direction: 'in',
        wa_id: message.waId,
        kind: message.kind,
        language: locale,
        body: message.body,
        media_id: message.media?.id ?? null,
        media_type: message.media?.type ?? null,
        media_name: message.media?.name ?? null,
        media_size: message.media?.size ?? null,
        status: 'received',
        status_at: message.at,
        at: message.at,
      })
      // A repeat of the webhook changes nothing, and the statements after it do not run.
      .onConflict((conflict) => conflict.column('wa_id').doNothing())
      .returning('id')

  /**
   * An unknown number's first message as a lead, which starts its response clock as it is, and
   * what tells sales and the CRM of it (the lead's insert first: the statements after it name it).
   */
  const newLead = (
    message: InboundMessage,
    locale: EnquiryLocale,
    announce: { leadWebhook: boolean },
  ): WriteRequest => [
    ...newLeadWrites(
      { fullName: fullNameOf(message), phone: message.from, message: message.body, locale },
      announce,
      message.at,
    ),
    db
      .updateTable('whatsapp_messages')
      .set({ lead_id: firstStatementId() })
      .where('wa_id', '=', message.waId),
    db.insertInto('audit_log').values({
      ...auditRow({ ...WEBHOOK, action: 'whatsapp.lead', after: { kind: message.kind } }),
      record_type: 'lead',
      // Through bigint: SQLite's writer binds the id as a real, which would read "7.0" as text.
      record_id: raw<string>`cast(cast(${firstStatementId()} as bigint) as text)`,
    }),
  ]

  const optOutLine = (thread: WhatsAppThread | null): AuditEntry => ({
    ...WEBHOOK,
    action: 'whatsapp.opt-out',
    ...(thread?.leadId != null && { recordType: 'lead', recordId: thread.leadId }),
    after: { consent: 'withdrawn', via: 'whatsapp' },
  })

  return {
    /**
     * The number's thread: its newest open lead, else its newest lead, else its newest shipment
     * (with the lead it was made from); null for a number no record names.
     */
    async whatsappThreadOf(phone: string): Promise<WhatsAppThread | null> {
      if (phone.length < CUSTOMER_DIGITS) return null
      const ending = `%${phone.slice(-CUSTOMER_DIGITS)}`
      const [lead] = await sql.read(
        db
          .selectFrom('enquiries')
          .select('id')
          .where(phoneDigits, 'like', ending)
          .orderBy((eb) => eb.case().when('status', 'in', OPEN_LEADS).then(0).else(1).end())
          .orderBy('id', 'desc')
          .limit(1),
      )
      if (lead) return { leadId: lead.id, jobId: null }
      const [job] = await sql.read(
        db
          .selectFrom('jobs')
          .select(['id', 'lead_id'])
          .where('contact_digits', 'like', ending)
          .orderBy('id', 'desc')
          .limit(1),
      )
      return job ? { leadId: job.lead_id, jobId: job.id } : null
    },

    /**
     * Stores a customer's message with what it brings, all in one transaction: on its thread or
     * a new lead ('lead', with its id), the number's window opened, a STOP's withdrawal, audit
     * line and confirmation. 'repeat' when Meta sent it before: nothing is written.
     */
    async receiveWhatsAppMessage({
      message,
      locale,
      thread,
      stop,
      leadWebhook,
    }: Receipt): Promise<{ outcome: 'stored' | 'lead' | 'repeat'; leadId: number | null }> {
      const making = thread === null && stop === null
      const at = message.at
      const first: WriteRequest = [
        insertMessage(message, locale, thread ?? { leadId: null, jobId: null }),
        heardFrom(db, { phone: message.from, locale, at }),
        ...(stop
          ? [
              withdrawConsent(db, { phone: message.from, at }),
              db.insertInto('audit_log').values(auditRow(optOutLine(thread), at)),
              ...stopWrites({ phone: message.from, thread, at }),
            ]
          : []),
      ]
      const writes: WriteRequest[] = [first]
      if (making) writes.push(newLead(message, locale, { leadWebhook }))
      if (stop)
        writes.push(
          queueWhatsAppMessage(db, {
            phone: message.from,
            leadId: thread?.leadId ?? null,
            jobId: thread?.jobId ?? null,
            kind: 'text',
            language: locale,
            body: stop.confirmation,
            authorId: null,
            authorName: null,
            purpose: 'opt-out',
            at: Date.now(),
          }),
        )
      try {
        const results = await sql.writeAll(writes)
        if (!making) return { outcome: 'stored', leadId: thread?.leadId ?? null }
        const [lead] = results[1]!.rows as Array<{ id: number }>
        return { outcome: 'lead', leadId: lead!.id }
      } catch (error) {
        if (error instanceof WriteAborted && error.index === 0)
          return { outcome: 'repeat', leadId: null }
        throw error
      }
    },

    /** A message's attachment and the thread it is on, for the console's media route. */
    async whatsappMessageMedia(id: number) {
      const [row] = await sql.read(
        db
          .selectFrom('whatsapp_messages')
          .select(['lead_id', 'job_id', 'kind', 'media_id', 'media_type', 'media_name'])
          .where('id', '=', id),
      )
      return row
    },

    /**
     * Meta's status for a message the company sent, if it moves it forward (a late 'delivered'
     * never undoes 'read'); with a failure, Meta's reason. The lead it is on, when it changed.
     */
    async applyWhatsAppStatus(change: StatusChange): Promise<{ leadId: number | null } | null> {
      const before = WHATSAPP_STATUSES.filter(
        (status) =>
          status !== 'received' &&
          WHATSAPP_STATUS_ORDER[status] < WHATSAPP_STATUS_ORDER[change.status],
      )
      const { rows } = await sql.write(
        db
          .updateTable('whatsapp_messages')
          .set({ status: change.status, status_at: change.at, error: change.error })
          .where('wa_id', '=', change.waId)
          .where('direction', '=', 'out')
          .where('status', 'in', before)
          .returning('lead_id'),
      )
      const [row] = rows
      return row ? { leadId: row.lead_id } : null
    },
  }
}
