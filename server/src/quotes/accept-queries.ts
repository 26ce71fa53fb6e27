/**
 * What accepting a quote on its page reads and writes (issue 53, item 3): the quote behind a
 * link, the codes that confirm an acceptance, and the acceptance itself. A code's row is written
 * when the customer asks for it, with no code in it yet: the code is drawn when the outbox mails
 * it and only its hash is kept, so neither the outbox nor the table ever holds a working code
 * (as links are drawn when mailed, ADR 040). Accepting is one transaction: the acceptance, the
 * quote accepted, the code spent, the audit line, and the lead won as sending makes it quoted.
 */
import { sql as raw } from 'kysely'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { QuoteContent } from '@contract/quote-content.ts'
import type { LeadStatus } from '@contract/leads.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import {
  firstStatementId,
  prepare,
  WriteAborted,
  type Executor,
  type WriteRequest,
} from '../db/sql.ts'

import { whatsappAuto } from '../whatsapp/index.ts'
import {
  quoteAcceptMailQueries,
  type QuoteAcceptedPayload,
  type QuoteCode,
} from './accept-mail-queries.ts'

/** A code confirms an acceptance for this long. */
const CODE_LIFETIME_MS = 10 * 60_000
/** Wrong codes a code survives before it is spent. */
export const CODE_TRIES = 5

/** The quote behind a link, as accepting reads it. */
export type AcceptTarget = {
  quoteId: number
  leadId: number
  status: string
  version: number
  /** The current version's canonical JSON, as sent. */
  content: string
}

/** An acceptance as the route checked it; the write refuses it if the quote moved meanwhile. */
export type QuoteAccepting = {
  quoteId: number
  leadId: number
  version: number
  codeId: number
  sealed: { text: string; sha256: string }
  typedName: string
  at: number
  atDoha: string
  ip: string
  userAgent: string
  language: EnquiryLocale
  accepted: AuditEntry
  /** The lead's status as read, and its audit line, when accepting moves it to "won". */
  leadMove: { from: LeadStatus; by: AuditEntry } | null
}

export type QuoteAcceptStore = ReturnType<typeof quoteAcceptQueries>

