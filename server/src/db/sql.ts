/**
 * The SQL is written once, with Kysely, and compiled for the database at hand; this module holds
 * the two dialects and the small interface each database's executor provides, over the tables'
 * types of tables.ts (docs/decisions/018-one-sql-kysely.md says why Kysely only builds it and our
 * code runs it).
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type Compilable,
} from 'kysely'

import type { Tables } from './tables.ts'

// Every query module takes the tables' types from here, with the executor they go with.
export type { Tables }

export type Kind = 'sqlite' | 'postgres'

const builders = {
  sqlite: [SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler],
  postgres: [PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler],
} as const

export function dialect(kind: Kind) {
  const [Adapter, Introspector, Compiler] = builders[kind]
  return {
    kind,
    /** Builds queries in this database's SQL; it runs none. */
    db: new Kysely<Tables>({
      dialect: {
        createAdapter: () => new Adapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (db) => new Introspector(db),
        createQueryCompiler: () => new Compiler(),
      },
    }),
  }
}

/**
 * Stands, in the statements after a write's first, for the id the first returned (`RETURNING
 * id`); the executor binds it as a plain value. SQLite's last_insert_rowid() (and PostgreSQL's
 * currval) would move with every row a multi-row INSERT … SELECT adds, so each queued row would
 * point at the row before it.
 */
const FIRST_ID = { firstStatementId: true } as const

export const firstStatementId = () => sql<number>`${FIRST_ID}`

/**
 * The parameters of a statement after a write's first, with the first statement's id bound. It
 * refers to nothing outside its body, so the SQLite writer thread can run it from its source text.
 */
export function bindFirstId(parameters: readonly unknown[], firstRows: readonly unknown[]) {
  const isFirstId = (value: unknown) =>
    typeof value === 'object' && value !== null && 'firstStatementId' in value
  if (!parameters.some(isFirstId)) return parameters
  const id = (firstRows[0] as { id?: unknown } | undefined)?.id
  if (typeof id !== 'number') throw new Error('The first statement returned no id to refer to.')
  return parameters.map((value) => (isFirstId(value) ? id : value))
}

export type WriteResult<Row> = { rows: Row[]; changes: number }

/** One write: a first statement and the ones that run after it (see `Executor.write`). */
export type WriteRequest = [Compilable, ...Compilable[]]

/** What `writeAll` rejects with when one write's first statement changed no row. */
export class WriteAborted extends Error {
  constructor(readonly index: number) {
    super(`Write ${index} of the batch changed nothing; the batch was undone.`)
  }
}

/** What each database provides to run the compiled SQL. */
export interface Executor extends ReturnType<typeof dialect> {
  /** On SQLite, reads never wait for a write. */
  read<Row>(query: Compilable<Row>): Promise<Row[]>
  /**
   * Runs `first` and, only if it changed a row, the statements after it, in one transaction that
   * is durable when this resolves. The statements after it may use `firstStatementId()`. Answers with what `first` returned and how many rows it changed.
   */
  write<Row>(first: Compilable<Row>, ...then: Compilable[]): Promise<WriteResult<Row>>
  /**
   * Runs several writes, each as `write` runs it (its first statement's id bound in the others),
   * in one transaction: all of them or none. A write whose first statement changes no row undoes
   * the lot and rejects with `WriteAborted` naming it.
   */
  writeAll(writes: WriteRequest[]): Promise<Array<WriteResult<unknown>>>
  /**
   * Runs `work` in one transaction that holds the migration lock, so that of several instances
   * starting at once one migrates and the others wait and find it done.
   */
  migrate(
    work: (run: <Row>(query: Compilable<Row>) => Promise<Row[]>) => Promise<void>,
  ): Promise<void>
  close(): Promise<void>
}

/** Stands for a prepared query's argument, or a field of it, until a call binds it. */
class Slot {
  constructor(
    readonly index: number,
    readonly field?: string,
  ) {}
}

/** An argument's stand-in; reading a field of it gives that field's stand-in. */
const standIn = (index: number) =>
  new Proxy(new Slot(index), {
    get: (slot, key) =>
      typeof key === 'symbol' || key in slot ? Reflect.get(slot, key) : new Slot(index, key),
  })

/**
 * Builds and compiles a query once; each call only binds its arguments. Compiling takes longer
 * than running a tracking lookup, so every query of a fixed shape is prepared. `build` must put its
 * arguments, or their fields, into the query as values and never look at them otherwise.
 */
export function prepare<Args extends unknown[], Row>(build: (...args: Args) => Compilable<Row>) {
  const compiled = build(
    ...(Array.from({ length: build.length }, (_, i) => standIn(i)) as Args),
  ).compile()
  const bind = (args: Args, value: unknown) => {
    if (!(value instanceof Slot)) return value
    const arg = args[value.index]
    return value.field === undefined ? arg : (arg as Record<string, unknown>)[value.field]
  }
  return (...args: Args): Compilable<Row> => ({
    compile: () => ({ ...compiled, parameters: compiled.parameters.map((v) => bind(args, v)) }),
  })
}
