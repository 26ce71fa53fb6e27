/**
 * The leads inbox's storage: pages of enquiries, newest first, filtered and searched on the
 * server; one lead with its notes; and each change staff make, written with its line of the audit
 * trail in one transaction. The trail holds statuses, assignments and note ids, never a
 * customer's contact details or a note's words.
 */

import type { Attribution } from '@contract/attribution.ts'
import type { LeadChannel, LeadsReport, LeadStatus, ResponseWindow } from '@contract/leads.ts'
import { toEnquiry, type Enquiry } from './enquiry-queries.ts'
import { channelOf, normaliseSource } from './channels.ts'
import { answeredWithin, leadsReport, reportStart } from './report.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import { prepare, WriteAborted, type Executor, type WriteRequest } from '../db/sql.ts'
import { like, likeLiteral } from '../http/index.ts'

const LEADS_PAGE = 50

export type LeadFilter = {
  status?: LeadStatus
  service?: string
  /** The source a lead counts under, however it was spelled (`www.google.com` is `google`). */
  source?: string
  channel?: LeadChannel
  /** Leads first answered within this window. */
  within?: ResponseWindow
  locale?: string
  /** Part of a name, phone number or e-mail address. */
  search?: string
  /** ISO timestamps: created at or after `from`, before `to`. */
  from?: string
  to?: string
  /** Ids below this one: the next page. */
  before?: number
}

export type Lead = Enquiry & {
  status: LeadStatus
  lostReason: string | null
  assignedTo: number | null
  contactedAt: number | null
  /** utm_source, else the referring host, else 'direct'; null before the site kept visits. */
  source: string | null
}

/**
 * The first action on an unassigned lead gives it to the person acting (issue 52): who, and the
 * audit line that says so.
 */
export type LeadClaim = { staffId: number; by: AuditEntry }

export type LeadNote = { id: number; authorName: string; body: string; at: number }

const toLead = (row: Parameters<typeof toEnquiry>[0] & Record<string, unknown>): Lead => ({
  ...toEnquiry(row),
  status: row.status as LeadStatus,
  lostReason: (row.lost_reason as string | null) ?? null,
  assignedTo: row.assigned_to === null ? null : Number(row.assigned_to),
  contactedAt: row.contacted_at === null ? null : Number(row.contacted_at),
  source: (row.source as string | null) ?? null,
})

export type LeadStore = ReturnType<typeof leadQueries>

