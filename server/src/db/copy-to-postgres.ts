/**
 * Copies a site's SQLite file into PostgreSQL (README, "From one instance to two"): the target is
 * migrated, filled table by table (parents first, as the foreign keys order them), its identity
 * sequences set past the copied ids, and every table counted and checksummed on both sides, all
 * in one PostgreSQL transaction, so a refusal or a failure leaves the target as it was.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'

import Database from 'better-sqlite3'
import { CompiledQuery, type Compilable } from 'kysely'

import { schemaVersions } from './migrations/index.ts'
import { applyMigrations } from './migrations/runner.ts'
import { postgresExecutor } from './postgres.ts'

/** A reason not to copy, said to the person running it; nothing was written. */
export class CopyRefused extends Error {}

export type TableCount = { table: string; source: number; target: number; same: boolean }

/** The copy did not come out equal: the transaction was rolled back. */
export class CopyMismatch extends Error {
  constructor(readonly tables: TableCount[]) {
    super('The copy differs from the SQLite file: nothing was written, PostgreSQL is as it was.')
  }
}

type Run = <Row>(query: Compilable<Row>) => Promise<Row[]>
type Column = { name: string; type: string }
type Table = { name: string; columns: Column[]; key: Column[]; identity: string | null }

const BATCH = 1_000
// PostgreSQL takes at most 65,535 parameters in one statement.
const MAX_PARAMETERS = 65_535
/** The audit trail refuses UPDATE, DELETE and TRUNCATE (migration 14): --force never empties it. */
const AUDIT = 'audit_log'

const raw = <Row>(text: string, parameters: unknown[] = []): Compilable<Row> => ({
  compile: () => CompiledQuery.raw(text, parameters) as CompiledQuery<Row>,
})
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** SQLite keeps ISO text, written with a zone; text without one was UTC (SQLite's datetime()). */
function isoTimestamp(text: string) {
  const zoned = /(?:[zZ]|[+-]\d\d:?\d\d)$/.test(text) ? text : `${text.replace(' ', 'T')}Z`
  const date = new Date(zoned)
  if (Number.isNaN(date.getTime())) throw new Error(`"${text}" is not a timestamp`)
  return date.toISOString()
}

/** JSON with its object keys sorted: JSONB keeps its own key order and spacing, not the text's. */
const canonicalJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonicalJson).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as never)[key])}`)
          .join(',')}}`
      : JSON.stringify(value)

/**
 * What a value of a PostgreSQL column of `type` goes in as, from SQLite. The types the migrations
 * make (db/migrations/migration.ts `columnTypes`); flags stay integers on both (`whole_move`,
 * `backed_up`).
 */
const fromSqlite: Record<string, (value: unknown) => unknown> = {
  text: (value) => value,
  integer: (value) => value,
  bigint: (value) => value,
  'double precision': (value) => value,
  date: (value) => value,
  'timestamp with time zone': (value) => isoTimestamp(String(value)),
  // PostgreSQL parses the JSON text itself, and refuses it if it is not JSON.
  jsonb: (value) => value,
}

/** One value as the checksum sees it, whichever side it was read from. */
function canonical(type: string, value: unknown) {
  if (value === null) return null
  if (type === 'timestamp with time zone')
    return value instanceof Date ? value.toISOString() : isoTimestamp(String(value))
  if (type === 'jsonb') return canonicalJson(typeof value === 'string' ? JSON.parse(value) : value)
  return value
}

/** Counts and hashes rows given in key order, serialised alike from either database. */
function tally(columns: Column[]) {
  const hash = createHash('sha256')
  let rows = 0
  return {
    add(row: Record<string, unknown>) {
      hash.update(`${JSON.stringify(columns.map((c) => canonical(c.type, row[c.name])))}\n`)
      rows++
    },
    done: () => ({ rows, sum: hash.digest('hex') }),
  }
}

