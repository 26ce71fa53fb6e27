/**
 * What the outbox reads and writes to send a WhatsApp message: the stored message and its fate,
 * an automatic message's facts (the lead, the quote's version or acceptance, the milestone and
 * the number that follows it), a quote's link drawn as it goes (only its hash kept, ADR 040),
 * and the failures staff are shown.
 */
import { sql as raw, type Selectable } from 'kysely'

import type { QuoteContent } from '@contract/quote-content.ts'
import { firstStatementId, prepare, type Executor, type Tables } from '../db/sql.ts'

import { WHATSAPP_PAYLOAD_START } from './queue.ts'

export type WhatsAppMessageRow = Selectable<Tables['whatsapp_messages']>

/** A new automatic message as it is stored before it goes. */
export type MadeWhatsAppMessage = {
  phone: string
  leadId: number | null
  jobId: number | null
  template: string
  language: 'en' | 'ar'
  body: string
  params: readonly string[]
  purpose: string
  at: number
  /** The follow-up it is sent for, which is told its message's id in the same write. */
  followUpId?: number
}

/** How WhatsApp messages are getting out, for staff's warnings: counts and Meta's last words. */
export type WhatsAppDeliveries = {
  configured: boolean
  /** In the outbox, failed at least once and due again. */
  retrying: number
  /** Messages refused or given up on in the last `FAILED_WINDOW_MS`. */
  failed: number
  lastError: string | null
}

/** A failure is shown this long: a week is when staff look back at their leads. */
const FAILED_WINDOW_MS = 7 * 24 * 3_600_000

const parsed = (content: unknown) =>
  (typeof content === 'string' ? JSON.parse(content) : content) as QuoteContent

