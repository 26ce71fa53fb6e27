/**
 * The webhook's queue (`whatsapp_events`): each signed body stored as it came and answered at
 * once, then leased to one worker at a time, as the outbox leases its messages, and marked read,
 * retried later, or given up on with its error (`processed_at` and `error` both set), never lost.
 */
import { prepare, type Executor } from '../db/sql.ts'

export type WhatsAppEvent = { id: number; body: string; attempts: number }

export type WhatsAppEventStore = ReturnType<typeof whatsappEventQueries>

export function whatsappEventQueries(sql: Executor) {
  const { db } = sql
  const query = {
    store: prepare((body: string, at: number) =>
      db
        .insertInto('whatsapp_events')
        .values({ body, received_at: at, next_attempt_at: at })
        .returning('id'),
    ),
    claim: prepare((now: number, leaseUntil: number, limit: number) =>
      db
        .updateTable('whatsapp_events')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: leaseUntil }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('whatsapp_events')
            .select('id')
            .where('processed_at', 'is', null)
            .where('next_attempt_at', '<=', now)
            .orderBy('id')
            .limit(limit)
            // SQLite has one writer; PostgreSQL instances skip the rows another one is claiming.
            .$if(sql.kind === 'postgres', (select) => select.forUpdate().skipLocked()),
        )
        .returning(['id', 'body', 'attempts']),
    ),
    done: prepare((id: number, at: number, error: string | null) =>
      db.updateTable('whatsapp_events').set({ processed_at: at, error }).where('id', '=', id),
    ),
    retry: prepare((id: number, retryAt: number, error: string) =>
      db
        .updateTable('whatsapp_events')
        .set({ next_attempt_at: retryAt, error })
        .where('id', '=', id),
    ),
  }
  return {
    /** Keeps a signed body, durable before the webhook answers; its id. */
    async storeWhatsAppEvent(body: string, at = Date.now()): Promise<number> {
      const [row] = (await sql.write(query.store(body, at))).rows
      return row!.id
    },
    /**
     * Leases up to `limit` due bodies until `leaseUntil`, counting the attempt: a crash only
     * delays one, and two workers never take the same.
     */
    async claimWhatsAppEvents(
      now: number,
      leaseUntil: number,
      limit: number,
    ): Promise<WhatsAppEvent[]> {
      const { rows } = await sql.write(query.claim(now, leaseUntil, limit))
      // PostgreSQL's RETURNING keeps no order: the worker reads them in the order they came.
      return rows.sort((a, b) => a.id - b.id)
    },
    /** Read through; with `error`, given up on and kept with it for staff and operators. */
    async finishWhatsAppEvent(id: number, error: string | null = null) {
      await sql.write(query.done(id, Date.now(), error))
    },
    async retryWhatsAppEvent(id: number, retryAt: number, error: string) {
      await sql.write(query.retry(id, retryAt, error))
    },
  }
}
