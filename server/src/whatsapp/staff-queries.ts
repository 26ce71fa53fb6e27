/**
 * The console's side of WhatsApp (issue 54, item 5): a lead's thread and who it goes to, the
 * unread messages the inbox counts, marking them read, and a staff send written with its audit
 * line in one transaction. The audit line names the lead, the kind and the template, never the
 * text or the number.
 */
import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { QuoteDetails } from '../../../src/lib/quote-details.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import type { Selectable } from 'kysely'

import { prepare, type Executor, type Tables } from '../db/sql.ts'
import { queueWhatsAppMessage, type QueuedWhatsAppMessage } from './queue.ts'

/** The newest messages a thread shows; older ones stay stored. */
const THREAD_MOST = 300

export type WhatsAppRow = Selectable<Tables['whatsapp_messages']>

/** What a lead's thread is drawn from: its customer, their number's contact row and messages. */
export type WhatsAppSubject = {
  id: number
  fullName: string
  phoneNumber: string
  locale: EnquiryLocale
  createdAt: string
  details: QuoteDetails | null
  /** The shipment made from the lead: moving day and whom to call then, as staff set them. */
  shipment: { collectionDate: string | null; crewContact: string | null } | null
}

export type WhatsAppStaffStore = ReturnType<typeof whatsappStaffQueries>

export function whatsappStaffQueries(sql: Executor) {
  const { db } = sql
  const unseen = () =>
    db
      .selectFrom('whatsapp_messages')
      .where('direction', '=', 'in')
      .where('seen_at', 'is', null)
      .where('lead_id', 'is not', null)
  const query = {
    subject: prepare((id: number) =>
      db
        .selectFrom('enquiries as l')
        // A lead is made into one shipment at most (jobs.lead_id is unique).
        .leftJoin('jobs as j', 'j.lead_id', 'l.id')
        .select(['l.id', 'l.full_name', 'l.phone_number', 'l.locale', 'l.created_at', 'l.details'])
        .select(['j.id as job_id', 'j.collection_date', 'j.crew_contact'])
        .where('l.id', '=', id),
    ),
    thread: prepare((leadId: number) =>
      db
        .selectFrom('whatsapp_messages')
        .selectAll()
        .where('lead_id', '=', leadId)
        .orderBy('id', 'desc')
        .limit(THREAD_MOST),
    ),
    message: prepare((id: number) =>
      db.selectFrom('whatsapp_messages').selectAll().where('id', '=', id),
    ),
    unread: prepare(() => unseen().select((eb) => eb.fn.countAll<number>().as('n'))),
    seen: prepare((leadId: number, upTo: number, at: number) =>
      db
        .updateTable('whatsapp_messages')
        .set({ seen_at: at })
        .where('lead_id', '=', leadId)
        .where('direction', '=', 'in')
        .where('seen_at', 'is', null)
        .where('id', '<=', upTo),
    ),
  }
  async function messageOf(id: number): Promise<WhatsAppRow | undefined> {
    const [row] = await sql.read(query.message(id))
    return row
  }
  return {
    /** The lead a thread belongs to; null when there is no such lead. */
    async whatsappSubject(id: number): Promise<WhatsAppSubject | null> {
      const [row] = await sql.read(query.subject(id))
      if (!row) return null
      return {
        id: Number(row.id),
        fullName: row.full_name,
        phoneNumber: row.phone_number,
        locale: row.locale,
        createdAt: new Date(row.created_at).toISOString(),
        details:
          typeof row.details === 'string'
            ? (JSON.parse(row.details) as QuoteDetails)
            : (row.details ?? null),
        shipment:
          row.job_id === null
            ? null
            : { collectionDate: row.collection_date, crewContact: row.crew_contact },
      }
    },
    /** The lead's messages both ways, oldest first (the newest THREAD_MOST of them). */
    async whatsappThread(leadId: number): Promise<WhatsAppRow[]> {
      return (await sql.read(query.thread(leadId))).reverse()
    },
    /** Customers' messages on any lead that nobody has read yet: the tab title counts them. */
    async whatsappUnread(): Promise<number> {
      const [row] = await sql.read(query.unread())
      return Number(row?.n ?? 0)
    },
    /** The unread messages of each of `leadIds` that has any: the inbox marks them. */
    async whatsappUnreadByLead(leadIds: number[]): Promise<Map<number, number>> {
      const counts = new Map<number, number>()
      if (leadIds.length === 0) return counts
      const rows = await sql.read(
        unseen()
          .select((eb) => ['lead_id', eb.fn.countAll<number>().as('n')])
          .where('lead_id', 'in', leadIds)
          .groupBy('lead_id'),
      )
      for (const row of rows) counts.set(Number(row.lead_id), Number(row.n))
      return counts
    },
    /** Marks the lead's incoming messages up to `upTo` read; answers how many were unread. */
    async markWhatsAppSeen(leadId: number, upTo: number, at = Date.now()): Promise<number> {
      return (await sql.write(query.seen(leadId, upTo, at))).changes
    },
    /** Queues a staff member's message for the outbox with its audit line; answers its row. */
    async sendWhatsApp(message: QueuedWhatsAppMessage, by: AuditEntry): Promise<WhatsAppRow> {
      const [first, ...then] = queueWhatsAppMessage(db, message)
      const written = await sql.write(
        first,
        ...then,
        db.insertInto('audit_log').values(auditRow(by, message.at)),
      )
      const { id } = written.rows[0] as { id: number | string }
      return (await messageOf(Number(id)))!
    },
  }
}
