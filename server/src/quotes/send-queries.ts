/**
 * Sending and revising a quote (issue 53). Sending freezes the draft as the next version (its
 * canonical content and SHA-256), stores the hash of a new link, queues the customer's e-mail and
 * writes its audit line; the lead moves to "quoted" with its own line, as the inbox's own status
 * change writes it: all in one transaction. Revising puts a sent quote back to a draft, unless the
 * customer accepted it. The e-mail's link is drawn when the outbox sends it, so no outbox row ever
 * holds a working link (ADR 040).
 */
import { sql as raw } from 'kysely'

import type { QuoteContent } from '@contract/quote-content.ts'
import type { LeadStatus } from '@contract/leads.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import { WriteAborted, type Executor, type WriteRequest } from '../db/sql.ts'
import { whatsappAuto } from '../whatsapp/index.ts'
import { newQuoteLink } from './links.ts'

/** A quote e-mail's outbox row: which version, nothing about the customer and no link. */
export type QuoteMailPayload = { kind: 'quote-link'; quoteId: number; version: number }

/** The e-mail a quote's outbox row stands for, with the token of the link drawn for it. */
export type QuoteNotification = {
  kind: 'quote-link'
  to: string
  token: string
  content: QuoteContent
}

/** A send as the route has checked it; the write refuses it if the quote changed meanwhile. */
export type QuoteSending = {
  id: number
  leadId: number
  /** The revision the draft was read at. */
  revision: number
  version: number
  sealed: { text: string; sha256: string }
  tokenHash: string
  sent: AuditEntry
  /** The lead's status as read, and its audit line, when sending moves it to "quoted". */
  leadMove: { from: LeadStatus; by: AuditEntry } | null
}

export type QuoteSendStore = ReturnType<typeof quoteSendQueries>

export function quoteSendQueries(sql: Executor) {
  const { db } = sql
  const accepted = (id: number) =>
    db.selectFrom('quote_acceptances').select('id').where('quote_id', '=', id)
  const payload = (id: number, version: number) =>
    JSON.stringify({ kind: 'quote-link', quoteId: id, version } satisfies QuoteMailPayload)

  const whatsappQuote = (send: QuoteSending, at: number) => {
    const { subject } = JSON.parse(send.sealed.text) as QuoteContent
    const row = whatsappAuto(db, {
      phone: subject.customer.phone,
      leadId: send.leadId,
      message: { purpose: 'quote-ready', quoteId: send.id, version: send.version },
      at,
    })
    return row ? [row] : []
  }

  return {
    async leadStatus(leadId: number): Promise<LeadStatus | null> {
      const [row] = await sql.read(
        db.selectFrom('enquiries').select('status').where('id', '=', leadId),
      )
      return (row?.status as LeadStatus | undefined) ?? null
    },
    /** Whether the customer accepted the quote: then nothing changes it again. */
    async quoteAccepted(id: number) {
      return (await sql.read(accepted(id))).length > 0
    },
    /**
     * Writes a send, or nothing: 'quote-changed' when the quote was sent or edited meanwhile,
     * 'lead-changed' when the lead left the status it was read in (read it again and retry).
     */
    async sendQuote(send: QuoteSending): Promise<'sent' | 'quote-changed' | 'lead-changed'> {
      const at = Date.now()
      const { id, version } = send
      const quoteWrite: WriteRequest = [
        db
          .updateTable('quotes')
          .set({
            status: 'sent',
            current_version: version,
            revision: raw<number>`revision + 1`,
            updated_at: at,
          })
          .where('id', '=', id)
          .where('status', '=', 'draft')
          .where('revision', '=', send.revision),
        db.insertInto('quote_versions').values({
          quote_id: id,
          version,
          content: send.sealed.text,
          content_sha256: send.sealed.sha256,
          sent_at: at,
          sent_by: send.sent.actorId,
        }),
        db
          .insertInto('quote_links')
          .values({ token_hash: send.tokenHash, quote_id: id, created_at: at }),
        db
          .insertInto('outbox')
          .values({ enquiry_id: send.leadId, payload: payload(id, version), next_attempt_at: at }),
        // The same link on WhatsApp, drawn when it goes, for a customer who agreed to it.
        ...whatsappQuote(send, at),
        db
          .insertInto('audit_log')
          .values(auditRow({ ...send.sent, recordType: 'quote', recordId: id }, at)),
      ]
      const writes = [quoteWrite]
      if (send.leadMove)
        writes.push([
          db
            .updateTable('enquiries')
            .set((eb) => ({
              status: 'quoted',
              // The response clock stops the first time a lead leaves "new", as in the inbox.
              contacted_at: eb.fn.coalesce('contacted_at', eb.val(at)),
            }))
            .where('id', '=', send.leadId)
            .where('status', '=', send.leadMove.from),
          db
            .insertInto('audit_log')
            .values(
              auditRow({ ...send.leadMove.by, recordType: 'lead', recordId: send.leadId }, at),
            ),
        ])
      try {
        await sql.writeAll(writes)
        return 'sent'
      } catch (error) {
        if (!(error instanceof WriteAborted)) throw error
        return error.index === 0 ? 'quote-changed' : 'lead-changed'
      }
    },
    /**
     * Puts a sent quote back to a draft with its terms, if it is still sent at `revision` and
     * was not accepted; false, writing nothing, otherwise. Its versions and links stay.
     */
    async reviseQuote(id: number, revision: number, by: AuditEntry) {
      const at = Date.now()
      const { changes } = await sql.write(
        db
          .updateTable('quotes')
          .set({ status: 'draft', revision: raw<number>`revision + 1`, updated_at: at })
          .where('id', '=', id)
          .where('status', '=', 'sent')
          .where('revision', '=', revision)
          .where(({ not, exists }) => not(exists(accepted(id)))),
        db
          .insertInto('audit_log')
          .values(auditRow({ ...by, recordType: 'quote', recordId: id }, at)),
      )
      return changes > 0
    },
    /**
     * The e-mail a quote's outbox row stands for, with a link drawn now and only its hash stored;
     * null when it is no longer due: a later version was sent (its own e-mail goes), or the
     * version is gone. The address is the one the version was sent to.
     */
    async quoteMailFor({ quoteId, version }: QuoteMailPayload): Promise<QuoteNotification | null> {
      const [row] = await sql.read(
        db
          .selectFrom('quote_versions as v')
          .innerJoin('quotes as q', 'q.id', 'v.quote_id')
          .select(['v.content', 'q.current_version'])
          .where('v.quote_id', '=', quoteId)
          .where('v.version', '=', version),
      )
      if (!row || row.current_version !== version) return null
      const content = JSON.parse(row.content) as QuoteContent
      const { token, tokenHash } = newQuoteLink()
      await sql.write(
        db
          .insertInto('quote_links')
          .values({ token_hash: tokenHash, quote_id: quoteId, created_at: Date.now() }),
      )
      return { kind: 'quote-link', to: content.subject.customer.email, token, content }
    },
  }
}
