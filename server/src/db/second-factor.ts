/**
 * Answers to the tracking second factor (the last 4 digits of the contact number), kept in the
 * database so the limit on wrong ones holds across restarts and across instances.
 */
import { prepare, type Executor } from './sql.ts'

export type AttemptCounts = { byNumber: number; byClient: number }

export function secondFactorStore(sql: Executor) {
  const { db } = sql
  const query = {
    record: prepare((trackingId: string | null, clientIp: string, at: number) =>
      db
        .insertInto('second_factor_attempts')
        .values({ tracking_id: trackingId, client_ip: clientIp, attempted_at: at })
        .returning('id'),
    ),
    // Only the last window is ever counted; older rows go as new ones arrive.
    purge: prepare((before: number) =>
      db.deleteFrom('second_factor_attempts').where('attempted_at', '<', before),
    ),
    earlier: prepare((id: number, trackingId: string | null, clientIp: string, since: number) =>
      db
        .selectFrom('second_factor_attempts')
        .select((eb) => [
          eb.fn.countAll<number>().filterWhere('tracking_id', '=', trackingId).as('byNumber'),
          eb.fn.countAll<number>().filterWhere('client_ip', '=', clientIp).as('byClient'),
        ])
        .where('id', '<', id)
        .where('attempted_at', '>=', since)
        .where((eb) =>
          eb.or([eb('tracking_id', '=', trackingId), eb('client_ip', '=', clientIp)]),
        ),
    ),
    forget: prepare((id: number) => db.deleteFrom('second_factor_attempts').where('id', '=', id)),
  }

  return {
    /**
     * Records an answer before it is checked, and counts the ones recorded before it within the
     * window: requests sent side by side each see those ahead of them, so a burst cannot slip
     * past the limit. An answer that turns out right, or is refused for the limit, is then
     * forgotten (`forgetAttempt`); a wrong one stays and counts.
     */
    async recordAttempt(
      trackingId: string | null,
      clientIp: string,
      windowMs: number,
    ): Promise<{ id: number } & AttemptCounts> {
      const now = Date.now()
      const { rows } = await sql.write(
        query.record(trackingId, clientIp, now),
        query.purge(now - windowMs),
      )
      const id = rows[0]?.id
      if (id === undefined) throw new Error('The attempt was not recorded.')
      const [counts] = await sql.read(query.earlier(id, trackingId, clientIp, now - windowMs))
      return { id, byNumber: Number(counts?.byNumber ?? 0), byClient: Number(counts?.byClient ?? 0) }
    },
    async forgetAttempt(id: number) {
      await sql.write(query.forget(id))
    },
  }
}
