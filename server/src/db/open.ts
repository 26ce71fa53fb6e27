import type { Config } from '../config.ts'

import { openPostgres } from './postgres.ts'
import type { Repository } from './repository.ts'
import { openSqlite } from './sqlite.ts'

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
