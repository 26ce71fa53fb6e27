/**
 * What the planner reads and writes (issue 55): the rules as admins set them, what the data says
 * is due (quotes out and viewed, moving days, deliveries), the schedule as planned, and one
 * sweep's changes. Written once for both databases.
 */
import { sql as raw } from 'kysely'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import {
  FOLLOW_UP_RULES,
  type FollowUpCancelReason,
  type FollowUpRuleName,
  type FollowUpRuleSetting,
} from '@contract/follow-ups.ts'
import { prepare, type Executor, type WriteRequest } from '../db/sql.ts'

import {
  cancelStatement,
  num,
  ROW_COLUMNS as columns,
  rowOf,
  type PlannedFollowUp,
} from './rows.ts'
import { stoppedFollowUp } from './stops.ts'

/** The shipment's language: its lead's, else its newest subscription's, else English. */
const JOB_LOCALE = raw<EnquiryLocale>`coalesce(
  (select l.locale from enquiries l where l.id = j.lead_id),
  (select s.locale from subscriptions s where s.job_id = j.id order by s.id desc limit 1),
  'en')`

export function followUpPlanQueries(sql: Executor) {
  const { db } = sql
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
    // Leads still new and uncontacted, come in since `since` (ISO).
    waitingLeads: prepare((since: string) =>
      db
        .selectFrom('enquiries')
        .select(['id', 'created_at as createdAt', 'locale'])
        .where('status', '=', 'new')
        .where('contacted_at', 'is', null)
        .where('created_at', '>=', since),
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
    cancel: cancelStatement(db),
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
    async waitingLeads(since: number) {
      return (await sql.read(query.waitingLeads(new Date(since).toISOString()))).map((row) => ({
        id: Number(row.id),
        createdAt: new Date(row.createdAt).getTime(),
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
  }
}
