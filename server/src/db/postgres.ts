import type { Compilable } from 'kysely'
import pg from 'pg'

import { bindFirstId, dialect, WriteAborted, type Executor } from './sql.ts'

/**
 * Per-pool type parsers: DATE stays 'YYYY-MM-DD' (no time-zone shift through a JS Date) and
 * BIGINT ids come back as numbers (they stay far below 2^53).
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.DATE) return (value: string) => value
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value)
    return pg.types.getTypeParser(oid, format)
  },
} as pg.CustomTypesConfig

// Any key works as long as every instance of this app uses the same one.
const MIGRATION_LOCK = 7_310_942

export type PostgresTimeouts = {
  /** Opening a connection. */
  connectMs: number
  /** One statement: the server cancels it, and the client stops waiting a little later. */
  queryMs: number
}

const DEFAULT_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, queryMs: 5_000 }

/**
 * Deadlock and serialization failures: PostgreSQL rolled the whole transaction back, so running it
 * again is safe. Concurrent writes to the same rows (second-factor counters, one address
 * subscribing several times at once) can meet in either order.
 */
const RETRYABLE = new Set(['40P01', '40001'])
const ATTEMPTS = 3

async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error
    }
  }
}

/** PostgreSQL's executor, for DATABASE_URL. */
export function postgresExecutor(
  connectionString: string,
  timeouts: PostgresTimeouts = DEFAULT_TIMEOUTS,
): Executor {
  const pool = new pg.Pool({
    connectionString,
    types,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    // statement_timeout covers a slow query; query_timeout also covers a server that stopped
    // answering altogether (its connection is then discarded, not returned to the pool).
    statement_timeout: timeouts.queryMs,
    query_timeout: timeouts.queryMs + 1_000,
  })
  // An idle connection the server dropped must not crash the process.
  pool.on('error', () => {})

  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      client.release()
      return result
    } catch (error) {
      // Discard the connection rather than ROLLBACK on it: after a timeout it may never answer,
      // and closing it makes the server roll the transaction back anyway.
      client.release(error instanceof Error ? error : new Error(String(error)))
      throw error
    }
  }

  const run = async <Row>(
    on: pg.Pool | pg.PoolClient,
    query: Compilable<Row>,
    firstRows: readonly unknown[] = [],
  ) => {
    const { sql, parameters } = query.compile()
    const result = await on.query({ text: sql, values: [...bindFirstId(parameters, firstRows)] })
    return { rows: result.rows as Row[], changes: result.rowCount ?? 0 }
  }

  return {
    ...dialect('postgres'),
    read: async (query) => (await run(pool, query)).rows,
    write: (first, ...then) =>
      retried(() =>
        then.length === 0
          ? run(pool, first)
          : transaction(async (client) => {
              const written = await run(client, first)
              if (written.changes > 0)
                for (const query of then) await run(client, query, written.rows)
              return written
            }),
      ),
    writeAll: (writes) =>
      retried(() =>
        transaction(async (client) => {
          const results = []
          for (const [index, [first, ...then]] of writes.entries()) {
            const written = await run(client, first)
            if (written.changes === 0) throw new WriteAborted(index)
            for (const query of then) await run(client, query, written.rows)
            results.push(written)
          }
          return results
        }),
      ),
    migrate: (work) =>
      transaction(async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
        await work(async (query) => (await run(client, query)).rows)
      }),
    close: () => pool.end(),
  }
}
