import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

import Database from 'better-sqlite3'
import type { Compilable } from 'kysely'

import { dialect, type Executor, type WriteResult } from './sql.ts'
import { startWriter } from './sqlite-writer.ts'

/**
 * The embedded default: one file in WAL mode. Reads run here, on the event loop; every write goes
 * to one writer thread (sqlite-writer.ts), which commits whatever is queued as one durable group
 * (fsync per commit, synchronous = FULL), so enquiry floods do not stall tracking.
 */
export function sqliteExecutor(path: string): Executor {
  mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  // Only migrations write through this connection, once at start-up.
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')

  const statements = new Map<string, Database.Statement>()
  const run = <Row>(query: Compilable<Row>) => {
    const { sql, parameters } = query.compile()
    let statement = statements.get(sql)
    if (!statement) statements.set(sql, (statement = db.prepare(sql)))
    if (statement.reader) return statement.all(...parameters) as Row[]
    statement.run(...parameters)
    return []
  }
  const writer = startWriter(path)

  return {
    ...dialect('sqlite'),
    read: async (query) => run(query),
    async write<Row>(first: Compilable<Row>, ...then: Compilable[]) {
      const statement = (query: Compilable) => {
        const { sql, parameters } = query.compile()
        return { sql, parameters }
      }
      return (await writer.write([statement(first), ...then.map(statement)])) as WriteResult<Row>
    },
    async writeAll(writes) {
      const statement = (query: Compilable) => {
        const { sql, parameters } = query.compile()
        return { sql, parameters }
      }
      const batch = writes.map(
        ([first, ...then]) => [statement(first), ...then.map(statement)] as const,
      )
      return (await writer.writeAll(batch as never)) as Array<WriteResult<unknown>>
    },
    async migrate(work) {
      // IMMEDIATE takes the write lock at once: a second process waits here, then finds it done.
      db.exec('BEGIN IMMEDIATE')
      try {
        await work(async (query) => run(query))
        db.exec('COMMIT')
      } catch (error) {
        db.exec('ROLLBACK')
        throw error
      }
    },
    async close() {
      await writer.close()
      db.close()
    },
  }
}