export function whatsappOutboxQueries(sql: Executor) {
  const { db } = sql
  const num = (value: unknown) => Number(value)
  const query = {
    message: prepare((id: number) =>
      db.selectFrom('whatsapp_messages').selectAll().where('id', '=', id),
    ),
    sent: prepare((id: number, waId: string, at: number) =>
      db
        .updateTable('whatsapp_messages')
        .set({ wa_id: waId, status: 'sent', status_at: at, error: null })
        .where('id', '=', id)
        .where('status', '=', 'queued'),
    ),
    failed: prepare((id: number, error: string, at: number) =>
      db
        .updateTable('whatsapp_messages')
        .set({ status: 'failed', status_at: at, error })
        .where('id', '=', id)
        .where('status', '=', 'queued'),
    ),
    lead: prepare((id: number) =>
      db
        .selectFrom('enquiries')
        .select(['id', 'full_name', 'phone_number', 'created_at', 'locale'])
        .where('id', '=', id),
    ),
    version: prepare((quoteId: number, version: number) =>
      db
        .selectFrom('quote_versions as v')
        .innerJoin('quotes as q', 'q.id', 'v.quote_id')
        .select(['v.content', 'q.current_version', 'q.lead_id'])
        .where('v.quote_id', '=', quoteId)
        .where('v.version', '=', version),
    ),
    acceptance: prepare((quoteId: number) =>
      db
        .selectFrom('quote_acceptances as a')
        .innerJoin('quotes as q', 'q.id', 'a.quote_id')
        .select(['a.content', 'q.lead_id', 'q.deposit_received_at'])
        .where('a.quote_id', '=', quoteId),
    ),
    link: prepare((tokenHash: string, quoteId: number, at: number) =>
      db
        .insertInto('quote_links')
        .values({ token_hash: tokenHash, quote_id: quoteId, created_at: at }),
    ),
    milestone: prepare((followId: number, updateId: number) =>
      db
        .selectFrom('whatsapp_follows as f')
        .innerJoin('status_updates as u', (join) => join.on('u.id', '=', updateId))
        .innerJoin('jobs as j', 'j.id', 'u.job_id')
        .select([
          'f.phone',
          'f.ended_at',
          'f.job_id as follow_job_id',
          'j.id as job_id',
          'j.lead_id',
          'j.tracking_id',
          'u.milestone',
          'u.status_content',
          'u.status_content_ar',
          'u.location',
          'u.status_date',
          'u.status_time',
        ])
        .where('f.id', '=', followId),
    ),
    counts: prepare((since: number) =>
      db
        .selectFrom('whatsapp_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('direction', '=', 'out')
        .where('status', '=', 'failed')
        .where('at', '>=', since),
    ),
    lastError: prepare((since: number) =>
      db
        .selectFrom('whatsapp_messages')
        .select('error')
        .where('direction', '=', 'out')
        .where('status', '=', 'failed')
        .where('at', '>=', since)
        .orderBy('status_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
    ),
    retrying: prepare(() =>
      db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('last_error', 'is not', null)
        .where('payload', 'like', `${WHATSAPP_PAYLOAD_START}%`),
    ),
  }

  return {
    async whatsappMessage(id: number): Promise<WhatsAppMessageRow | undefined> {
      return (await sql.read(query.message(id)))[0]
    },
    /** Meta took the message: its id, and 'sent', unless a status came first. */
    async whatsappSent(id: number, waId: string, at = Date.now()) {
      await sql.write(query.sent(id, waId, at))
    },
    /** Meta refused it for good, or every attempt failed: 'failed' with Meta's words. */
    async whatsappFailed(id: number, error: string, at = Date.now()) {
      await sql.write(query.failed(id, error, at))
    },
    /**
     * Stores an automatic message made as it goes and points its outbox row at it, in one
     * write: a retry of the row sends this message again rather than making another. Answers the
     * message's id.
     */
    async storeAutoMessage(outboxId: number, payload: string, made: MadeWhatsAppMessage) {
      const { rows } = await sql.write(
        db
          .insertInto('whatsapp_messages')
          .values({
            phone: made.phone,
            lead_id: made.leadId,
            job_id: made.jobId,
            direction: 'out',
            kind: 'template',
            template: made.template,
            language: made.language,
            body: made.body,
            params: JSON.stringify(made.params),
            status: 'queued',
            purpose: made.purpose,
            at: made.at,
          })
          .returning('id'),
        db
          .updateTable('outbox')
          .set({
            payload: raw<string>`${raw.lit(`${payload.slice(0, -1)},"messageId":`)} || cast(cast(${firstStatementId()} as bigint) as text) || ${raw.lit('}')}`,
          })
          .where('id', '=', outboxId),
        ...(made.followUpId === undefined
          ? []
          : [
              db
                .updateTable('follow_ups')
                .set({ whatsapp_message_id: firstStatementId(), updated_at: made.at })
                .where('id', '=', made.followUpId),
            ]),
      )
      return num(rows[0]!.id)
    },
    async whatsappLead(id: number) {
      return (await sql.read(query.lead(id)))[0]
    },
    /** A sent version's content, while it is still the quote's current one. */
    async whatsappQuoteVersion(quoteId: number, version: number) {
      const [row] = await sql.read(query.version(quoteId, version))
      if (!row || row.current_version !== version) return null
      return { content: parsed(row.content), leadId: num(row.lead_id) }
    },
    async whatsappAcceptance(quoteId: number) {
      const [row] = await sql.read(query.acceptance(quoteId))
      if (!row) return null
      return {
        content: parsed(row.content),
        leadId: num(row.lead_id),
        depositReceived: row.deposit_received_at !== null,
      }
    },
    /** Keeps a new link's hash: the link then opens the quote (quotes/links.ts). */
    async addQuoteLink(tokenHash: string, quoteId: number) {
      await sql.write(query.link(tokenHash, quoteId, Date.now()))
    },
    async whatsappMilestone(followId: number, updateId: number) {
      return (await sql.read(query.milestone(followId, updateId)))[0]
    },
    /**
     * What staff are warned of: messages failed in the last week and Meta's last reason, and
     * those waiting for another try. Counts and Meta's words only, never a number or a text.
     */
    async whatsappDeliveries(configured: boolean, now = Date.now()): Promise<WhatsAppDeliveries> {
      const since = now - FAILED_WINDOW_MS
      const [[failed], [last], [retrying]] = await Promise.all([
        sql.read(query.counts(since)),
        sql.read(query.lastError(since)),
        sql.read(query.retrying()),
      ])
      return {
        configured,
        retrying: num(retrying?.n ?? 0),
        failed: num(failed?.n ?? 0),
        lastError: last?.error ?? null,
      }
    },
  }
}

export type WhatsAppOutboxStore = ReturnType<typeof whatsappOutboxQueries>
