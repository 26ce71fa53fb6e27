// Backups that restore (issue 50, item 2): taken while the built server takes a flood of
// enquiries, whole after a kill -9 mid-backup, refused when they would not restore, pruned by age.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import Database from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'

import { listBackups, pruneBackups } from '../src/db/backup.ts'
import { untilQuietHour } from '../src/db/backup-schedule.ts'
import { openPostgres, openSqlite, type Repository } from '../src/repository.ts'

import {
  backends,
  builtServer,
  emptyPostgresDatabase,
  fakeDist,
  freePort,
  tempDir,
  validEnquiry,
  type Backend,
} from './helpers.ts'

const servers = builtServer()
afterAll(() => servers.killAll())

/** The admin CLI, as `npm run admin` runs it, without blocking the test's event loop. */
async function cli(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ['dist-ssr/server/cli.js', ...args], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += String(chunk)))
  child.stderr.on('data', (chunk) => (stderr += String(chunk)))
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, stdout, stderr, child }
}

/** A database of the backend and the settings that point the server and the CLI at it. */
async function database(
  backend: Backend,
): Promise<{ env: Record<string, string>; open: () => Repository }> {
  if (backend === 'sqlite') {
    const path = join(tempDir('backup-db'), 'site.db')
    return { env: { SQLITE_PATH: path }, open: () => openSqlite(path) }
  }
  const url = await emptyPostgresDatabase()
  return { env: { DATABASE_URL: url }, open: () => openPostgres(url) }
}

const until = async (check: () => boolean, ms: number, poll?: () => Promise<void>) => {
  for (const deadline = Date.now() + ms; !check();) {
    if (Date.now() > deadline) throw new Error('timed out')
    await (poll?.() ?? new Promise((resolve) => setTimeout(resolve, 50)))
  }
}

/** The built server is up: longer than helpers' wait, since these tests share a busy machine. */
async function up(base: string) {
  let ok = false
  await until(
    () => ok,
    60_000,
    async () => {
      ok = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
      if (!ok) await new Promise((resolve) => setTimeout(resolve, 100))
    },
  )
}

describe.each(backends)('backups on %s', (backend) => {
  const extension = backend === 'sqlite' ? 'db' : 'dump'

  it('copies a consistent moment while enquiries flood in, and restores it row for row', async () => {
    const source = await database(backend)
    const backupDir = tempDir('backups')
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    servers.start({
      ...source.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: fakeDist(),
      RATE_LIMIT_ENQUIRIES_PER_MINUTE: '100000',
      SEED_DEMO: '0',
      BACKUP_DIR: backupDir,
    })
    await up(base)
    // No backup yet: the server takes one on start rather than wait for 03:30.
    await until(() => listBackups(backupDir).length === 1, 30_000)

    const acknowledged: number[] = []
    let stop = false
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const response = await fetch(`${base}/api/contacts/enquiries/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validEnquiry, message: `client ${n} #${i}` }),
        })
        if (response.status === 201)
          acknowledged.push(((await response.json()) as { id: number }).id)
      }
    }
    const clients = [1, 2, 3, 4].map(client)
    await until(() => acknowledged.length >= 40, 30_000)
    const before = [...acknowledged]
    const out = join(tempDir('backup-out'), `site.${extension}`)
    const taken = await cli(source.env, 'backup', '--out', out)
    const after = acknowledged.length
    stop = true
    await Promise.all(clients)
    expect(taken.stderr).toBe('')
    expect(taken.code).toBe(0)
    expect(taken.stdout).toMatch(
      new RegExp(`Backed up to ${out} \\(\\d+\\.\\d MB\\) in \\d+ ms\\.`),
    )

    const target = await database(backend)
    const restored = await cli(target.env, 'restore', '--from', out)
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)

    const copy = target.open()
    const original = source.open()
    const copied = await copy.listEnquiries()
    const byId = new Map((await original.listEnquiries()).map((enquiry) => [enquiry.id, enquiry]))
    await copy.close()
    await original.close()
    const ids = new Set(copied.map((enquiry) => enquiry.id))
    expect(before.filter((id) => !ids.has(id))).toEqual([])
    // The copy is the source at one moment: every row as stored, and nothing acknowledged after.
    for (const enquiry of copied) expect(enquiry).toEqual(byId.get(enquiry.id))
    expect(copied.length).toBeLessThanOrEqual(after + 4)
  }, 120_000)

  it('leaves the previous backup whole when a backup is killed before its rename', async () => {
    const source = await database(backend)
    await cli(source.env, 'seed')
    const dir = tempDir('backup-kill')
    const out = join(dir, `site-2026-01-01T0330.${extension}`)
    expect((await cli(source.env, 'backup', '--out', out)).code).toBe(0)
    const previous = readFileSync(out)

    await cli(source.env, 'job', '--customer-name', 'After the backup')
    const child = spawn(process.execPath, ['dist-ssr/server/cli.js', 'backup', '--out', out], {
      env: { ...process.env, ...source.env, BACKUP_TEST_HOLD_BEFORE_RENAME_MS: '30000' },
      stdio: 'ignore',
    })
    await until(() => readdirSync(dir).some((name) => name.includes('.partial-')), 15_000)
    child.kill('SIGKILL')
    await once(child, 'exit')

    expect(readFileSync(out).equals(previous)).toBe(true)
    // Whatever the kill left is a temporary name, which no listing of backups counts.
    expect(readdirSync(dir).filter((name) => !name.includes('.partial-'))).toEqual([
      'site-2026-01-01T0330.' + extension,
    ])
    expect(listBackups(dir).map((backup) => backup.file)).toEqual([out])
  }, 90_000)

  it('refuses a corrupt file, with exit code 1, and replaces nothing', async () => {
    const target = await database(backend)
    const corrupt = join(tempDir('corrupt'), `site.${extension}`)
    if (backend === 'sqlite') {
      const source = await database(backend)
      await cli(source.env, 'seed')
      expect((await cli(source.env, 'backup', '--out', corrupt)).code).toBe(0)
      const bytes = readFileSync(corrupt)
      // Past the header: a file that opens, but whose pages are garbage.
      bytes.fill(0xa5, 4096, bytes.length)
      writeFileSync(corrupt, bytes)
    } else writeFileSync(corrupt, 'PGDMP but not really a dump')
    const refused = await cli(target.env, 'restore', '--from', corrupt)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/not restored\./)
  })

  it('refuses while a server holds the database, with exit code 1', async () => {
    const source = await database(backend)
    const backup = join(tempDir('held'), `site.${extension}`)
    await cli(source.env, 'seed')
    expect((await cli(source.env, 'backup', '--out', backup)).code).toBe(0)
    const port = await freePort()
    servers.start({ ...source.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: fakeDist() })
    await up(`http://127.0.0.1:${port}`)
    const refused = await cli(source.env, 'restore', '--from', backup)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(
      backend === 'sqlite'
        ? /A server \(pid \d+\) holds .*: stop it, restore, then start it again\./
        : /other connections? to the database \(a running server\?\): stop every instance/,
    )
  }, 120_000)
})

