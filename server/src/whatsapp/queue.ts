/**
 * A WhatsApp message that is already decided (a staff reply, a template picked in the console, the
 * opt-out confirmation): stored as 'queued' and handed to the outbox in one write, so it goes once
 * even with two instances, and retries as e-mail does.
 */
import { sql, type Kysely } from 'kysely'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { WhatsAppPurpose, WhatsAppTemplateName } from '@contract/whatsapp.ts'
import { firstStatementId, type Tables, type WriteRequest } from '../db/sql.ts'

/** An outbox row's payload for a stored message starts so; its channel is told by it. */
export const WHATSAPP_PAYLOAD_START = '{"kind":"whatsapp'

export type QueuedWhatsAppMessage = {
  /** International digits (`whatsappNumber`). */
  phone: string
  leadId: number | null
  jobId: number | null
  kind: 'text' | 'template'
  template?: WhatsAppTemplateName
  language: EnquiryLocale
  /** The text sent, or the template's body as the customer reads it (`renderTemplate`). */
  body: string
  /** A template's values in the order of its {{n}}. */
  params?: readonly string[]
  authorId: number | null
  authorName: string | null
  purpose?: WhatsAppPurpose
  /** Milliseconds since the epoch. */
  at: number
}

/**
 * `[insert the message, insert its outbox row]`: the outbox row's payload names the message by
 * the id its insert returns, `{"kind":"whatsapp","messageId":N}`. Join other statements (the
 * audit line) after these two, or write it as it is.
 */
export function queueWhatsAppMessage(
  db: Kysely<Tables>,
  message: QueuedWhatsAppMessage,
): WriteRequest {
  return [
    db
      .insertInto('whatsapp_messages')
      .values({
        phone: message.phone,
        lead_id: message.leadId,
        job_id: message.jobId,
        direction: 'out',
        kind: message.kind,
        template: message.template ?? null,
        language: message.language,
        body: message.body,
        params: message.params ? JSON.stringify(message.params) : null,
        status: 'queued',
        purpose: message.purpose ?? null,
        author_id: message.authorId,
        author_name: message.authorName,
        at: message.at,
      })
      .returning('id'),
    db.insertInto('outbox').values({
      enquiry_id: message.leadId,
      // The id is known only inside the write: the payload is put together there (SQLite may
      // bind it as a real, which the bigint makes whole).
      payload: sql<string>`${sql.lit(`${WHATSAPP_PAYLOAD_START}","messageId":`)} || cast(cast(${firstStatementId()} as bigint) as text) || ${sql.lit('}')}`,
      next_attempt_at: message.at,
    }),
  ]
}