export function leadQueries(sql: Executor) {
  const { db } = sql
  const query = {
    lead: prepare((id: number) => db.selectFrom('enquiries').selectAll().where('id', '=', id)),
    unanswered: prepare(() =>
      db
        .selectFrom('enquiries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'new'),
    ),
    shipment: prepare((id: number) =>
      db.selectFrom('jobs').select('tracking_id').where('lead_id', '=', id),
    ),
    notes: prepare((id: number) =>
      db
        .selectFrom('lead_notes')
        .select(['id', 'author_name', 'body', 'at'])
        .where('enquiry_id', '=', id)
        .orderBy('id'),
    ),
    setStatus: prepare(
      (id: number, status: string, reason: string | null, from: string, now: number) =>
        db
          .updateTable('enquiries')
          .set((eb) => ({
            status,
            lost_reason: reason,
            // The response clock stops the first time a lead leaves "new".
            contacted_at: eb.fn.coalesce('contacted_at', eb.val(now)),
          }))
          .where('id', '=', id)
          .where('status', '=', from),
    ),
    // Back to "new" means unanswered again (the inbox counts it so): the clock runs from arrival,
    // which is what undoing a mis-tapped "contacted" has to give back.
    reopen: prepare((id: number, from: string) =>
      db
        .updateTable('enquiries')
        .set({ status: 'new', lost_reason: null, contacted_at: null })
        .where('id', '=', id)
        .where('status', '=', from),
    ),
    claim: prepare((id: number, staffId: number) =>
      db
        .updateTable('enquiries')
        .set({ assigned_to: staffId })
        .where('id', '=', id)
        .where('assigned_to', 'is', null),
    ),
    reportRows: prepare((since: string) =>
      db
        .selectFrom('enquiries')
        .select(['created_at', 'contacted_at', 'source', 'attribution', 'service_type', 'status'])
        .where('created_at', '>=', since),
    ),
    addNote: prepare((id: number, authorId: number, authorName: string, body: string, at: number) =>
      db
        .insertInto('lead_notes')
        .values({ enquiry_id: id, author_id: authorId, author_name: authorName, body, at })
        .returning('id'),
    ),
  }

  /**
   * One change with its audit line, plus, for a claim, the assignment and its own line: all in one
   * transaction, or nothing when the lead moved or someone took it meanwhile (null).
   */
  async function writeClaimed(
    change: WriteRequest,
    id: number,
    claim: LeadClaim | undefined,
    now: number,
  ) {
    if (!claim) {
      const written = await sql.write(...change)
      return written.changes > 0 ? written : null
    }
    const assign: WriteRequest = [
      query.claim(id, claim.staffId),
      db.insertInto('audit_log').values(
        auditRow(
          {
            ...claim.by,
            recordType: 'lead',
            recordId: id,
            before: { assignedTo: null },
            after: { assignedTo: claim.staffId },
          },
          now,
        ),
      ),
    ]
    try {
      const [written] = await sql.writeAll([change, assign])
      return written!
    } catch (error) {
      if (error instanceof WriteAborted) return null
      throw error
    }
  }

  /** The leads a filter names, as the inbox and its export both read them. */
  const matching = (filter: LeadFilter) =>
    db
      .selectFrom('enquiries')
      .selectAll()
      .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!))
      .$if(filter.service !== undefined, (q) => q.where('service_type', '=', filter.service!))
      .$if(filter.locale !== undefined, (q) => q.where('locale', '=', filter.locale as never))
      .$if(filter.from !== undefined, (q) => q.where('created_at', '>=', filter.from!))
      .$if(filter.to !== undefined, (q) => q.where('created_at', '<', filter.to!))
      .$if(filter.before !== undefined, (q) => q.where('id', '<', filter.before!))
      .$if(filter.search !== undefined, (q) => {
        const pattern = `%${likeLiteral(filter.search!.toLowerCase())}%`
        return q.where((eb) =>
          eb.or(
            (['full_name', 'email', 'phone_number'] as const).map((column) =>
              like(eb.fn<string>('lower', [column]), pattern),
            ),
          ),
        )
      })
      .orderBy('id', 'desc')

  /**
   * The filters SQL cannot apply, since they are read from what a lead stores rather than stored
   * (a schema change for a report's links was not worth it): its channel, its source however
   * spelled, and how fast it was answered. The report's links always bound them by a week.
   */
  const derived = (filter: LeadFilter) => {
    const { channel, within } = filter
    const source = filter.source === undefined ? undefined : normaliseSource(filter.source)
    if (channel === undefined && within === undefined && source === undefined) return null
    return (lead: Lead) =>
      (channel === undefined || channelOf(lead.source, lead.attribution) === channel) &&
      (source === undefined || (lead.source !== null && normaliseSource(lead.source) === source)) &&
      (within === undefined ||
        answeredWithin(
          { createdAt: Date.parse(lead.createdAt), contactedAt: lead.contactedAt },
          within,
        ))
  }

  return {
    /** A page of leads, newest first, and the id to ask the next page before (null at the end). */
    async leadsPage(filter: LeadFilter) {
      const keep = derived(filter)
      const rows = keep
        ? (await sql.read(matching(filter))).map(toLead).filter(keep)
        : (await sql.read(matching(filter).limit(LEADS_PAGE + 1))).map(toLead)
      const leads = rows.slice(0, LEADS_PAGE)
      return { leads, next: rows.length > LEADS_PAGE ? leads.at(-1)!.id : null }
    },
    /** Every lead the filter names, newest first: the inbox's CSV export. */
    async leadsToExport(filter: Omit<LeadFilter, 'before'>): Promise<Lead[]> {
      const leads = (await sql.read(matching(filter))).map(toLead)
      const keep = derived(filter)
      return keep ? leads.filter(keep) : leads
    },
    /** Every lead still new: the console's tab title counts them. */
    async unansweredLeads() {
      const [row] = await sql.read(query.unanswered())
      return Number(row?.n ?? 0)
    },
    /** The leads report over the last `weeks` weeks (this one included), as of `now`. */
    async leadsReport(weeks: number, now = Date.now()): Promise<LeadsReport> {
      const rows = await sql.read(query.reportRows(new Date(reportStart(now, weeks)).toISOString()))
      return leadsReport(
        rows.map((row) => ({
          createdAt: new Date(row.created_at).getTime(),
          contactedAt: row.contacted_at === null ? null : Number(row.contacted_at),
          source: row.source,
          attribution:
            typeof row.attribution === 'string'
              ? (JSON.parse(row.attribution) as Attribution)
              : row.attribution,
          service: row.service_type,
          status: row.status,
        })),
        now,
        weeks,
      )
    },
    /** A lead with its notes and the tracking id of the shipment made from it, if one was. */
    async lead(
      id: number,
    ): Promise<(Lead & { notes: LeadNote[]; shipment: string | null }) | null> {
      const [row] = await sql.read(query.lead(id))
      if (!row) return null
      const notes = (await sql.read(query.notes(id))).map((note) => ({
        id: note.id,
        authorName: note.author_name,
        body: note.body,
        at: Number(note.at),
      }))
      const [shipment] = await sql.read(query.shipment(id))
      return { ...toLead(row), notes, shipment: shipment?.tracking_id ?? null }
    },
    /**
     * Moves a lead on from `from` (so two people's changes never overwrite each other), and gives
     * it to `claim`'s member in the same transaction when it was unassigned.
     */
    async setLeadStatus(
      id: number,
      from: LeadStatus,
      to: { status: LeadStatus; reason: string | null },
      by: AuditEntry,
      claim?: LeadClaim,
    ) {
      const now = Date.now()
      const move =
        to.status === 'new'
          ? query.reopen(id, from)
          : query.setStatus(id, to.status, to.reason, from, now)
      const written = await writeClaimed(
        [move, db.insertInto('audit_log').values(auditRow({ ...by, recordType: 'lead' }, now))],
        id,
        claim,
        now,
      )
      return written !== null
    },
    async assignLead(id: number, from: number | null, staffId: number | null, by: AuditEntry) {
      const now = Date.now()
      // Built per call: whether it was unassigned decides the SQL (IS NULL), not just a value.
      const { changes } = await sql.write(
        db
          .updateTable('enquiries')
          .set({ assigned_to: staffId })
          .where('id', '=', id)
          .where('assigned_to', from === null ? 'is' : '=', from),
        db.insertInto('audit_log').values(auditRow({ ...by, recordType: 'lead' }, now)),
      )
      return changes > 0
    },
    /**
     * Writes a call, WhatsApp chat or e-mail opened on a lead into the trail, and claims the lead
     * as `setLeadStatus` does; false when someone took it meanwhile.
     */
    async recordLeadContact(id: number, by: AuditEntry, claim?: LeadClaim) {
      const now = Date.now()
      const entry = db.insertInto('audit_log').values(auditRow({ ...by, recordType: 'lead' }, now))
      return (await writeClaimed([entry], id, claim, now)) !== null
    },
    /** Adds a note, and claims the lead as `setLeadStatus` does; null when someone took it meanwhile. */
    async addLeadNote(
      id: number,
      author: { id: number; name: string },
      body: string,
      by: AuditEntry,
      claim?: LeadClaim,
    ) {
      const now = Date.now()
      const written = await writeClaimed(
        [
          query.addNote(id, author.id, author.name, body, now),
          db.insertInto('audit_log').values(auditRow({ ...by, recordType: 'lead' }, now)),
        ],
        id,
        claim,
        now,
      )
      return written ? (written.rows[0] as { id: number }).id : null
    },
  }
}
