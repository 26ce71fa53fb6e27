/**
 * An accepted quote's deposit and what the desk fills a shipment from (issue 53): read from the
 * acceptance, whose content holds the totals of the options the customer chose; and the deposit
 * marked received, with its audit line, in one transaction.
 */
import type { QuoteContent } from '@contract/quote-content.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import type { Executor } from '../db/sql.ts'
import { whatsappAuto } from '../whatsapp/index.ts'

const parsed = (content: string) => JSON.parse(content) as QuoteContent

export type AcceptedQuoteStore = ReturnType<typeof acceptedQuoteQueries>

export function acceptedQuoteQueries(sql: Executor) {
  const { db } = sql
  return {
    /** A quote's acceptance and deposit, or null when it was not accepted. */
    async acceptedQuote(id: number) {
      const [row] = await sql.read(
        db
          .selectFrom('quote_acceptances as a')
          .innerJoin('quotes as q', 'q.id', 'a.quote_id')
          .leftJoin('staff_accounts as s', 's.id', 'q.deposit_received_by')
          .select(['a.content', 'q.deposit_received_at', 's.name'])
          .where('q.id', '=', id)
          .where('q.status', '=', 'accepted'),
      )
      if (!row) return null
      return {
        content: parsed(row.content),
        receivedAt: row.deposit_received_at === null ? null : Number(row.deposit_received_at),
        receivedBy: row.name ?? null,
      }
    },
    /** The content a lead's accepted quote was signed with, or null when none was accepted. */
    async leadAcceptedQuote(leadId: number) {
      const [row] = await sql.read(
        db
          .selectFrom('quote_acceptances as a')
          .innerJoin('quotes as q', 'q.id', 'a.quote_id')
          .select('a.content')
          .where('q.lead_id', '=', leadId)
          .where('q.status', '=', 'accepted')
          .orderBy('a.id', 'desc')
          .limit(1),
      )
      return row ? parsed(row.content) : null
    },
    /**
     * Marks an accepted quote's deposit received once, and queues the booking's confirmation on
     * WhatsApp to `customer` when they agreed to it; false when it was not waiting for one.
     */
    async receiveDeposit(id: number, by: AuditEntry, customer?: { phone: string; leadId: number }) {
      const at = Date.now()
      const booked =
        customer &&
        whatsappAuto(db, {
          phone: customer.phone,
          leadId: customer.leadId,
          message: { purpose: 'booking-confirmed', quoteId: id },
          at,
        })
      const { changes } = await sql.write(
        db
          .updateTable('quotes')
          .set({ deposit_received_at: at, deposit_received_by: by.actorId })
          .where('id', '=', id)
          .where('status', '=', 'accepted')
          .where('deposit_received_at', 'is', null),
        db
          .insertInto('audit_log')
          .values(auditRow({ ...by, recordType: 'quote', recordId: id }, at)),
        ...(booked ? [booked] : []),
      )
      return changes > 0
    },
  }
}
