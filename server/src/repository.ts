/**
 * The storage the routes, the outbox and the CLI use: each feature's queries over one database,
 * SQLite (default) or PostgreSQL (DATABASE_URL), run alike on both and tested on both. Features
 * depend on their own store's type, never on this whole.
 */
import type { Config } from './config.ts'
import { migrate } from './db/migrations/runner.ts'
import { postgresExecutor, type PostgresTimeouts } from './db/postgres.ts'
import { prepare, type Executor } from './db/sql.ts'
import { sqliteExecutor } from './db/sqlite.ts'
import {
  leadQueries,
  passkeyQueries,
  shipmentQueries,
  staffMailQueries,
  staffQueries,
} from './staff/index.ts'
import { enquiryQueries } from './enquiries/index.ts'
import { outboxQueries } from './notifications/index.ts'
import { secondFactorQueries, subscriptionQueries, trackingQueries } from './tracking/index.ts'

export type Repository = ReturnType<typeof createRepository>

function createRepository(sql: Executor) {
  const ping = prepare(() => sql.db.selectNoFrom((eb) => eb.lit(1).as('one')))
  return {
    kind: sql.kind,
    migrate: () => migrate(sql),
    /** Throws when the database cannot answer. */
    async ping() {
      await sql.read(ping())
    },
    close: () => sql.close(),
    ...enquiryQueries(sql),
    ...trackingQueries(sql),
    ...secondFactorQueries(sql),
    ...subscriptionQueries(sql),
    ...outboxQueries(sql),
    ...staffQueries(sql),
    ...passkeyQueries(sql),
    ...staffMailQueries(sql),
    ...leadQueries(sql),
    ...shipmentQueries(sql),
  }
}

/** The embedded default: one SQLite file. */
export const openSqlite = (path: string) => createRepository(sqliteExecutor(path))

/** PostgreSQL, chosen when DATABASE_URL is set. */
export const openPostgres = (connectionString: string, timeouts?: PostgresTimeouts) =>
  createRepository(postgresExecutor(connectionString, timeouts))

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded SQLite file. */
export function openRepository(
  config: Pick<Config, 'databaseUrl' | 'sqlitePath' | 'timeouts'>,
): Repository {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, {
        connectMs: config.timeouts.databaseConnectMs,
        queryMs: config.timeouts.databaseQueryMs,
      })
    : openSqlite(config.sqlitePath)
}
