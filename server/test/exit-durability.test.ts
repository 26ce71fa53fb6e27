import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'

import Database from 'better-sqlite3'
import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { builtServer, fakeDist, freePort, tempDir, validEnquiry, waitUntilUp } from './helpers.ts'
import { cli } from './tracking-helpers.ts'

const RUNS = 50

/** Node processes spinning on the CPU, as a busy office machine has, until stopped. */
function busyCores(count: number) {
  const spinners: ChildProcess[] = []
  for (let i = 0; i < count; i++)
    spinners.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
  return () => spinners.forEach((spinner) => spinner.kill('SIGKILL'))
}

/** The CLI as `cli` runs it, without blocking the test's event loop. */
async function cliAsync(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ['dist-ssr/server/cli.js', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += String(chunk)))
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null]
  return { code, signal, stderr }
}

const count = (path: string, sql: string) => {
  const db = new Database(path, { readonly: true })
  try {
    return (db.prepare(sql).get() as { n: number }).n
  } finally {
    db.close()
  }
}

let stopBusy = () => {}
afterEach(() => stopBusy())

describe('short-lived processes and the SQLite driver', () => {
  // Node 24 and later abort (exit 134, `(env) != nullptr` in Statement::~Statement) when a
  // statement of a driver built on node::ObjectWrap is collected outside a JavaScript context, as
  // happens at exit; statements the driver made itself (pragmas) are garbage from the start.
  it('exits cleanly after tens of thousands of prepared statements have become garbage', () => {
    const script = `
      const Database = require('better-sqlite3')
      const db = new Database(${JSON.stringify(join(tempDir('garbage'), 'g.db'))})
      db.pragma('journal_mode = WAL')
      db.exec('CREATE TABLE t (x)')
      for (let i = 0; i < 20000; i++) db.prepare('SELECT ' + (i % 50) + ' AS x FROM t')
      const filler = []
      for (let i = 0; i < 200000; i++) filler.push({ i })
    `
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' })
    expect(run.stderr).not.toContain('Assertion failed')
    expect(run.status).toBe(0)
  })

  it(`stores every status update of ${RUNS} CLI commands on a busy machine, each exiting 0`, async () => {
    const path = join(tempDir('cli-loop'), 'site.db')
    const env = { SQLITE_PATH: path, DATABASE_URL: '' }
    expect(cli(env, 'seed').code).toBe(0)
    const before = count(path, 'SELECT count(*) AS n FROM status_updates')
    stopBusy = busyCores(1)
    const failures: string[] = []
    // Two commands at a time and a spinner keep both cores busy, as the office's machine was.
    const worker = async (first: number) => {
      for (let i = first; i <= RUNS; i += 2) {
        const run = await cliAsync(
          env,
          'status',
          '--tracking-id',
          'ABCD123456',
          '--content',
          `Loop ${i}`,
          '--date',
          '2026-11-28',
        )
        if (run.code !== 0)
          failures.push(
            `run ${i}: exit ${run.code} ${run.signal ?? ''}: ${run.stderr.slice(0, 200)}`,
          )
      }
    }
    await Promise.all([worker(1), worker(2)])
    stopBusy()
    expect(failures).toEqual([])
    expect(count(path, 'SELECT count(*) AS n FROM status_updates') - before).toBe(RUNS)
  }, 300_000)

  it('exits 1 with a message a person understands, and writes nothing, when a command cannot be done', () => {
    const path = join(tempDir('cli-refusal'), 'site.db')
    const env = { SQLITE_PATH: path, DATABASE_URL: '' }
    expect(cli(env, 'seed').code).toBe(0)
    const before = count(path, 'SELECT count(*) AS n FROM status_updates')
    const run = cli(
      env,
      'status',
      '--tracking-id',
      'ZZZZ000000',
      '--content',
      'Lost?',
      '--date',
      '2026-11-28',
    )
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/ZZZZ000000/)
    expect(run.stderr).not.toMatch(/Assertion|at .*\.js:\d+/)
    expect(count(path, 'SELECT count(*) AS n FROM status_updates')).toBe(before)
  })
})

const { start: startServer, killAll } = builtServer()
afterAll(killAll)

describe('the server stopped while writes are queued (the built server, SQLite)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stores every enquiry it answered 201 when %s arrives mid-flood, and exits 0',
    async (signal) => {
      const path = join(tempDir('signal'), 'site.db')
      const port = await freePort()
      const base = `http://127.0.0.1:${port}`
      const child = startServer({
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR: fakeDist(),
        SQLITE_PATH: path,
        RATE_LIMIT_ENQUIRIES_PER_MINUTE: '100000',
      })
      await waitUntilUp(base)
      const send = (i: number) =>
        fetch(`${base}/api/contacts/enquiries/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validEnquiry, message: `Flood ${i}` }),
        }).then(
          async (response) => ({
            status: response.status,
            body: (await response.json()) as { id?: number },
          }),
          () => ({ status: 0, body: {} as { id?: number } }),
        )
      const answers = Array.from({ length: 60 }, (_, i) => send(i))
      // Stop it once the first is stored, with the others still queued or in flight.
      await Promise.any(
        answers.map((answer) =>
          answer.then(({ status }) => (status === 201 ? status : Promise.reject())),
        ),
      )
      child.kill(signal)
      const [code, killedBy] = (await once(child, 'exit')) as [number | null, string | null]
      expect({ code, killedBy }).toEqual({ code: 0, killedBy: null })
      const stored = (await Promise.all(answers)).filter((answer) => answer.status === 201)
      expect(stored.length).toBeGreaterThan(0)
      const db = new Database(path, { readonly: true })
      const ids = new Set(
        (db.prepare('SELECT id FROM enquiries').all() as Array<{ id: number }>).map(
          (row) => row.id,
        ),
      )
      db.close()
      for (const answer of stored) expect(ids.has(answer.body.id as number)).toBe(true)
    },
    30_000,
  )
})
