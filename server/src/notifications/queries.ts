/**
 * The outbox: messages written in the transaction of what they announce, leased to one worker at a
 * time and marked sent or given up, so each is delivered at least once across restarts.
 */
import type { SelectQueryBuilder } from 'kysely'

import { prepare, type Executor, type Tables } from '../db/sql.ts'

import { WHATSAPP_PAYLOAD_START } from '../whatsapp/index.ts'
import { LEAD_WEBHOOK_PAYLOAD_START } from './lead-webhook.ts'

/**
 * A message to deliver from the outbox, stored in the transaction of what it announces: an
 * enquiry (`enquiryId`), or a subscription's confirmation or milestone (`subscriptionId`, and
 * `statusUpdateId` for a milestone).
 */
export type OutboxMessage = {
  id: number
  enquiryId: number | null
  subscriptionId: number | null
  statusUpdateId: number | null
  /** A digest's key: the e-mail lists the enquiries stored under it. */
  digestKey: string | null
  attempts: number
  payload: string
}

const nowIso = () => new Date().toISOString()

/**
 * Which messages a worker takes: e-mail, the CRM's, WhatsApp's stored messages and its automatic
 * ones, as it has the means to send them (production without SMTP holds e-mail unsent, yet leads
 * still go to the CRM; without WhatsApp its stored messages wait).
 */
export type OutboxChannel = 'mail' | 'lead-webhook' | 'whatsapp' | 'whatsapp-auto'
export type OutboxChannels = 'all' | OutboxChannel | readonly OutboxChannel[]

const LEAD_WEBHOOK_ROWS = `${LEAD_WEBHOOK_PAYLOAD_START}%`

type OutboxSelect<Row> = SelectQueryBuilder<Tables, 'outbox', Row>

const channelList = (channels: OutboxChannels): readonly OutboxChannel[] =>
  channels === 'all'
    ? ['mail', 'lead-webhook', 'whatsapp', 'whatsapp-auto']
    : typeof channels === 'string'
      ? [channels]
      : channels

/** Narrows a select on the outbox to the rows of `channels`. */
const onlyOf =
  (channels: OutboxChannels) =>
  <Row>(select: OutboxSelect<Row>): OutboxSelect<Row> =>
    channels === 'all'
      ? select
      : select.where((eb) =>
          eb.or(
            channelList(channels).map((channel) =>
              channel === 'mail'
                ? eb.and([
                    eb('payload', 'not like', LEAD_WEBHOOK_ROWS),
                    eb('payload', 'not like', `${WHATSAPP_PAYLOAD_START}%`),
                  ])
                : eb(
                    'payload',
                    'like',
                    channel === 'lead-webhook'
                      ? LEAD_WEBHOOK_ROWS
                      : // A stored message's rows, or an automatic one's: `kind` comes first.
                        `${WHATSAPP_PAYLOAD_START}${channel === 'whatsapp' ? '' : '-auto'}",%`,
                  ),
            ),
          ),
        )

export type OutboxStore = ReturnType<typeof outboxQueries>

export type LeadWebhookDeliveries = {
  pending: number
  retrying: number
  failed: number
  lastError: string | null
}

