/**
 * Answers to the tracking second factor (the last 4 digits of the contact number), counted in the
 * database so the limit on wrong ones holds across restarts and across instances.
 */
import { prepare, type Executor } from '../db/sql.ts'

type Counted = { key: string; count: number; window_start: number }

export type SecondFactorStore = ReturnType<typeof secondFactorQueries>

export function secondFactorQueries(sql: Executor) {
  const { db } = sql
  // One row per key; a row whose window has passed starts a new one. The update takes the row's
  // lock, so answers sent side by side each get their own count and none slips past the limit.
  const bump = (keys: string[], now: number, windowStart: number) =>
    db
      .insertInto('second_factor_counters')
      .values(keys.map((key) => ({ key, window_start: now, count: 1 })))
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const expired = eb('second_factor_counters.window_start', '<=', windowStart)
          return {
            count: eb
              .case()
              .when(expired)
              .then(1)
              .else(eb('second_factor_counters.count', '+', 1))
              .end(),
            window_start: eb
              .case()
              .when(expired)
              .then(eb.ref('excluded.window_start'))
              .else(eb.ref('second_factor_counters.window_start'))
              .end(),
          }
        }),
      )
      .returning(['key', 'count', 'window_start'])
  const query = {
    bumpBoth: prepare((numberKey: string, clientKey: string, now: number, windowStart: number) =>
      bump([numberKey, clientKey], now, windowStart),
    ),
    bumpClient: prepare((clientKey: string, now: number, windowStart: number) =>
      bump([clientKey], now, windowStart),
    ),
    purge: prepare((windowStart: number) =>
      db.deleteFrom('second_factor_counters').where('window_start', '<=', windowStart),
    ),
    forget: prepare((numberKey: string | null, clientKey: string) =>
      db
        .updateTable('second_factor_counters')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', 'in', [numberKey, clientKey])
        .where('count', '>', 0),
    ),
  }
  const keys = (trackingId: string | null, client: string) => ({
    number: trackingId === null ? null : `number:${trackingId}`,
    client: `client:${client}`,
  })

  return {
    /**
     * Counts an answer before it is checked, per tracking number (none for a request that names
     * no usable number) and per client, and answers both counts including this one, each with the
     * time its window ends (ms since the epoch). An answer that turns out right is then taken back
     * (`forgetAttempt`): only wrong ones add up.
     */
    async countAttempt(trackingId: string | null, client: string, windowMs: number) {
      const now = Date.now()
      const key = keys(trackingId, client)
      const { rows } = await sql.write<Counted>(
        key.number === null
          ? query.bumpClient(key.client, now, now - windowMs)
          : query.bumpBoth(key.number, key.client, now, now - windowMs),
        query.purge(now - windowMs),
      )
      const count = (wanted: string | null) => {
        const row = rows.find((found) => found.key === wanted)
        return { count: row?.count ?? 0, endsAt: Number(row?.window_start ?? now) + windowMs }
      }
      return { byNumber: count(key.number), byClient: count(key.client) }
    },
    async forgetAttempt(trackingId: string | null, client: string) {
      const key = keys(trackingId, client)
      await sql.write(query.forget(key.number, key.client))
    },
  }
}
