import type { Compilable, CompiledQuery } from 'kysely'

import type { Executor } from './sql.ts'

/** What a statement does, read from its syntax tree: never its SQL text or its values. */
export type QueryKind = 'select' | 'insert' | 'update' | 'delete' | 'other'

/** Hears how long each read or write took, in seconds, and what its (first) statement does. */
export type QueryListener = (kind: QueryKind, seconds: number) => void

const kinds: Record<string, QueryKind> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
}

/** Compiled here once and handed on compiled, so timing costs no second compile. */
function compiledOnce<Row>(query: Compilable<Row>): [QueryKind, Compilable<Row>] {
  const compiled: CompiledQuery<Row> = query.compile()
  return [kinds[compiled.query.kind] ?? 'other', { compile: () => compiled }]
}

/**
 * `executor`, timing every read and write for whoever listens (the operator's metrics). Kysely
 * only compiles here (ADR 018), so its own `log` option never sees a query run: the time is taken
 * around our executors instead, on both databases alike. A write is timed whole (its transaction,
 * and on SQLite its wait for the writer thread's group commit) under its first statement's kind.
 * With no listener nothing is timed.
 */
export function timedExecutor(executor: Executor) {
  const listeners = new Set<QueryListener>()
  async function timed<T>(kind: QueryKind, work: () => Promise<T>) {
    const start = performance.now()
    try {
      return await work()
    } finally {
      const seconds = (performance.now() - start) / 1000
      for (const listener of listeners) listener(kind, seconds)
    }
  }
  const wrapped: Executor = {
    ...executor,
    read(query) {
      if (listeners.size === 0) return executor.read(query)
      const [kind, once] = compiledOnce(query)
      return timed(kind, () => executor.read(once))
    },
    write(first, ...then) {
      if (listeners.size === 0) return executor.write(first, ...then)
      const [kind, once] = compiledOnce(first)
      return timed(kind, () => executor.write(once, ...then))
    },
    writeAll(writes) {
      const [head, ...rest] = writes
      if (listeners.size === 0 || !head) return executor.writeAll(writes)
      const [first, ...then] = head
      const [kind, once] = compiledOnce(first)
      return timed(kind, () => executor.writeAll([[once, ...then], ...rest]))
    },
  }
  return {
    executor: wrapped,
    /** Calls `listener` after every read and write until the returned function is called. */
    observe(listener: QueryListener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
