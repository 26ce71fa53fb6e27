/**
 * The follow-ups' engine reads and writes (issue 55): what the rules say now, what the data says
 * is due (quotes out, moving days, deliveries, leads waiting), the schedule as planned, and the
 * lease, send and cancel of one follow-up. Written once for both databases.
 */
import { sql as raw } from 'kysely'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import {
  FOLLOW_UP_RULES,
  type FollowUpCancelReason,
  type FollowUpChannel,
  type FollowUpRuleName,
  type FollowUpRuleSetting,
} from '@contract/follow-ups.ts'
import { auditRow } from '../audit/index.ts'
import {
  firstStatementId,
  prepare,
  WriteAborted,
  type Executor,
  type WriteRequest,
} from '../db/sql.ts'
import { stoppedFollowUp } from './stops.ts'

/** A follow-up as the planner wants it. */
export type PlannedFollowUp = {
  rule: FollowUpRuleName
  key: string
  leadId: number | null
  jobId: number | null
  quoteId: number | null
  dueAt: number
  locale: EnquiryLocale
}

/** A follow-up row as the engine reads it. */
export type FollowUpRow = {
  id: number
  rule: FollowUpRuleName
  key: string
  leadId: number | null
  jobId: number | null
  quoteId: number | null
  dueAt: number
  status: string
  locale: EnquiryLocale
  doneBy: number | null
  leaseUntil: number | null
}

