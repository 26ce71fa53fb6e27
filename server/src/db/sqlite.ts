import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

import Database from 'better-sqlite3'

import { migrations } from './migrations.ts'
import { startWriter } from './sqlite-writer.ts'
import {
  enquiryNotification,
  normalizeTrackingId,
  presentJobColumns,
  toJobView,
  toEnquiry,
  type CreateEnquiryResult,
  type EnquiryRow,
  type JobInput,
  type JobRow,
  type OutboxMessage,
  type Repository,
  type StatusRow,
  type StatusUpdateInput,
} from './repository.ts'

const nowIso = () => new Date().toISOString()

/**
 * The embedded default: one file in WAL mode. Reads run here, on the event loop; every write goes
 * to one writer thread (sqlite-writer.ts), which commits whatever is queued as one durable group
 * (fsync per commit, synchronous = FULL), so enquiry floods do not stall tracking.
 */
export function openSqlite(path: string): Repository {
  mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  // Only migrations write through this connection, once at start-up.
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')

  // Prepared lazily: the tables exist only after migrate().
  let statements: ReturnType<typeof prepare> | undefined
  const prepare = () => ({
    enquiryByKey: db.prepare(
      'SELECT id, request_fingerprint FROM enquiries WHERE idempotency_key = ?',
    ),
    jobByTrackingId: db.prepare('SELECT * FROM jobs WHERE tracking_id = ?'),
    updatesByJob: db.prepare(
      'SELECT * FROM status_updates WHERE job_id = ? ORDER BY status_date, status_time, id',
    ),
  })
  const stmt = () => (statements ??= prepare())

  const writer = startWriter(path)
  const run = async (sql: string, ...params: unknown[]) =>
    (await writer.write({ kind: 'statement', sql, params, rows: false })) as number

  const migrate = db.transaction(() => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`)
    const applied = new Set(
      (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
        (row) => row.version,
      ),
    )
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue
      db.exec(migration.sqlite)
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        nowIso(),
      )
    }
  })

  return {
    kind: 'sqlite',
    async migrate() {
      migrate.immediate()
    },
    async ping() {
      db.prepare('SELECT 1').get()
    },
    async close() {
      await writer.close()
      db.close()
    },
    async createEnquiry(enquiry, idempotency) {
      return (await writer.write({
        kind: 'enquiry',
        enquiry: {
          ...enquiry,
          details: enquiry.details === null ? null : JSON.stringify(enquiry.details),
        },
        idempotency,
        notification: enquiryNotification(enquiry),
      })) as CreateEnquiryResult
    },
    async findByIdempotencyKey(key) {
      const row = stmt().enquiryByKey.get(key) as
        { id: number; request_fingerprint: string } | undefined
      return row ? { id: Number(row.id), fingerprint: row.request_fingerprint } : null
    },
    async listEnquiries() {
      return (db.prepare('SELECT * FROM enquiries ORDER BY id').all() as EnquiryRow[]).map(
        toEnquiry,
      )
    },
    async findJobs(trackingId) {
      const job = stmt().jobByTrackingId.get(normalizeTrackingId(trackingId)) as JobRow | undefined
      if (!job) return []
      return [toJobView(job, stmt().updatesByJob.all(job.id) as StatusRow[])]
    },
    async upsertJob(job: JobInput) {
      const columns = presentJobColumns(job)
      const names = columns.map(([name]) => name)
      const updates = names
        .filter((name) => name !== 'tracking_id')
        .map((name) => `${name} = excluded.${name}`)
      await run(
        `INSERT INTO jobs (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})
         ON CONFLICT (tracking_id) DO UPDATE SET ${[...updates, 'updated_at = ?'].join(', ')}`,
        ...columns.map(([, value]) => value ?? null),
        nowIso(),
      )
    },
    async addStatusUpdate(update: StatusUpdateInput) {
      const changes = await run(
        `INSERT INTO status_updates (job_id, status_content, status_date, status_time)
         SELECT id, ?, ?, ? FROM jobs WHERE tracking_id = ?`,
        update.status_content,
        update.status_date,
        update.status_time ?? null,
        normalizeTrackingId(update.tracking_id),
      )
      return changes > 0
    },
    async countJobs() {
      return (db.prepare('SELECT count(*) AS n FROM jobs').get() as { n: number }).n
    },
    async claimOutbox(now, leaseUntil, limit) {
      // One statement, so the claim is atomic on its own.
      const rows = (await writer.write({
        kind: 'statement',
        sql: `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?
              WHERE id IN (SELECT id FROM outbox
                WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
                ORDER BY id LIMIT ?)
              RETURNING id, enquiry_id, attempts, payload`,
        params: [leaseUntil, now, limit],
        rows: true,
      })) as Array<{ id: number; enquiry_id: number; attempts: number; payload: string }>
      return rows.map((row): OutboxMessage => ({
        id: row.id,
        enquiryId: row.enquiry_id,
        attempts: row.attempts,
        payload: row.payload,
      }))
    },
    async markOutboxSent(id) {
      await run('UPDATE outbox SET sent_at = ?, last_error = NULL WHERE id = ?', nowIso(), id)
    },
    async countPendingNotifications() {
      return (
        db
          .prepare('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL')
          .get() as { n: number }
      ).n
    },
    async markOutboxFailed(id, error, retryAt) {
      if (retryAt === null)
        await run(
          'UPDATE outbox SET failed_at = ?, last_error = ? WHERE id = ?',
          nowIso(),
          error,
          id,
        )
      else
        await run(
          'UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE id = ?',
          retryAt,
          error,
          id,
        )
    },
  }
}
