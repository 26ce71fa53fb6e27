import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

import type BetterSqlite3 from 'better-sqlite3'

import { bindFirstId, WriteAborted } from './sql.ts'

/**
 * One write for the writer thread: compiled statements run in one savepoint, the ones after the
 * first only if the first changed a row, and may refer to the id it returned (`firstStatementId`).
 * Its reply is what the first returned and changed.
 */
type Statement = { sql: string; parameters: readonly unknown[] }
type WriteRequest = [Statement, ...Statement[]]

/** How the thread says which write of a batch changed nothing (it can throw no class of ours). */
const ABORTED = 'write-aborted:'

type Written = { rows: unknown[]; changes: number }

type WireReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string }

/**
 * The writer thread's whole program. It runs in a worker from its source text (so it works from
 * the TypeScript sources under Vitest and from the bundle alike): it must not touch anything
 * outside its own body. Everything queued while a commit was under way goes into the next
 * transaction, one savepoint per write, and one fsync (synchronous = FULL) makes the whole group
 * durable: a group commit, off the event loop that serves tracking.
 */
function writerThread(bindToFirst: typeof bindFirstId, aborted: string) {
  const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads')
  const { createRequire: requireFrom } = process.getBuiltinModule('node:module')
  const Driver = requireFrom(workerData.base as string)('better-sqlite3') as typeof BetterSqlite3
  const db = new Driver(workerData.path as string)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')

  type Job = { id: number; request: WriteRequest } | { id: number; batch: WriteRequest[] }
  let queue: Job[] = []
  let scheduled = false
  const statements = new Map<string, BetterSqlite3.Statement>()
  const run = ({ sql, parameters }: Statement, first?: Written): Written => {
    let statement = statements.get(sql)
    if (!statement) statements.set(sql, (statement = db.prepare(sql)))
    const values = first ? bindToFirst(parameters, first.rows) : parameters
    if (!statement.reader) return { rows: [], changes: statement.run(...values).changes }
    const rows = statement.all(...values)
    return { rows, changes: rows.length }
  }
  const one = db.transaction(([first, ...then]: WriteRequest) => {
    const written = run(first)
    if (written.changes > 0) for (const statement of then) run(statement, written)
    return written
  })
  // All or none, in a savepoint of the group's transaction: a throw undoes only this batch.
  const all = db.transaction((batch: WriteRequest[]) =>
    batch.map((request, index) => {
      const written = one(request)
      if (written.changes === 0) throw new Error(`${aborted}${index}`)
      return written
    }),
  )

  const group = db.transaction((jobs: Job[]) =>
    jobs.map((job): WireReply => {
      const { id } = job
      try {
        return { id, ok: true, value: 'batch' in job ? all(job.batch) : one(job.request) }
      } catch (error) {
        return { id, ok: false, error: error instanceof Error ? error.message : String(error) }
      }
    }),
  )

  function commit() {
    scheduled = false
    const jobs = queue
    queue = []
    let replies: WireReply[]
    try {
      replies = group.immediate(jobs)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      replies = jobs.map(({ id }) => ({ id, ok: false, error: message }))
    }
    parentPort?.postMessage(replies)
  }

  parentPort?.on('message', (message: Job | 'close') => {
    if (message === 'close') {
      if (queue.length) commit()
      db.close()
      parentPort.close()
      return
    }
    queue.push(message)
    if (!scheduled) {
      scheduled = true
      setImmediate(commit)
    }
  })
}

/** Starts the writer thread for the SQLite file at `path`. */
export function startWriter(path: string) {
  const source = `(${writerThread.toString()})(${bindFirstId.toString()}, ${JSON.stringify(ABORTED)})`
  const worker = new Worker(source, {
    eval: true,
    workerData: { path, base: createRequire(import.meta.url).resolve('better-sqlite3') },
  })
  let nextId = 0
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >()
  let failure: Error | null = null

  worker.on('message', (replies: WireReply[]) => {
    for (const reply of replies) {
      const waiting = pending.get(reply.id)
      pending.delete(reply.id)
      if (reply.ok) waiting?.resolve(reply.value)
      else if (reply.error.startsWith(ABORTED))
        waiting?.reject(new WriteAborted(Number(reply.error.slice(ABORTED.length))))
      else waiting?.reject(new Error(reply.error))
    }
  })
  const failAll = (error: Error) => {
    failure = error
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }
  worker.on('error', failAll)
  worker.on('exit', () => failAll(new Error('The SQLite writer thread has stopped.')))

  const send = (message: { request: WriteRequest } | { batch: WriteRequest[] }) => {
    if (failure) return Promise.reject(failure)
    const id = nextId++
    return new Promise<unknown>((resolve, reject) => {
      pending.set(id, { resolve, reject })
      worker.postMessage({ id, ...message })
    })
  }

  return {
    write: (request: WriteRequest) => send({ request }),
    /** Several writes in one savepoint: all or none (see `Executor.writeAll`). */
    writeAll: (batch: WriteRequest[]) => send({ batch }),
    async close() {
      if (failure) return
      worker.postMessage('close')
      await new Promise((resolve) => worker.once('exit', resolve))
    },
  }
}
