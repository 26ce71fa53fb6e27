/**
 * What asking about a quote on its page writes and reads (issue 53, item 2): the customer's words
 * go where the lead's words belong, `lead_notes`, so the lead's timeline shows them as it shows
 * staff's notes; the audit trail says only that a question came, and which note it is. Staff hear
 * of it by e-mail through the outbox, made when it goes from the note.
 */
import { sql as raw } from 'kysely'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { QuoteContent } from '@contract/quote-content.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import { firstStatementId, type Executor } from '../db/sql.ts'

/** A question's outbox row: which note, never its words. */
export type QuoteQuestionPayload = { kind: 'quote-question'; quoteId: number; noteId: number }

/** The e-mail that tells staff of a question, made from the note when it goes. */
export type QuoteQuestionNotification = {
  kind: 'quote-question'
  /** The lead's assignee; null: whoever gets new-lead mail. */
  to: string | null
  locale: EnquiryLocale
  leadId: number
  reference: string
  name: string
  body: string
}

export type QuoteQuestion = {
  quoteId: number
  leadId: number
  kind: 'question' | 'date'
  name: string
  body: string
  by: Omit<AuditEntry, 'action'>
}

export type QuoteAskStore = ReturnType<typeof quoteAskQueries>

export function quoteAskQueries(sql: Executor) {
  const { db } = sql
  /** The JSON `text` with the id of the note the write's first statement added, at its end. */
  const withNoteId = (text: string) =>
    raw<string>`${text} || cast(cast(${firstStatementId()} as bigint) as text) || '}'`
  return {
    /** How many questions and date requests the quote had since `since`. */
    async questionsSince(quoteId: number, since: number) {
      const [row] = await sql.read(
        db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('action', '=', 'quote.question')
          .where('record_type', '=', 'quote')
          .where('record_id', '=', String(quoteId))
          .where('at', '>=', since),
      )
      return Number(row?.count ?? 0)
    },
    /** Keeps the customer's words as the lead's note, with its audit line and staff's e-mail. */
    async addQuestion(question: QuoteQuestion) {
      const at = Date.now()
      const { quoteId, leadId, kind } = question
      const audit = auditRow(
        { ...question.by, action: 'quote.question', recordType: 'quote', recordId: quoteId },
        at,
      )
      await sql.write(
        db
          .insertInto('lead_notes')
          .values({
            enquiry_id: leadId,
            author_id: null,
            author_name: question.name,
            body: question.body,
            at,
          })
          .returning('id'),
        db.insertInto('audit_log').values({
          ...audit,
          // PostgreSQL keeps the trail's JSON as jsonb, which text does not turn into by itself.
          after:
            sql.kind === 'postgres'
              ? raw<string>`cast(${withNoteId(`{"kind":"${kind}","leadId":${leadId},"noteId":`)} as jsonb)`
              : withNoteId(`{"kind":"${kind}","leadId":${leadId},"noteId":`),
        }),
        db.insertInto('outbox').values({
          enquiry_id: leadId,
          payload: withNoteId(`{"kind":"quote-question","quoteId":${quoteId},"noteId":`),
          next_attempt_at: at,
        }),
      )
    },
    /** The e-mail a question's outbox row stands for, or null when its note is gone. */
    async quoteQuestionMailFor({
      quoteId,
      noteId,
    }: QuoteQuestionPayload): Promise<QuoteQuestionNotification | null> {
      const [row] = await sql.read(
        db
          .selectFrom('lead_notes as n')
          .innerJoin('quotes as q', 'q.lead_id', 'n.enquiry_id')
          .innerJoin('quote_versions as v', (join) =>
            join.onRef('v.quote_id', '=', 'q.id').onRef('v.version', '=', 'q.current_version'),
          )
          .innerJoin('enquiries as e', 'e.id', 'n.enquiry_id')
          .leftJoin('staff_accounts as s', (join) =>
            join.onRef('s.id', '=', 'e.assigned_to').on('s.disabled_at', 'is', null),
          )
          .select(['n.author_name', 'n.body', 'n.enquiry_id', 'v.content', 's.email', 's.locale'])
          .where('n.id', '=', noteId)
          .where('q.id', '=', quoteId),
      )
      if (!row) return null
      const { reference } = JSON.parse(row.content) as QuoteContent
      return {
        kind: 'quote-question',
        to: row.email,
        locale: row.email ? (row.locale ?? 'en') : 'en',
        leadId: Number(row.enquiry_id),
        reference,
        name: row.author_name,
        body: row.body,
      }
    },
  }
}