/** The application's tables in the target, parents before children (from their foreign keys). */
async function tablesOf(run: Run): Promise<Table[]> {
  const columns = await run<{ table: string; name: string; type: string; identity: string }>(
    raw(`SELECT table_name AS table, column_name AS name, data_type AS type,
           is_identity AS identity
         FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
         ORDER BY table_name, ordinal_position`),
  )
  const keys = await run<{ table: string; name: string }>(
    raw(`SELECT c.relname AS table, a.attname AS name
         FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey)
         WHERE i.indisprimary AND c.relnamespace = 'public'::regnamespace
         ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)`),
  )
  const references = await run<{ child: string; parent: string }>(
    raw(`SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent
         FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`),
  )
  const tables = new Map<string, Table>()
  for (const { table, name, type, identity } of columns) {
    if (!(type in fromSqlite))
      throw new CopyRefused(`${table}.${name} is of type ${type}, which this copy cannot convert.`)
    const entry = tables.get(table) ?? { name: table, columns: [], key: [], identity: null }
    entry.columns.push({ name, type })
    if (identity === 'YES') entry.identity = name
    tables.set(table, entry)
  }
  for (const { table, name } of keys) {
    const entry = tables.get(table)
    const column = entry?.columns.find((c) => c.name === name)
    if (entry && column) entry.key.push(column)
  }
  const ordered: Table[] = []
  const waiting = [...tables.values()].sort((a, b) => a.name.localeCompare(b.name))
  while (waiting.length) {
    const ready = waiting.findIndex((table) =>
      references.every(
        ({ child, parent }) =>
          child !== table.name ||
          parent === table.name ||
          ordered.some((done) => done.name === parent),
      ),
    )
    if (ready < 0) throw new CopyRefused(`The foreign keys of ${waiting[0]!.name} form a circle.`)
    ordered.push(...waiting.splice(ready, 1))
  }
  for (const table of ordered)
    if (table.key.length === 0) throw new CopyRefused(`${table.name} has no primary key.`)
  return ordered
}

/** Refuses a source whose schema is not this release's: it is migrated first. */
function checkSource(source: Database.Database, from: string, tables: Table[]) {
  const hasVersions = source
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .get()
  const versions = hasVersions
    ? source
        .prepare('SELECT version FROM schema_migrations ORDER BY version')
        .pluck()
        .all()
        .map(Number)
    : []
  const latest = schemaVersions.at(-1)!
  const newer = versions.filter((version) => !schemaVersions.includes(version))
  if (newer.length)
    throw new CopyRefused(
      `${from} is at schema version ${Math.max(...newer)}, newer than this release's ${latest}: ` +
        'copy it with the release that wrote it.',
    )
  if (versions.length !== schemaVersions.length)
    throw new CopyRefused(
      `${from} is at schema version ${versions.at(-1) ?? 0}, this release's is ${latest}. ` +
        `Run migrate on it first (SQLITE_PATH=${from} npm run admin -- migrate, with DATABASE_URL ` +
        'unset), then copy it.',
    )
  const names = source
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' " +
        "AND name <> 'schema_migrations' ORDER BY name",
    )
    .pluck()
    .all() as string[]
  const unknown = names.filter((name) => !tables.some((table) => table.name === name))
  if (unknown.length)
    throw new CopyRefused(`${from} has tables PostgreSQL has not: ${unknown.join(', ')}.`)
}

/** Refuses rows in the target unless `force`; with it, empties their tables (never the trail). */
async function clearTarget(run: Run, tables: Table[], force: boolean, say: (line: string) => void) {
  const held: Array<{ table: string; rows: number }> = []
  for (const { name } of tables) {
    const [row] = await run<{ n: number }>(raw(`SELECT count(*)::int AS n FROM ${quoted(name)}`))
    if (row!.n > 0) held.push({ table: name, rows: row!.n })
  }
  if (held.length === 0) return
  const list = held.map(({ table, rows }) => `${table} ${rows}`).join(', ')
  if (!force)
    throw new CopyRefused(
      `PostgreSQL already holds rows (${list}). Copy into an empty database, or add --force ` +
        'to replace them.',
    )
  const trail = held.find(({ table }) => table === AUDIT)
  if (trail)
    throw new CopyRefused(
      `PostgreSQL's audit trail already holds ${trail.rows} lines, and it is append-only: --force ` +
        'does not erase it. Keep that database (pg_dump it if in doubt) and copy into a new, ' +
        'empty one (createdb), then point DATABASE_URL at it.',
    )
  say(`--force: replacing what PostgreSQL holds (rows per table: ${list}).`)
  await run(raw(`TRUNCATE ${held.map(({ table }) => quoted(table)).join(', ')} CASCADE`))
}

