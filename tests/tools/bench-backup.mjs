// How long a backup and a restore take for 10,000 leads and 50,000 shipments (README, production):
// seeds a migrated SQLite file with them, then times the CLI's backup and restore of it.
// node tests/tools/bench-backup.mjs   (after npm run build:server)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import Database from 'better-sqlite3'

const dir = mkdtempSync(join(tmpdir(), 'bench-backup-'))
const env = { ...process.env, SQLITE_PATH: join(dir, 'site.db') }
const cli = (...args) =>
  execFileSync(process.execPath, ['dist-ssr/server/cli.js', ...args], { env, encoding: 'utf8' })
try {
  cli('migrate')
  const db = new Database(env.SQLITE_PATH)
  const lead = db.prepare(
    `INSERT INTO enquiries (full_name, phone_number, email, service_type, message, referer_url,
     submitted_url, client_ip) VALUES (?, '97455001234', ?, 'internationalMove', ?, 'https://x/',
     'https://x/contact-us', '127.0.0.1')`,
  )
  const job = db.prepare('INSERT INTO jobs (tracking_id) VALUES (?)')
  db.transaction(() => {
    for (let i = 0; i < 10_000; i++)
      lead.run(`Customer ${i}`, `c${i}@example.com`, `Moving a flat, enquiry ${i}. `.repeat(5))
    for (let i = 0; i < 50_000; i++) job.run(`BNCH${String(i).padStart(6, '0')}`)
  })()
  db.close()
  process.stdout.write(cli('backup', '--out', join(dir, 'site-2026-01-01T0330.db')))
  process.stdout.write(cli('restore', '--from', join(dir, 'site-2026-01-01T0330.db')))
} finally {
  rmSync(dir, { recursive: true, force: true })
}
