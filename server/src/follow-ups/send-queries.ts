/**
 * What the sender reads and writes (issue 55): the lease on due follow-ups, what each is about as
 * it stands now (its lead, shipment, quote, the customer's WhatsApp consent and stops), and the
 * one transaction that marks it sent with its outbox row, staff alert and line on the trail.
 */
import type { FollowUpCancelReason } from '@contract/follow-ups.ts'
import { auditRow } from '../audit/index.ts'
import {
  firstStatementId,
  prepare,
  WriteAborted,
  type Executor,
  type WriteRequest,
} from '../db/sql.ts'

import { cancelStatement, num, rowOf, type FollowUpRow, type FollowUpSend } from './rows.ts'
import { stoppedFollowUp } from './stops.ts'

export function followUpSendQueries(sql: Executor) {
  const { db } = sql
  const query = {
    cancel: cancelStatement(db),
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