async function copyTable(run: Run, source: Database.Database, table: Table) {
  const names = table.columns.map(({ name }) => quoted(name)).join(', ')
  const order = table.key.map(({ name }) => quoted(name)).join(', ')
  const rows = source.prepare(`SELECT ${names} FROM ${quoted(table.name)} ORDER BY ${order}`)
  const size = Math.min(BATCH, Math.floor(MAX_PARAMETERS / table.columns.length))
  const counted = tally(table.columns)
  let highest = 0
  let batch: unknown[][] = []
  const flush = async () => {
    if (batch.length === 0) return
    const width = table.columns.length
    const tuples = batch.map(
      (_, r) => `(${table.columns.map((_c, c) => `$${r * width + c + 1}`).join(', ')})`,
    )
    await run(
      raw(
        `INSERT INTO ${quoted(table.name)} (${names})` +
          (table.identity ? ' OVERRIDING SYSTEM VALUE' : '') +
          ` VALUES ${tuples.join(', ')}`,
        batch.flat(),
      ),
    )
    batch = []
  }
  for (const row of rows.iterate() as Iterable<Record<string, unknown>>) {
    counted.add(row)
    if (table.identity) highest = Math.max(highest, Number(row[table.identity]))
    batch.push(
      table.columns.map(({ name, type }) =>
        row[name] === null ? null : fromSqlite[type]!(row[name]),
      ),
    )
    if (batch.length === size) await flush()
  }
  await flush()
  return { ...counted.done(), highest }
}

/** Reads the copied table back in key order (text keys byte-wise, as SQLite orders them). */
async function readBack(run: Run, table: Table) {
  const order = table.key
    .map(({ name, type }) => `${quoted(name)}${type === 'text' ? ' COLLATE "C"' : ''}`)
    .join(', ')
  const counted = tally(table.columns)
  await run(
    raw(
      `DECLARE copied NO SCROLL CURSOR FOR SELECT * FROM ${quoted(table.name)} ORDER BY ${order}`,
    ),
  )
  for (;;) {
    const rows = await run<Record<string, unknown>>(raw(`FETCH ${BATCH} FROM copied`))
    for (const row of rows) counted.add(row)
    if (rows.length < BATCH) break
  }
  await run(raw('CLOSE copied'))
  return counted.done()
}

export type CopyOptions = {
  from: string
  databaseUrl: string
  force: boolean
  connectMs: number
  say: (line: string) => void
}

/** Copies `from` into `databaseUrl`; the per-table counts, all equal, or it throws. */
export async function copyToPostgres({ from, databaseUrl, force, connectMs, say }: CopyOptions) {
  if (!existsSync(from)) throw new CopyRefused(`There is no SQLite database at ${from}.`)
  const source = new Database(from, { fileMustExist: true })
  // One read transaction: every table is read from the same moment of the file.
  source.exec('BEGIN')
  // A batch of inserts, or a table read back, may take longer than a request's statement.
  const target = postgresExecutor(databaseUrl, { connectMs, queryMs: 600_000 })
  try {
    const counts: TableCount[] = []
    await target.migrate(async (run) => {
      await applyMigrations(target, run)
      const tables = await tablesOf(run)
      checkSource(source, from, tables)
      await clearTarget(run, tables, force, say)
      const next = new Map(
        (
          source.prepare('SELECT name, seq FROM sqlite_sequence').all() as never as Array<{
            name: string
            seq: number
          }>
        ).map(({ name, seq }) => [name, Number(seq)]),
      )
      const copied = []
      for (const table of tables) copied.push({ table, ...(await copyTable(run, source, table)) })
      for (const { table, highest } of copied) {
        if (!table.identity) continue
        // Past every id SQLite ever gave (AUTOINCREMENT never reuses a deleted row's id either).
        const after = Math.max(highest, next.get(table.name) ?? 0)
        await run(
          raw('SELECT setval(pg_get_serial_sequence($1, $2), $3, false)', [
            quoted(table.name),
            table.identity,
            after + 1,
          ]),
        )
      }
      for (const { table, rows, sum } of copied) {
        const back = await readBack(run, table)
        counts.push({
          table: table.name,
          source: rows,
          target: back.rows,
          same: rows === back.rows && sum === back.sum,
        })
      }
      if (counts.some(({ same }) => !same)) throw new CopyMismatch(counts)
    })
    return counts
  } finally {
    source.exec('ROLLBACK')
    source.close()
    await target.close()
  }
}
