import { execFile } from 'node:child_process'
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'

import Database from 'better-sqlite3'
import pg from 'pg'

import { SCHEMA_VERSION } from './migrations/index.ts'

const run = promisify(execFile)

/** What an operator is told, with exit code 1: nothing was replaced. */
export class BackupRefused extends Error {}

/** Where the server writes its pid, beside the SQLite file, while it holds the database. */
const serverPidFile = (sqlitePath: string) => `${sqlitePath}.server.pid`

/** Marks the SQLite database as held by this process; the returned function lets it go. */
export function holdDatabase(sqlitePath: string) {
  const file = serverPidFile(sqlitePath)
  writeFileSync(file, String(process.pid))
  return () => rmSync(file, { force: true })
}

/** A pid file whose process is gone (a kill -9, a power cut) holds nothing. */
function heldBy(sqlitePath: string): number | undefined {
  const file = serverPidFile(sqlitePath)
  if (!existsSync(file)) return undefined
  const pid = Number(readFileSync(file, 'utf8').trim())
  if (!Number.isSafeInteger(pid) || pid <= 0) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined
  }
}

const BACKUP_NAME = /^site-\d{4}-\d{2}-\d{2}T\d{4}\.(db|dump)$/

/** site-YYYY-MM-DDTHHMM.db (or .dump), in Doha's time: the name says when the office would. */
export function backupName(kind: 'sqlite' | 'postgres', now = new Date()) {
  const doha = new Date(now.getTime() + 3 * 3_600_000).toISOString()
  return `site-${doha.slice(0, 13)}${doha.slice(14, 16)}.${kind === 'sqlite' ? 'db' : 'dump'}`
}

/** The backups in a folder, newest first; a temporary file of an unfinished backup is none. */
export function listBackups(dir: string) {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .map((name) => ({ file: join(dir, name), mtimeMs: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs)
}

/** Deletes the backups older than `keepDays` days; returns the files it deleted. */
export function pruneBackups(dir: string, keepDays: number, now = Date.now()) {
  const old = listBackups(dir).filter((backup) => now - backup.mtimeMs > keepDays * 86_400_000)
  for (const { file } of old) unlinkSync(file)
  return old.map(({ file }) => file)
}

function fsyncFile(file: string) {
  const fd = openSync(file, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** The rename itself is durable only once the folder is synced. */
function fsyncDir(dir: string) {
  fsyncFile(dir)
}

/**
 * Writes `out` through a temporary name in its folder, synced, then renamed: a crash at any point
 * leaves the previous file at `out` whole, and the temporary name is none a backup listing counts.
 */
async function writeAtomically(out: string, write: (temporary: string) => Promise<void>) {
  const temporary = join(dirname(out), `.${basename(out)}.partial-${process.pid}`)
  try {
    await write(temporary)
    fsyncFile(temporary)
    // Only the crash test sets it: the moment between a whole temporary file and the rename.
    const hold = Number(process.env.BACKUP_TEST_HOLD_BEFORE_RENAME_MS)
    if (hold > 0) await new Promise((resolve) => setTimeout(resolve, hold))
    renameSync(temporary, out)
    fsyncDir(dirname(out))
  } finally {
    rmSync(temporary, { force: true })
  }
}

export type Source = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string }

/** pg_dump and pg_restore: on PATH, else Debian's newest under /usr/lib/postgresql. */
function pgTool(name: 'pg_dump' | 'pg_restore') {
  const root = '/usr/lib/postgresql'
  if (existsSync(`/usr/bin/${name}`) || !existsSync(root)) return name
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  return versions.length ? join(root, versions[0]!, 'bin', name) : name
}

/**
 * A consistent copy while the server writes: SQLite's online backup API (a snapshot of one moment,
 * taken page by page), or pg_dump's single transaction on PostgreSQL.
 */
export async function takeBackup(source: Source, out: string) {
  const started = performance.now()
  await writeAtomically(out, async (temporary) => {
    if (source.kind === 'sqlite') {
      const db = new Database(source.path, { readonly: true, fileMustExist: true })
      try {
        await db.backup(temporary)
      } finally {
        db.close()
      }
    } else
      await run(pgTool('pg_dump'), ['-Fc', '--no-owner', '-f', temporary, '--dbname', source.url])
  })
  return { file: out, bytes: statSync(out).size, ms: Math.round(performance.now() - started) }
}

function checkSqliteFile(file: string) {
  let db: Database.Database | undefined
  try {
    db = new Database(file, { readonly: true, fileMustExist: true })
    const problems = db.pragma('integrity_check', { simple: false }) as Array<{
      integrity_check: string
    }>
    if (problems[0]?.integrity_check !== 'ok')
      throw new BackupRefused(
        `${file} fails SQLite's integrity check (${problems[0]?.integrity_check}): not restored.`,
      )
    const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as {
      version: number | null
    }
    if ((row.version ?? 0) > SCHEMA_VERSION)
      throw new BackupRefused(
        `${file} has schema version ${row.version}, newer than this release's ${SCHEMA_VERSION}: ` +
          'restore it with the release that made it.',
      )
  } catch (error) {
    if (error instanceof BackupRefused) throw error
    throw new BackupRefused(
      `${file} is not a usable SQLite backup (${error instanceof Error ? error.message : error}): not restored.`,
    )
  } finally {
    db?.close()
  }
}

/** Other connections to the database than ours: a running server's, or anyone's. */
async function otherConnections(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) AS count FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    )
    return Number(rows[0]!.count)
  } finally {
    await client.end()
  }
}

/**
 * Checks `from`, then replaces the database with it in one step. SQLite: a copy under a temporary
 * name renamed over the file, the old one kept as FILE.before-restore. PostgreSQL: pg_restore in a
 * single transaction, so a failure leaves the database as it was.
 */
export async function restoreBackup(target: Source, from: string) {
  if (!existsSync(from)) throw new BackupRefused(`${from} does not exist.`)
  const started = performance.now()
  if (target.kind === 'sqlite') {
    checkSqliteFile(from)
    const pid = heldBy(target.path)
    if (pid)
      throw new BackupRefused(
        `A server (pid ${pid}) holds ${target.path}: stop it, restore, then start it again.`,
      )
    await writeAtomically(target.path + '.restoring', async (temporary) => {
      copyFileSync(from, temporary)
    })
    if (existsSync(target.path)) {
      // The old file's WAL goes with it: left beside the new file, SQLite would replay it there.
      for (const suffix of ['-wal', '-shm'])
        if (existsSync(target.path + suffix))
          renameSync(target.path + suffix, `${target.path}.before-restore${suffix}`)
      renameSync(target.path, `${target.path}.before-restore`)
    }
    renameSync(target.path + '.restoring', target.path)
    fsyncDir(dirname(target.path))
  } else {
    try {
      await run(pgTool('pg_restore'), ['--list', from])
    } catch {
      throw new BackupRefused(`${from} is not a pg_dump archive pg_restore can read: not restored.`)
    }
    const others = await otherConnections(target.url)
    if (others > 0)
      throw new BackupRefused(
        `${others} other connection${others === 1 ? '' : 's'} to the database (a running server?): ` +
          'stop every instance, restore, then start them again.',
      )
    await run(pgTool('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      target.url,
      from,
    ])
  }
  return { ms: Math.round(performance.now() - started) }
}
