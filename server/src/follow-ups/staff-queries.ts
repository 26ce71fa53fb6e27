/**
 * The console's side of follow-ups (issue 55, item 5): the rules as admins set them, a lead's and
 * a shipment's follow-ups with how what was sent fared (the outbox's e-mail or the WhatsApp
 * message), skipping one or bringing it forward (each with its audit line, in one write), and the
 * staff alerts a member sees.
 */
import type { FollowUpRuleName, FollowUpView, StaffAlertKind } from '@contract/follow-ups.ts'
import {
  followUpDelivery,
  type FollowUpRuleView,
  type StaffAlertView,
} from '@contract/follow-up-staff.ts'
import { auditRow, type AuditEntry } from '../audit/index.ts'
import { prepare, type Executor } from '../db/sql.ts'

/** The most a lead or a shipment lists: a handful per rule, so this is never reached in use. */
const LISTED_MOST = 100
/** The newest alerts the console shows; older ones stay stored. */
const ALERTS_MOST = 50

/** A follow-up as the staff routes check it before a change. */
export type FollowUpSubject = {
  id: number
  rule: FollowUpRuleName
  status: string
  leadId: number | null
  jobId: number | null
  trackingId: string | null
}

/** Who changes a follow-up, and the audit line that goes with the change. */
export type FollowUpChange = {
  id: number
  at: number
  by: { id: number; name: string }
  audit: AuditEntry
}

export type FollowUpStaffStore = ReturnType<typeof followUpStaffQueries>

