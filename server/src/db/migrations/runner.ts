import type { Executor } from '../sql.ts'

import { migrations } from './index.ts'
import { columnTypes, notNull } from './migration.ts'

/** Applies, in one transaction, the migrations this database has not had yet. */
export async function migrate(executor: Executor) {
  await executor.migrate((run) => applyMigrations(executor, run))
}

/**
 * Applies the migrations not had yet through `run`, inside a transaction the caller holds with
 * the migration lock (`Executor.migrate`), so a copy can migrate and fill a database at once.
 */
export async function applyMigrations(
  { db, kind }: Pick<Executor, 'db' | 'kind'>,
  run: Parameters<Parameters<Executor['migrate']>[0]>[0],
) {
  const types = columnTypes[kind]
  await run(
    db.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', notNull)
      .addColumn('applied_at', types.timestamp, notNull),
  )
  const applied = new Set(
    (await run(db.selectFrom('schema_migrations').select('version'))).map((row) => row.version),
  )
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue
    for (const change of migration.up(db.schema, types, { kind, db })) await run(change)
    const { version, name } = migration
    await run(
      db
        .insertInto('schema_migrations')
        .values({ version, name, applied_at: new Date().toISOString() }),
    )
  }
}
