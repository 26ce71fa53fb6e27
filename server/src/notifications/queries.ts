/**
 * The outbox: messages written in the transaction of what they announce, leased to one worker at a
 * time and marked sent or given up, so each is delivered at least once across restarts.
 */
import { prepare, type Executor } from '../db/sql.ts'

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

export type OutboxStore = ReturnType<typeof outboxQueries>

export function outboxQueries(sql: Executor) {
  const { db } = sql
  const count = () => db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n'))
  const query = {
    claimOutbox: prepare((now: number, leaseUntil: number, limit: number) =>
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
    ),
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
    pendingNotifications: prepare(() =>
      count().where('sent_at', 'is', null).where('failed_at', 'is', null),
    ),
  }

  return {
    /**
     * Leases up to `limit` due messages until `leaseUntil` (ms since epoch), counting the attempt,
     * so a crash mid-delivery only delays a message and two workers never take the same one.
     */
    async claimOutbox(now: number, leaseUntil: number, limit: number): Promise<OutboxMessage[]> {
      return (await sql.write(query.claimOutbox(now, leaseUntil, limit))).rows
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
    /** Notifications neither sent nor given up on. */
    async countPendingNotifications() {
      const [row] = await sql.read(query.pendingNotifications())
      return row?.n ?? 0
    },
  }
}
