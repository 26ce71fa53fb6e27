/**
 * The quotes' storage: a draft prepared from a lead, read one at a time or listed by lead and
 * status, and its edits, each written with its line of the audit trail in one transaction. The
 * trail names the quote, its lead and what changed (totals, validity, deposit, language, how many
 * lines), never the customer's details or the notes' words.
 */
import { sql as raw, type Selectable } from 'kysely'

import type { QuoteLine, QuoteStatus, QuoteSubject, QuoteTerms } from '@contract/quotes.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import { firstStatementId, prepare, type Executor, type Tables } from '../db/sql.ts'
import { referenceOf } from '../leads/index.ts'

const QUOTES_PAGE = 50
const NUMBER_ATTEMPTS = 5

const takenNumber = (error: unknown) =>
  (error as { code?: unknown; constraint?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === 'quotes_lead'

/** A quote as stored, its JSON parsed; the route adds its totals. */
export type StoredQuote = QuoteTerms & {
  id: number
  leadId: number
  reference: string
  number: number
  status: QuoteStatus
  revision: number
  termsVersion: string
  currentVersion: number | null
  subject: QuoteSubject
  createdAt: number
  updatedAt: number
}

export type NewQuote = QuoteTerms & { leadId: number; subject: QuoteSubject; termsVersion: string }

export type QuoteFilter = { leadId?: number; status?: QuoteStatus; before?: number }

const parsed = <T>(value: string | T): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value

type Row = Selectable<Tables['quotes']> & { lead_created_at: string | Date }

const toQuote = (row: Row): StoredQuote => ({
  id: row.id,
  leadId: row.lead_id,
  reference: `${referenceOf({ id: row.lead_id, createdAt: new Date(row.lead_created_at).getTime() })}-Q${row.number}`,
  number: row.number,
  status: row.status as QuoteStatus,
  revision: row.revision,
  language: row.language,
  subject: parsed<QuoteSubject>(row.subject as string),
  lines: parsed<QuoteLine[]>(row.lines as string),
  validUntil: row.valid_until,
  depositPercent: row.deposit_percent,
  notes: row.notes,
  termsVersion: row.terms_version,
  currentVersion: row.current_version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

export type QuoteStore = ReturnType<typeof quoteQueries>

export function quoteQueries(sql: Executor) {
  const { db } = sql
  const withLead = () =>
    db
      .selectFrom('quotes as q')
      .innerJoin('enquiries as e', 'e.id', 'q.lead_id')
      .selectAll('q')
      .select('e.created_at as lead_created_at')
  const query = {
    quote: prepare((id: number) => withLead().where('q.id', '=', id)),
    insert: prepare(
      (
        quote: NewQuote & { subjectJson: string; linesJson: string },
        by: number | null,
        at: number,
      ) =>
        db
          .insertInto('quotes')
          .values({
            lead_id: quote.leadId,
            // The lead's next number; the unique (lead_id, number) index keeps two apart.
            number: (eb) =>
              eb
                .selectFrom('quotes')
                .select(raw<number>`coalesce(max(number), 0) + 1`.as('next'))
                .where('lead_id', '=', quote.leadId),
            language: quote.language,
            subject: quote.subjectJson,
            lines: quote.linesJson,
            valid_until: quote.validUntil,
            deposit_percent: quote.depositPercent,
            notes: quote.notes,
            terms_version: quote.termsVersion,
            created_by: by,
            created_at: at,
            updated_at: at,
          })
          .returning('id'),
    ),
    // Only a draft, and only as it was read: a sent quote or a colleague's edit is left alone.
    edit: prepare(
      (id: number, revision: number, terms: QuoteTerms & { linesJson: string }, at: number) =>
        db
          .updateTable('quotes')
          .set({
            lines: terms.linesJson,
            valid_until: terms.validUntil,
            deposit_percent: terms.depositPercent,
            notes: terms.notes,
            language: terms.language,
            revision: raw<number>`revision + 1`,
            updated_at: at,
          })
          .where('id', '=', id)
          .where('status', '=', 'draft')
          .where('revision', '=', revision),
    ),
  }

  /** The audit line of a write whose first statement made the quote it is about. */
  const auditOfNew = (entry: AuditEntry, at: number) =>
    db.insertInto('audit_log').values({
      ...auditRow({ ...entry, recordType: 'quote' }, at),
      record_id: raw<string>`cast(cast(${firstStatementId()} as bigint) as text)`,
    })

  return {
    /** Stores a new draft with its audit line; answers its id. */
    async addQuote(quote: NewQuote, by: AuditEntry) {
      const at = Date.now()
      const draft = {
        ...quote,
        subjectJson: JSON.stringify(quote.subject),
        linesJson: JSON.stringify(quote.lines),
      }
      for (let attempt = 1; ; attempt++) {
        try {
          const written = await sql.write(query.insert(draft, by.actorId, at), auditOfNew(by, at))
          return written.rows[0]!.id
        } catch (error) {
          // On PostgreSQL two drafts prepared for one lead at once both read the same highest
          // number; the index refuses the second, which takes the next number on its next try.
          if (attempt >= NUMBER_ATTEMPTS || !takenNumber(error)) throw error
        }
      }
    },
    async quote(id: number): Promise<StoredQuote | null> {
      const [row] = await sql.read(query.quote(id))
      return row ? toQuote(row) : null
    },
    /** A page of quotes, newest first, and the id to ask the next page before (null at the end). */
    async quotesPage(filter: QuoteFilter) {
      const rows = await sql.read(
        withLead()
          .select('e.full_name')
          .$if(filter.leadId !== undefined, (q) => q.where('q.lead_id', '=', filter.leadId!))
          .$if(filter.status !== undefined, (q) => q.where('q.status', '=', filter.status!))
          .$if(filter.before !== undefined, (q) => q.where('q.id', '<', filter.before!))
          .orderBy('q.id', 'desc')
          .limit(QUOTES_PAGE + 1),
      )
      const quotes = rows
        .slice(0, QUOTES_PAGE)
        .map((row) => ({ ...toQuote(row), customerName: row.full_name }))
      return { quotes, next: rows.length > QUOTES_PAGE ? quotes.at(-1)!.id : null }
    },
    /**
     * Writes a draft's new terms if it is still a draft at `revision`, moving its revision on;
     * false when it was sent or changed meanwhile, and nothing is written.
     */
    async editQuote(id: number, revision: number, terms: QuoteTerms, by: AuditEntry) {
      const at = Date.now()
      const { changes } = await sql.write(
        query.edit(id, revision, { ...terms, linesJson: JSON.stringify(terms.lines) }, at),
        db
          .insertInto('audit_log')
          .values(auditRow({ ...by, recordType: 'quote', recordId: id }, at)),
      )
      return changes > 0
    },
  }
}