export function quoteAcceptQueries(sql: Executor) {
  const { db } = sql
  // The confirmation on WhatsApp too, for a customer who agreed to it; made when it goes.
  const whatsappAccepted = (accept: QuoteAccepting) => {
    const { subject } = JSON.parse(accept.sealed.text) as QuoteContent
    const row = whatsappAuto(db, {
      phone: subject.customer.phone,
      leadId: accept.leadId,
      message: { purpose: 'quote-accepted', quoteId: accept.quoteId },
      at: accept.at,
    })
    return row ? [row] : []
  }
  const query = {
    // The page's own lookup: the link's primary key, then its quote and current version.
    target: prepare((tokenHash: string) =>
      db
        .selectFrom('quote_links as l')
        .innerJoin('quotes as q', 'q.id', 'l.quote_id')
        .innerJoin('quote_versions as v', (join) =>
          join.onRef('v.quote_id', '=', 'q.id').onRef('v.version', '=', 'q.current_version'),
        )
        .select(['q.id as quoteId', 'q.lead_id as leadId', 'q.status', 'v.version', 'v.content'])
        .where('l.token_hash', '=', tokenHash)
        .where('l.revoked_at', 'is', null),
    ),
    latestCode: prepare((quoteId: number) =>
      db
        .selectFrom('quote_codes')
        .select([
          'id',
          'version',
          'code_hash as codeHash',
          'expires_at as expiresAt',
          'attempts',
          'used_at as usedAt',
        ])
        .where('quote_id', '=', quoteId)
        .orderBy('id', 'desc')
        .limit(1),
    ),
  }
  const num = (value: unknown) => Number(value)
  /** The quote's latest code: the only one that counts, as each new code replaces the last. */
  async function latestCode(quoteId: number): Promise<QuoteCode | null> {
    const [row] = await sql.read(query.latestCode(quoteId))
    return row
      ? {
          ...row,
          id: num(row.id),
          expiresAt: num(row.expiresAt),
          attempts: num(row.attempts),
          usedAt: row.usedAt === null ? null : num(row.usedAt),
        }
      : null
  }

  return {
    /** The quote a link opens, or null: the same one lookup whatever the token. */
    async acceptTarget(tokenHash: string): Promise<AcceptTarget | null> {
      const [row] = await sql.read(query.target(tokenHash))
      return row
        ? { ...row, quoteId: num(row.quoteId), leadId: num(row.leadId), version: num(row.version) }
        : null
    },
    /** How many codes were asked for the quote since `since`. */
    async codesSince(quoteId: number, since: number) {
      const [row] = await sql.read(
        db
          .selectFrom('quote_codes')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('quote_id', '=', quoteId)
          .where('created_at', '>=', since),
      )
      return num(row?.count ?? 0)
    },
    /** The quote's latest code: the only one that counts, as each new code replaces the last. */
    latestCode,
    ...quoteAcceptMailQueries(sql, latestCode),
    /** A new code for `version`, mailed by the outbox, which draws it. */
    async requestCode(quoteId: number, leadId: number, version: number, at: number) {
      await sql.write(
        db
          .insertInto('quote_codes')
          .values({
            quote_id: quoteId,
            version,
            // Matches no code until the outbox draws one.
            code_hash: '',
            channel: 'email',
            created_at: at,
            expires_at: at + CODE_LIFETIME_MS,
          })
          .returning('id'),
        db.insertInto('outbox').values({
          enquiry_id: leadId,
          // The code row's id is known only once the first statement ran.
          payload: raw<string>`${`{"kind":"quote-code","quoteId":${quoteId},"codeId":`} || cast(cast(${firstStatementId()} as bigint) as text) || '}'`,
          next_attempt_at: at,
        }),
      )
    },
    /** Counts a try of the code, if it has tries left; false when it had none. */
    async spendTry(codeId: number) {
      const { changes } = await sql.write(
        db
          .updateTable('quote_codes')
          .set({ attempts: raw<number>`attempts + 1` })
          .where('id', '=', codeId)
          .where('attempts', '<', CODE_TRIES)
          .where('used_at', 'is', null),
      )
      return changes > 0
    },
    /**
     * Writes an acceptance, or nothing: 'quote-changed' when the quote is no longer sent at that
     * version (revised, declined or accepted meanwhile), 'lead-changed' when the lead left the
     * status it was read in (read it again and retry).
     */
    async acceptQuote(
      accept: QuoteAccepting,
    ): Promise<'accepted' | 'quote-changed' | 'lead-changed'> {
      const { quoteId, at } = accept
      const quoteWrite: WriteRequest = [
        db
          .updateTable('quotes')
          .set({ status: 'accepted', revision: raw<number>`revision + 1`, updated_at: at })
          .where('id', '=', quoteId)
          .where('status', '=', 'sent')
          .where('current_version', '=', accept.version),
        db.insertInto('quote_acceptances').values({
          quote_id: quoteId,
          version: accept.version,
          content: accept.sealed.text,
          content_sha256: accept.sealed.sha256,
          typed_name: accept.typedName,
          accepted_at: at,
          accepted_at_doha: accept.atDoha,
          ip: accept.ip,
          user_agent: accept.userAgent,
          code_channel: 'email',
          language: accept.language,
        }),
        db.updateTable('quote_codes').set({ used_at: at }).where('id', '=', accept.codeId),
        ...(['customer', 'staff'] as const).map((audience) =>
          db.insertInto('outbox').values({
            enquiry_id: accept.leadId,
            payload: JSON.stringify({
              kind: 'quote-accepted',
              quoteId,
              audience,
            } satisfies QuoteAcceptedPayload),
            next_attempt_at: at,
          }),
        ),
        ...whatsappAccepted(accept),
        db
          .insertInto('audit_log')
          .values(auditRow({ ...accept.accepted, recordType: 'quote', recordId: quoteId }, at)),
      ]
      const writes = [quoteWrite]
      if (accept.leadMove)
        writes.push([
          db
            .updateTable('enquiries')
            .set((eb) => ({
              status: 'won',
              // The response clock stops the first time a lead leaves "new", as in the inbox.
              contacted_at: eb.fn.coalesce('contacted_at', eb.val(at)),
            }))
            .where('id', '=', accept.leadId)
            .where('status', '=', accept.leadMove.from),
          db
            .insertInto('audit_log')
            .values(
              auditRow({ ...accept.leadMove.by, recordType: 'lead', recordId: accept.leadId }, at),
            ),
        ])
      try {
        await sql.writeAll(writes)
        return 'accepted'
      } catch (error) {
        if (!(error instanceof WriteAborted)) throw error
        return error.index === 0 ? 'quote-changed' : 'lead-changed'
      }
    },
    /**
     * Declines the quote with the customer's reason, if it is still sent at `version`, with its
     * audit line; false, writing nothing, otherwise.
     */
    async declineQuote(quoteId: number, version: number, reason: string, by: AuditEntry) {
      const at = Date.now()
      const { changes } = await sql.write(
        db
          .updateTable('quotes')
          .set({
            status: 'declined',
            declined_at: at,
            declined_reason: reason,
            revision: raw<number>`revision + 1`,
            updated_at: at,
          })
          .where('id', '=', quoteId)
          .where('status', '=', 'sent')
          .where('current_version', '=', version),
        db
          .insertInto('audit_log')
          .values(auditRow({ ...by, recordType: 'quote', recordId: quoteId }, at)),
      )
      return changes > 0
    },
  }
}