export function followUpStaffQueries(sql: Executor) {
  const { db } = sql
  const listed = () =>
    db
      .selectFrom('follow_ups as f')
      .leftJoin('outbox as o', 'o.id', 'f.outbox_id')
      .leftJoin('whatsapp_messages as w', 'w.id', 'f.whatsapp_message_id')
      .select([
        'f.id',
        'f.rule',
        'f.due_at',
        'f.status',
        'f.channel',
        'f.sent_at',
        'f.reason',
        'f.done_by_name',
        'w.status as whatsapp_status',
        'o.id as outbox_id',
        'o.sent_at as mail_sent_at',
        'o.failed_at as mail_failed_at',
      ])
      .orderBy('f.due_at')
      .orderBy('f.id')
      .limit(LISTED_MOST)
  const query = {
    rules: prepare(() =>
      db
        .selectFrom('follow_up_rules as r')
        .leftJoin('staff_accounts as s', 's.id', 'r.updated_by')
        .select(['r.rule', 'r.enabled', 'r.offset_minutes', 'r.updated_at', 's.name']),
    ),
    ofLead: prepare((leadId: number) => listed().where('f.lead_id', '=', leadId)),
    ofJob: prepare((jobId: number) => listed().where('f.job_id', '=', jobId)),
    job: prepare((trackingId: string) =>
      db.selectFrom('jobs').select('id').where('tracking_id', '=', trackingId),
    ),
    lead: prepare((id: number) => db.selectFrom('enquiries').select('id').where('id', '=', id)),
    subject: prepare((id: number) =>
      db
        .selectFrom('follow_ups as f')
        .leftJoin('jobs as j', 'j.id', 'f.job_id')
        .select(['f.id', 'f.rule', 'f.status', 'f.lead_id', 'f.job_id', 'j.tracking_id'])
        .where('f.id', '=', id),
    ),
  }
  /** A still-scheduled follow-up changed by staff, with its audit line; false if it was not. */
  async function change(
    { id, at, by, audit }: FollowUpChange,
    set: { status?: 'skipped'; due_at?: number },
  ) {
    const { changes } = await sql.write(
      db
        .updateTable('follow_ups')
        .set({ ...set, done_by: by.id, done_by_name: by.name, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'scheduled'),
      db.insertInto('audit_log').values(auditRow(audit, at)),
    )
    return changes > 0
  }
  /** The alerts `staffId` sees: their own, and as an admin those raised for every admin. */
  const alertsOf = (staffId: number, admin: boolean) =>
    db
      .selectFrom('staff_alerts as a')
      .where((eb) =>
        admin
          ? eb.or([eb('a.staff_id', '=', staffId), eb('a.staff_id', 'is', null)])
          : eb('a.staff_id', '=', staffId),
      )
  return {
    /** The rules admins changed (a rule with no row keeps its defaults). */
    async followUpRuleRows(): Promise<Map<FollowUpRuleName, FollowUpRuleView>> {
      const rows = await sql.read(query.rules())
      return new Map(
        rows.map((row) => [
          row.rule as FollowUpRuleName,
          {
            rule: row.rule as FollowUpRuleName,
            enabled: Number(row.enabled) === 1,
            offsetMinutes: Number(row.offset_minutes),
            updatedAt: row.updated_at === null ? null : Number(row.updated_at),
            updatedByName: row.name ?? null,
          },
        ]),
      )
    },
    /** Keeps an admin's setting of a rule with its audit line. */
    async setFollowUpRule(
      setting: { rule: FollowUpRuleName; enabled: boolean; offsetMinutes: number },
      by: number,
      audit: AuditEntry,
      at = Date.now(),
    ) {
      const values = {
        enabled: setting.enabled ? 1 : 0,
        offset_minutes: setting.offsetMinutes,
        updated_at: at,
        updated_by: by,
      }
      await sql.write(
        db
          .insertInto('follow_up_rules')
          .values({ rule: setting.rule, ...values })
          .onConflict((conflict) => conflict.column('rule').doUpdateSet(values)),
        db.insertInto('audit_log').values(auditRow(audit, at)),
      )
    },
    /** Whether there is a lead `id`. */
    async followUpLeadExists(id: number): Promise<boolean> {
      return (await sql.read(query.lead(id))).length > 0
    },
    /** A shipment's id by its (normalised) tracking number; null when there is none. */
    async followUpJobId(trackingId: string): Promise<number | null> {
      const [row] = await sql.read(query.job(trackingId))
      return row ? Number(row.id) : null
    },
    /** The follow-ups of a lead (`leadId`) or of a shipment (`jobId`), soonest first. */
    async followUpsOf(of: { leadId: number } | { jobId: number }): Promise<FollowUpView[]> {
      const rows = await sql.read('leadId' in of ? query.ofLead(of.leadId) : query.ofJob(of.jobId))
      return rows.map((row) => ({
        id: Number(row.id),
        rule: row.rule as FollowUpRuleName,
        dueAt: Number(row.due_at),
        status: row.status as FollowUpView['status'],
        channel: row.channel as FollowUpView['channel'],
        delivery: followUpDelivery({
          channel: row.channel,
          whatsappStatus: row.whatsapp_status,
          outboxId: row.outbox_id,
          mailSentAt: row.mail_sent_at,
          mailFailedAt: row.mail_failed_at,
        }),
        sentAt: row.sent_at === null ? null : Number(row.sent_at),
        reason: row.reason as FollowUpView['reason'],
        doneByName: row.done_by_name,
      }))
    },
    /** One follow-up with what it is about; null when there is none. */
    async followUpSubject(id: number): Promise<FollowUpSubject | null> {
      const [row] = await sql.read(query.subject(id))
      return row
        ? {
            id: Number(row.id),
            rule: row.rule as FollowUpRuleName,
            status: row.status,
            leadId: row.lead_id === null ? null : Number(row.lead_id),
            jobId: row.job_id === null ? null : Number(row.job_id),
            trackingId: row.tracking_id,
          }
        : null
    },
    /** Staff skip a scheduled follow-up: it never goes. False when it was no longer scheduled. */
    skipFollowUp: (skip: FollowUpChange) => change(skip, { status: 'skipped' }),
    /** Staff bring a scheduled follow-up forward to now: the sender takes it on its next pass. */
    sendFollowUpNow: (now: FollowUpChange) => change(now, { due_at: now.at }),
    /** The newest alerts for `staffId` (with those for every admin when `admin`), and the unread. */
    async staffAlerts(staffId: number, admin: boolean) {
      const rows = await sql.read(
        alertsOf(staffId, admin)
          .leftJoin('enquiries as l', 'l.id', 'a.lead_id')
          .leftJoin('jobs as j', 'j.id', 'a.job_id')
          .leftJoin('reviews as r', 'r.id', 'a.review_id')
          .select([
            'a.id',
            'a.kind',
            'a.staff_id',
            'a.created_at',
            'a.read_at',
            'l.id as lead_id',
            'l.full_name',
            'j.tracking_id',
            'r.rating',
            'r.comment',
          ])
          .orderBy('a.id', 'desc')
          .limit(ALERTS_MOST),
      )
      const [count] = await sql.read(
        alertsOf(staffId, admin)
          .where('a.read_at', 'is', null)
          .select((eb) => eb.fn.countAll<number>().as('n')),
      )
      const alerts: StaffAlertView[] = rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind as StaffAlertKind,
        createdAt: Number(row.created_at),
        readAt: row.read_at === null ? null : Number(row.read_at),
        forAdmins: row.staff_id === null,
        lead: row.lead_id === null ? null : { id: Number(row.lead_id), name: row.full_name ?? '' },
        shipment: row.tracking_id === null ? null : { trackingId: row.tracking_id },
        review:
          row.rating === null ? null : { rating: Number(row.rating), comment: row.comment ?? '' },
      }))
      return { alerts, unread: Number(count?.n ?? 0) }
    },
    /**
     * Marks an alert `staffId` may see read (once: a second time changes nothing). Answers
     * whether there is such an alert for them.
     */
    async readStaffAlert(id: number, staffId: number, admin: boolean, at = Date.now()) {
      const [row] = await sql.read(alertsOf(staffId, admin).select('a.id').where('a.id', '=', id))
      if (!row) return false
      await sql.write(
        db
          .updateTable('staff_alerts')
          .set({ read_at: at })
          .where('id', '=', id)
          .where('read_at', 'is', null),
      )
      return true
    },
  }
}