export function outboxQueries(sql: Executor) {
  const { db } = sql
  const count = () => db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n'))
  const claim = (channels: OutboxChannels) =>
    prepare((now: number, leaseUntil: number, limit: number) =>
      db
        .updateTable('outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('outbox')
            .select('id')
            .where('sent_at', 'is', null)
            .where('failed_at', 'is', null)
            .where('next_attempt_at', '<=', now)
            .orderBy('id')
            .$call(onlyOf(channels))
            .limit(limit)
            // SQLite has one writer; PostgreSQL instances skip the rows another one is claiming.
            .$if(sql.kind === 'postgres', (select) => select.forUpdate().skipLocked()),
        )
        .returning([
          'id',
          'enquiry_id as enquiryId',
          'subscription_id as subscriptionId',
          'status_update_id as statusUpdateId',
          'digest_key as digestKey',
          'attempts',
          'payload',
        ]),
    )
  const unsent = (channels: OutboxChannels) =>
    count().where('sent_at', 'is', null).where('failed_at', 'is', null).$call(onlyOf(channels))
  const query = {
    /** One prepared claim per set of channels asked for (a worker asks for one set). */
    claimOutbox: new Map<string, ReturnType<typeof claim>>(),
    outboxSent: prepare((id: number, at: string) =>
      db.updateTable('outbox').set({ sent_at: at, last_error: null }).where('id', '=', id),
    ),
    outboxGivenUp: prepare((id: number, at: string, error: string) =>
      db.updateTable('outbox').set({ failed_at: at, last_error: error }).where('id', '=', id),
    ),
    outboxRetry: prepare((id: number, retryAt: number, error: string) =>
      db
        .updateTable('outbox')
        .set({ next_attempt_at: retryAt, last_error: error })
        .where('id', '=', id),
    ),
    pendingNotifications: prepare(() => unsent('mail')),
    // A digest is written a day before its hour: it counts once tried or due, and its age never
    // (its failures show as failures).
    backlog: prepare((now: number) =>
      db
        .selectFrom('outbox')
        .select((eb) => [
          eb.fn.countAll<number>().as('pending'),
          eb.fn.min('created_at').filterWhere('digest_key', 'is', null).as('oldest'),
        ])
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where((eb) => eb.or([eb('next_attempt_at', '<=', now), eb('attempts', '>', 0)])),
    ),
    // Sent rows are left out by `sent_at` alone; the rest of the table is read, which an outbox
    // of tens of thousands of rows answers in milliseconds.
    leadWebhookCounts: prepare(() =>
      db
        .selectFrom('outbox')
        .select((eb) => [
          eb.fn.countAll<number>().filterWhere('failed_at', 'is', null).as('pending'),
          eb.fn
            .countAll<number>()
            .filterWhere((w) =>
              w.and([w('failed_at', 'is', null), w('last_error', 'is not', null)]),
            )
            .as('retrying'),
          eb.fn.countAll<number>().filterWhere('failed_at', 'is not', null).as('failed'),
        ])
        .where('sent_at', 'is', null)
        .$call(onlyOf('lead-webhook')),
    ),
    leadWebhookLastError: prepare(() =>
      db
        .selectFrom('outbox')
        .select('last_error as error')
        .where('sent_at', 'is', null)
        .where('last_error', 'is not', null)
        .$call(onlyOf('lead-webhook'))
        .orderBy('id', 'desc')
        .limit(1),
    ),
  }

  return {
    /**
     * Leases up to `limit` due messages until `leaseUntil` (ms since epoch), counting the attempt,
     * so a crash mid-delivery only delays a message and two workers never take the same one.
     */
    async claimOutbox(
      now: number,
      leaseUntil: number,
      limit: number,
      channels: OutboxChannels = 'all',
    ): Promise<OutboxMessage[]> {
      const key = channelList(channels).join()
      let prepared = query.claimOutbox.get(key)
      if (!prepared) query.claimOutbox.set(key, (prepared = claim(channels)))
      return (await sql.write(prepared(now, leaseUntil, limit))).rows
    },
    async markOutboxSent(id: number) {
      await sql.write(query.outboxSent(id, nowIso()))
    },
    /** `retryAt` null gives up on the message (kept, with its error, for staff to see). */
    async markOutboxFailed(id: number, error: string, retryAt: number | null) {
      await sql.write(
        retryAt === null
          ? query.outboxGivenUp(id, nowIso(), error)
          : query.outboxRetry(id, retryAt, error),
      )
    },
    /** E-mail notifications neither sent nor given up on. */
    async countPendingNotifications() {
      const [row] = await sql.read(query.pendingNotifications())
      return row?.n ?? 0
    },
    /**
     * Messages of every channel neither sent nor given up on whose time has come, and when the
     * oldest of them (digests aside) was written, null when none waits: the operator's outbox
     * depth and age.
     */
    async outboxBacklog(now = Date.now()) {
      const [row] = await sql.read(query.backlog(now))
      return {
        pending: Number(row?.pending ?? 0),
        oldest: row?.oldest == null ? null : new Date(row.oldest),
      }
    },
    /**
     * How leads are getting to the CRM: messages not yet delivered (`retrying` of them have failed
     * at least once), those given up on, and the newest undelivered one's error. Counts and the
     * error's words only: no customer data.
     */
    async leadWebhookDeliveries(): Promise<LeadWebhookDeliveries> {
      const [counts] = await sql.read(query.leadWebhookCounts())
      const [last] = await sql.read(query.leadWebhookLastError())
      return {
        pending: Number(counts?.pending ?? 0),
        retrying: Number(counts?.retrying ?? 0),
        failed: Number(counts?.failed ?? 0),
        lastError: last?.error ?? null,
      }
    },
  }
}
