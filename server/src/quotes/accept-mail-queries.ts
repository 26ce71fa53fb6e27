/**
 * The e-mails of accepting a quote, made when the outbox sends them, so no outbox row holds a code
 * or a link (ADR 040): the code, drawn then and kept only as its hash, and the confirmations to
 * the customer, with a link drawn then, and to the company's staff.
 */
import { createHash, randomInt } from 'node:crypto'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { QuoteContent } from '@contract/quote-content.ts'
import type { Executor } from '../db/sql.ts'

import { newQuoteLink } from './links.ts'

/** An acceptance's confirmation: to the customer, or to the company's staff. Never a link. */
export type QuoteAcceptedPayload = {
  kind: 'quote-accepted'
  quoteId: number
  audience: 'customer' | 'staff'
}

/** A confirmation as it goes: the customer's with a link drawn for it, staff's with the lead. */
export type QuoteAcceptedNotification = {
  kind: 'quote-accepted'
  audience: 'customer' | 'staff'
  /** The customer, or the lead's assignee; null: whoever gets new-lead mail. */
  to: string | null
  locale: EnquiryLocale
  leadId: number
  token: string | null
  typedName: string
  content: QuoteContent
}

/** The code e-mail an outbox row stands for, with the code drawn for it. */
export type QuoteCodeNotification = {
  kind: 'quote-code'
  to: string
  code: string
  content: QuoteContent
}

/** A code e-mail's outbox row: which code row, never the code. */
export type QuoteCodePayload = { kind: 'quote-code'; quoteId: number; codeId: number }

export type QuoteCode = {
  id: number
  version: number
  codeHash: string
  expiresAt: number
  attempts: number
  usedAt: number | null
}

/** What is kept of a code: the SHA-256 of its row's id and its digits. */
export const codeHash = (codeId: number, code: string) =>
  createHash('sha256').update(`${codeId}:${code}`).digest('hex')

export function quoteAcceptMailQueries(
  sql: Executor,
  latestCode: (quoteId: number) => Promise<QuoteCode | null>,
) {
  const { db } = sql
  const num = (value: unknown) => Number(value)
  return {
    /**
     * The confirmation an outbox row stands for: the customer's in the quote's language with a
     * link drawn now (only its hash stored, ADR 040), or staff's to the lead's assignee in their
     * console's language. Null when no acceptance is stored (nothing to confirm).
     */
    async quoteAcceptedMailFor({
      quoteId,
      audience,
    }: QuoteAcceptedPayload): Promise<QuoteAcceptedNotification | null> {
      const [row] = await sql.read(
        db
          .selectFrom('quote_acceptances as a')
          .innerJoin('quotes as q', 'q.id', 'a.quote_id')
          .innerJoin('enquiries as e', 'e.id', 'q.lead_id')
          .leftJoin('staff_accounts as s', (join) =>
            join.onRef('s.id', '=', 'e.assigned_to').on('s.disabled_at', 'is', null),
          )
          .select(['a.content', 'a.typed_name', 'q.lead_id', 's.email', 's.locale'])
          .where('a.quote_id', '=', quoteId),
      )
      if (!row) return null
      const content = JSON.parse(row.content) as QuoteContent
      const base = {
        kind: 'quote-accepted',
        audience,
        leadId: num(row.lead_id),
        typedName: row.typed_name,
        content,
      } as const
      if (audience === 'staff')
        return {
          ...base,
          to: row.email,
          locale: row.email ? (row.locale ?? 'en') : 'en',
          token: null,
        }
      const { token, tokenHash } = newQuoteLink()
      await sql.write(
        db
          .insertInto('quote_links')
          .values({ token_hash: tokenHash, quote_id: quoteId, created_at: Date.now() }),
      )
      return { ...base, to: content.subject.customer.email, locale: content.language, token }
    },
    /**
     * The code e-mail an outbox row stands for, with a code drawn now and only its hash kept;
     * null when it is no longer due: a later code replaced it, it was used, or it expired.
     */
    async quoteCodeMailFor({
      quoteId,
      codeId,
    }: QuoteCodePayload): Promise<QuoteCodeNotification | null> {
      const latest = await latestCode(quoteId)
      if (!latest || latest.id !== codeId || latest.usedAt !== null) return null
      if (latest.expiresAt <= Date.now()) return null
      const [version] = await sql.read(
        db
          .selectFrom('quote_versions')
          .select('content')
          .where('quote_id', '=', quoteId)
          .where('version', '=', latest.version),
      )
      if (!version) return null
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      await sql.write(
        db
          .updateTable('quote_codes')
          .set({ code_hash: codeHash(codeId, code) })
          .where('id', '=', codeId)
          .where('used_at', 'is', null),
      )
      const content = JSON.parse(version.content) as QuoteContent
      return { kind: 'quote-code', to: content.subject.customer.email, code, content }
    },
  }
}