/** How one follow-up goes: its outbox row's payload, and a staff alert with it if any. */
export type FollowUpSend = {
  channel: FollowUpChannel
  /** The outbox payload; null for one that only raises an alert. */
  payload: string | null
  enquiryId: number | null
  alert: { kind: 'lead-uncontacted' | 'quote-viewed'; staffId: number | null } | null
  /** The record whose timeline shows it: the lead, else the shipment by its tracking number. */
  record: { type: 'lead' | 'shipment'; id: string | number }
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/** The shipment's language: its lead's, else its newest subscription's, else English. */
const JOB_LOCALE = raw<EnquiryLocale>`coalesce(
  (select l.locale from enquiries l where l.id = j.lead_id),
  (select s.locale from subscriptions s where s.job_id = j.id order by s.id desc limit 1),
  'en')`

export type FollowUpStore = ReturnType<typeof followUpQueries>

export function followUpQueries(sql: Executor) {
  const { db } = sql
  const columns = [
    'f.id',
    'f.rule',
    'f.key',
    'f.lead_id as leadId',
    'f.job_id as jobId',
    'f.quote_id as quoteId',
    'f.due_at as dueAt',
    'f.status',
    'f.locale',
    'f.done_by as doneBy',
    'f.lease_until as leaseUntil',
  ] as const
  const rowOf = (row: Record<string, unknown>): FollowUpRow => ({
    id: Number(row.id),
    rule: row.rule as FollowUpRuleName,
    key: String(row.key),
    leadId: num(row.leadId),
    jobId: num(row.jobId),
    quoteId: num(row.quoteId),
    dueAt: Number(row.dueAt),
    status: String(row.status),
    locale: row.locale as EnquiryLocale,
    doneBy: num(row.doneBy),
    leaseUntil: num(row.leaseUntil),
  })
  const query = {
    rules: prepare(() =>
      db.selectFrom('follow_up_rules').select(['rule', 'enabled', 'offset_minutes']),
    ),
    // Sent quotes: their current version and when the customer first opened it.
    quotes: prepare(() =>
      db
        .selectFrom('quotes as q')
        .innerJoin('enquiries as l', 'l.id', 'q.lead_id')
        .leftJoin('quote_versions as v', (join) =>
          join.onRef('v.quote_id', '=', 'q.id').onRef('v.version', '=', 'q.current_version'),
        )
        .select([
          'q.id',
          'q.lead_id as leadId',
          'q.current_version as version',
          'q.valid_until as validUntil',
          'v.first_viewed_at as viewedAt',
          'l.locale',
        ])
        .where('q.status', '=', 'sent'),
    ),
    // Shipments with a moving day from `from` on, and those whose reminders wait on one.
    moves: prepare((from: string) =>
      db
        .selectFrom('jobs as j')
        .select(['j.id', 'j.lead_id as leadId', 'j.collection_date as date', 'j.stage'])
        .select(JOB_LOCALE.as('locale'))
        .where((eb) =>
          eb.or([
            eb('j.collection_date', '>=', from),
            eb(
              'j.id',
              'in',
              eb
                .selectFrom('follow_ups')
                .select('job_id')
                .where('status', '=', 'scheduled')
                .where('rule', 'in', ['move_3_days', 'move_1_day']),
            ),
          ]),
        ),
    ),
    // Deliveries posted for a date from `from` on.
    deliveries: prepare((from: string) =>
      db
        .selectFrom('status_updates as u')
        .innerJoin('jobs as j', 'j.id', 'u.job_id')
        .select(['j.id', 'j.lead_id as leadId', 'u.status_date as date', 'u.status_time as time'])
        .select(JOB_LOCALE.as('locale'))
        .where('u.milestone', '=', 'delivered')
        .where('u.status_date', '>=', from),
    ),
    // The move reminders planned for shipments with a moving day from `from` on.
    moveReminders: prepare((from: string) =>
      db
        .selectFrom('follow_ups as f')
        .select(columns)
        .where('f.rule', 'in', ['move_3_days', 'move_1_day'])
        .where('f.job_id', 'in', (eb) =>
          eb.selectFrom('jobs').select('id').where('collection_date', '>=', from),
        ),
    ),
    scheduled: prepare(() =>
      db.selectFrom('follow_ups as f').select(columns).where('f.status', '=', 'scheduled'),
    ),
    stopPlanned: prepare((at: number) =>
      db
        .updateTable('follow_ups as f')
        .set({ status: 'cancelled', reason: 'stopped', lease_until: null, updated_at: at })
        .where('f.status', '=', 'scheduled')
        .where(stoppedFollowUp('f')),
    ),
    retime: prepare((id: number, dueAt: number, at: number) =>
      db
        .updateTable('follow_ups')
        .set({ due_at: dueAt, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .where('done_by', 'is', null),
    ),
    move: prepare((id: number, key: string, dueAt: number, at: number) =>
      db
        .updateTable('follow_ups')
        .set({ key, due_at: dueAt, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'scheduled'),
    ),
    cancel: prepare((id: number, reason: string, at: number) =>
      db
        .updateTable('follow_ups')
        .set({ status: 'cancelled', reason, lease_until: null, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'scheduled'),
    ),
    claim: (now: number, leaseUntil: number, limit: number) =>
      db
        .updateTable('follow_ups')
        .set({ lease_until: leaseUntil })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('follow_ups')
            .select('id')
            .where('status', '=', 'scheduled')
            .where('due_at', '<=', now)
            .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<=', now)]))
            .orderBy('due_at')
            .limit(limit)
            // SQLite has one writer; PostgreSQL instances skip the rows another one is claiming.
            .$if(sql.kind === 'postgres', (select) => select.forUpdate().skipLocked()),
        )
        .returning([
          'id',
          'rule',
          'key',
          'lead_id as leadId',
          'job_id as jobId',
          'quote_id as quoteId',
          'due_at as dueAt',
          'status',
          'locale',
          'done_by as doneBy',
          'lease_until as leaseUntil',
        ]),
    stopped: prepare((id: number) =>
      db
        .selectFrom('follow_ups as f')
        .select(stoppedFollowUp('f').as('stopped'))
        .where('f.id', '=', id),
    ),
    lead: prepare((id: number) =>
      db
        .selectFrom('enquiries')
        .select([
          'id',
          'email',
          'phone_number as phone',
          'status',
          'assigned_to as owner',
          'contacted_at as contactedAt',
        ])
        .where('id', '=', id),
    ),
    job: prepare((id: number) =>
      db
        .selectFrom('jobs')
        .select([
          'id',
          'tracking_id as trackingId',
          'lead_id as leadId',
          'email',
          'contact_number as phone',
          'collection_date as date',
          'stage',
        ])
        .where('id', '=', id),
    ),
    delivered: prepare((job: number) =>
      db
        .selectFrom('status_updates')
        .select('id')
        .where('job_id', '=', job)
        .where('milestone', '=', 'delivered'),
    ),
    quote: prepare((id: number) =>
      db
        .selectFrom('quotes')
        .select(['id', 'status', 'current_version as version', 'valid_until as validUntil'])
        .where('id', '=', id),
    ),
    contact: prepare((phone: string) =>
      db
        .selectFrom('whatsapp_contacts')
        .select(['consent_at', 'opted_out_at'])
        .where('phone', '=', phone),
    ),
    release: prepare((id: number, dueAt: number, at: number) =>
      db
        .updateTable('follow_ups')
        .set({ due_at: dueAt, lease_until: null, updated_at: at })
        .where('id', '=', id),
    ),
  }

  return {
    /** Every rule as admins set it, or its contract defaults where they did not. */
    async followUpRules(): Promise<Map<FollowUpRuleName, FollowUpRuleSetting>> {
      const stored = new Map((await sql.read(query.rules())).map((row) => [row.rule, row]))
      return new Map(
        FOLLOW_UP_RULES.map(({ rule, defaultMinutes }) => {
          const row = stored.get(rule)
          return [
            rule,
            {
              rule,
              enabled: row ? Number(row.enabled) === 1 : true,
              offsetMinutes: row ? Number(row.offset_minutes) : defaultMinutes,
            },
          ]
        }),
      )
    },
    async sentQuotes() {
      return (await sql.read(query.quotes())).map((row) => ({
        id: Number(row.id),
        leadId: Number(row.leadId),
        version: num(row.version),
        validUntil: String(row.validUntil),
        viewedAt: num(row.viewedAt),
        locale: row.locale as EnquiryLocale,
      }))
    },
    async movingShipments(from: string) {
      return (await sql.read(query.moves(from))).map((row) => ({
        id: Number(row.id),
        leadId: num(row.leadId),
        date: row.date,
        stage: row.stage,
        locale: row.locale,
      }))
    },
    async deliveries(from: string) {
      return (await sql.read(query.deliveries(from))).map((row) => ({
        id: Number(row.id),
        leadId: num(row.leadId),
        date: String(row.date),
        time: row.time,
        locale: row.locale,
      }))
    },
    async moveReminders(from: string) {
      return (await sql.read(query.moveReminders(from))).map(rowOf)
    },
    async scheduledFollowUps() {
      return (await sql.read(query.scheduled())).map(rowOf)
    },
    /**
     * One sweep's changes in one transaction: new follow-ups (a key planned before is left as it
     * is, whatever became of it), moved and re-timed ones, cancelled ones, and then every planned
     * one a customer's stop covers.
     */
    async applyPlan(
      {
        add,
        move,
        retime,
        cancel,
      }: {
        add: PlannedFollowUp[]
        move: Array<{ id: number; key: string; dueAt: number }>
        retime: Array<{ id: number; dueAt: number }>
        cancel: Array<{ id: number; reason: FollowUpCancelReason }>
      },
      at: number,
    ) {
      const writes: WriteRequest[] = [
        ...move.map(({ id, key, dueAt }): WriteRequest => [query.move(id, key, dueAt, at)]),
        ...retime.map(({ id, dueAt }): WriteRequest => [query.retime(id, dueAt, at)]),
        ...cancel.map(({ id, reason }): WriteRequest => [query.cancel(id, reason, at)]),
      ]
      if (add.length > 0)
        writes.push([
          db
            .insertInto('follow_ups')
            .values(
              add.map((each) => ({
                rule: each.rule,
                key: each.key,
                lead_id: each.leadId,
                job_id: each.jobId,
                quote_id: each.quoteId,
                due_at: each.dueAt,
                locale: each.locale,
                created_at: at,
                updated_at: at,
              })),
            )
            .onConflict((conflict) => conflict.column('key').doNothing()),
        ])
      // Each statement is its own write: one that changes nothing (a row sent meanwhile) must not
      // undo the others, so they run one by one inside the sweep rather than as one batch.
      for (const write of writes) await sql.write(...write)
      await sql.write(query.stopPlanned(at))
    },
    /** Leases up to `limit` due follow-ups until `leaseUntil`, so two instances never take one. */
    async claimFollowUps(now: number, leaseUntil: number, limit: number) {
      return (await sql.write(query.claim(now, leaseUntil, limit))).rows.map(rowOf)
    },
    async followUpStopped(id: number) {
      const [row] = await sql.read(query.stopped(id))
      return Boolean(Number(row?.stopped ?? 0))
    },
    async followUpLead(id: number) {
      const [row] = await sql.read(query.lead(id))
      return row && { ...row, owner: num(row.owner), contactedAt: num(row.contactedAt) }
    },
    async followUpJob(id: number) {
      const [row] = await sql.read(query.job(id))
      return (
        row && {
          ...row,
          leadId: num(row.leadId),
          delivered: (await sql.read(query.delivered(id))).length > 0,
        }
      )
    },
    async followUpQuote(id: number) {
      const [row] = await sql.read(query.quote(id))
      return row && { ...row, version: num(row.version), validUntil: String(row.validUntil) }
    },
    async followUpContact(phone: string) {
      const [row] = await sql.read(query.contact(phone))
      return row && { consent_at: num(row.consent_at), opted_out_at: num(row.opted_out_at) }
    },
    async cancelFollowUp(id: number, reason: FollowUpCancelReason, at: number) {
      await sql.write(query.cancel(id, reason, at))
    },
    /** Lets a leased follow-up go, due again at `dueAt` (it may not go now). */
    async releaseFollowUp(id: number, dueAt: number, at: number) {
      await sql.write(query.release(id, dueAt, at))
    },
    /**
     * Marks the follow-up sent and writes what it sends (its outbox row, a staff alert) and its
     * line on the trail, all or nothing: only while it is still scheduled and leased by this
     * worker, so another instance that took it after a lapsed lease cannot send it twice.
     * Answers whether it was this worker's to send.
     */
    async markFollowUpSent(row: FollowUpRow, send: FollowUpSend, at: number): Promise<boolean> {
      const guard = db
        .updateTable('follow_ups')
        .set({
          status: 'sent',
          channel: send.channel,
          sent_at: at,
          lease_until: null,
          updated_at: at,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'scheduled')
        .where('lease_until', '=', row.leaseUntil)
      const writes: WriteRequest[] = [[guard]]
      if (send.payload !== null)
        writes.push([
          db
            .insertInto('outbox')
            .values({ enquiry_id: send.enquiryId, payload: send.payload, next_attempt_at: at })
            .returning('id'),
          db
            .updateTable('follow_ups')
            .set({ outbox_id: firstStatementId() })
            .where('id', '=', row.id),
        ])
      if (send.alert)
        writes.push([
          db.insertInto('staff_alerts').values({
            kind: send.alert.kind,
            staff_id: send.alert.staffId,
            lead_id: row.leadId,
            job_id: row.jobId,
            created_at: at,
          }),
        ])
      writes.push([
        db.insertInto('audit_log').values(
          auditRow(
            {
              actorId: null,
              actorName: null,
              // Sent by the server itself: no one, from nowhere.
              ip: '',
              action: 'follow-up.sent',
              recordType: send.record.type,
              recordId: send.record.id,
              after: {
                followUpId: row.id,
                rule: row.rule,
                channel: send.channel,
                locale: row.locale,
              },
            },
            at,
          ),
        ),
      ])
      try {
        await sql.writeAll(writes)
        return true
      } catch (error) {
        if (error instanceof WriteAborted) return false
        throw error
      }
    },
  }
}