describe('SQLite backups', () => {
  it('refuses a backup from a newer schema, with exit code 1', async () => {
    const dir = tempDir('newer')
    const env = { SQLITE_PATH: join(dir, 'site.db') }
    await cli(env, 'seed')
    const backup = join(dir, 'newer.db')
    expect((await cli(env, 'backup', '--out', backup)).code).toBe(0)
    const db = new Database(backup)
    db.prepare(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, 'future', '')",
    ).run()
    db.close()
    const refused = await cli({ SQLITE_PATH: join(dir, 'other.db') }, 'restore', '--from', backup)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(
      /has schema version 9999, newer than this release's \d+: restore it with the release that made it\./,
    )
  })

  it('carries no working enrolment link, though its e-mail still waits in the outbox', async () => {
    const dir = tempDir('links')
    const closed = await freePort()
    const env = { SQLITE_PATH: join(dir, 'site.db'), SMTP_URL: `smtp://127.0.0.1:${closed}` }
    const added = await cli(
      env,
      'staff',
      'add',
      '--email',
      'new@staff.example.qa',
      '--name',
      'New',
      '--role',
      'sales',
    )
    expect(added.code).toBe(0)
    const link = /https?:\/\/\S+/.exec(added.stdout)?.[0]
    expect(link).toBeDefined()
    const token = new URL(link!).hash.slice(1) || new URL(link!).pathname.split('/').pop()!
    const backup = join(dir, 'site-2026-01-01T0330.db')
    expect((await cli(env, 'backup', '--out', backup)).code).toBe(0)

    const db = new Database(backup, { readonly: true })
    const waiting = db.prepare('SELECT * FROM outbox').all() as Array<Record<string, unknown>>
    db.close()
    expect(waiting.length).toBeGreaterThan(0)
    expect(JSON.stringify(waiting)).not.toContain(token)
    expect(readFileSync(backup).includes(token)).toBe(false)
  })

  it('takes the daily backup at 03:30 Doha time', () => {
    expect(untilQuietHour(new Date('2026-11-28T00:29:00Z'))).toBe(60_000)
    expect(untilQuietHour(new Date('2026-11-28T00:30:00Z'))).toBe(86_400_000)
    expect(untilQuietHour(new Date('2026-11-28T10:30:00Z'))).toBe(14 * 3_600_000)
  })

  it('deletes only the backups older than BACKUP_KEEP days', () => {
    const dir = tempDir('retention')
    const now = Date.now()
    const ages = {
      'site-2026-01-01T0330.db': 15,
      'site-2026-01-02T0330.db': 13,
      'site-2026-01-03T0330.db': 0,
    }
    for (const [name, days] of Object.entries(ages)) {
      writeFileSync(join(dir, name), 'x')
      const when = (now - days * 86_400_000) / 1000
      utimesSync(join(dir, name), when, when)
    }
    // Not a backup: an operator's own file, and an old temporary file of a killed backup.
    for (const name of ['notes.txt', '.site-2025-12-01T0330.db.partial-42']) {
      writeFileSync(join(dir, name), 'x')
      utimesSync(join(dir, name), (now - 30 * 86_400_000) / 1000, (now - 30 * 86_400_000) / 1000)
    }
    expect(pruneBackups(dir, 14, now)).toEqual([join(dir, 'site-2026-01-01T0330.db')])
    expect(readdirSync(dir).sort()).toEqual([
      '.site-2025-12-01T0330.db.partial-42',
      'notes.txt',
      'site-2026-01-02T0330.db',
      'site-2026-01-03T0330.db',
    ])
  })
})
