import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

import Database from 'better-sqlite3'

import { migrations } from './migrations.ts'
import {
  enquiryNotification,
  normalizeTrackingId,
  presentJobColumns,
  toJobView,
  toEnquiry,
  type CreateEnquiryResult,
  type EnquiryRow,
  type Idempotency,
  type JobInput,
  type JobRow,
  type NewEnquiry,
  type OutboxMessage,
  type Repository,
  type StatusRow,
  type StatusUpdateInput,
} from './repository.ts'

const nowIso = () => new Date().toISOString()

/** The embedded default: one file, WAL for concurrent readers, fsync on every commit. */
export function openSqlite(path: string): Repository {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  // FULL: a committed enquiry survives a power cut, not only a process crash; enquiries are rare.
  db.pragma('synchronous = FULL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')

  // Prepared lazily: the tables exist only after migrate().
  let statements: ReturnType<typeof prepare> | undefined
  const prepare = () => ({
    insertEnquiry: db.prepare(`
      INSERT INTO enquiries (full_name, phone_number, email, service_type, message, referer_url,
        submitted_url, tracking_number, client_ip, recaptcha_score, review_reason,
        idempotency_key, request_fingerprint, details)
      VALUES (@fullName, @phoneNumber, @email, @serviceType, @message, @refererUrl,
        @submittedUrl, @trackingNumber, @clientIp, @recaptchaScore, @reviewReason,
        @idempotencyKey, @fingerprint, @details)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id`),
    enquiryByKey: db.prepare(
      'SELECT id, request_fingerprint FROM enquiries WHERE idempotency_key = ?',
    ),
    insertOutbox: db.prepare(
      'INSERT INTO outbox (enquiry_id, payload, next_attempt_at) VALUES (?, ?, ?)',
    ),
    jobByTrackingId: db.prepare('SELECT * FROM jobs WHERE tracking_id = ?'),
    updatesByJob: db.prepare(
      'SELECT * FROM status_updates WHERE job_id = ? ORDER BY status_date, status_time, id',
    ),
  })
  const stmt = () => (statements ??= prepare())

  const createEnquiry = db.transaction(
    (enquiry: NewEnquiry, idempotency: Idempotency | null): CreateEnquiryResult => {
      const row = stmt().insertEnquiry.get({
        ...enquiry,
        details: enquiry.details === null ? null : JSON.stringify(enquiry.details),
        idempotencyKey: idempotency?.key ?? null,
        fingerprint: idempotency?.fingerprint ?? null,
      }) as { id: number } | undefined
      if (!row) {
        const existing = stmt().enquiryByKey.get(idempotency?.key) as
          { id: number; request_fingerprint: string } | undefined
        if (existing && existing.request_fingerprint === idempotency?.fingerprint)
          return { kind: 'replayed', id: Number(existing.id) }
        return { kind: 'conflict' }
      }
      stmt().insertOutbox.run(row.id, enquiryNotification(row.id, enquiry), Date.now())
      return { kind: 'created', id: Number(row.id) }
    },
  )

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

  const claim = db.transaction((now: number, leaseUntil: number, limit: number) =>
    db
      .prepare(
        `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?
         WHERE id IN (SELECT id FROM outbox
           WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
           ORDER BY id LIMIT ?)
         RETURNING id, enquiry_id, attempts, payload`,
      )
      .all(leaseUntil, now, limit),
  )

  return {
    kind: 'sqlite',
    async migrate() {
      migrate.immediate()
    },
    async ping() {
      db.prepare('SELECT 1').get()
    },
    async close() {
      db.close()
    },
    async createEnquiry(enquiry, idempotency) {
      return createEnquiry.immediate(enquiry, idempotency)
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
      db.prepare(
        `INSERT INTO jobs (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})
         ON CONFLICT (tracking_id) DO UPDATE SET ${[...updates, 'updated_at = ?'].join(', ')}`,
      ).run(...columns.map(([, value]) => value ?? null), nowIso())
    },
    async addStatusUpdate(update: StatusUpdateInput) {
      const result = db
        .prepare(
          `INSERT INTO status_updates (job_id, status_content, status_date, status_time)
           SELECT id, ?, ?, ? FROM jobs WHERE tracking_id = ?`,
        )
        .run(
          update.status_content,
          update.status_date,
          update.status_time ?? null,
          normalizeTrackingId(update.tracking_id),
        )
      return result.changes > 0
    },
    async countJobs() {
      return (db.prepare('SELECT count(*) AS n FROM jobs').get() as { n: number }).n
    },
    async claimOutbox(now, leaseUntil, limit) {
      const rows = claim.immediate(now, leaseUntil, limit) as Array<{
        id: number
        enquiry_id: number
        attempts: number
        payload: string
      }>
      return rows.map((row): OutboxMessage => ({
        id: row.id,
        enquiryId: row.enquiry_id,
        attempts: row.attempts,
        payload: row.payload,
      }))
    },
    async markOutboxSent(id) {
      db.prepare('UPDATE outbox SET sent_at = ?, last_error = NULL WHERE id = ?').run(nowIso(), id)
    },
    async markOutboxFailed(id, error, retryAt) {
      if (retryAt === null)
        db.prepare('UPDATE outbox SET failed_at = ?, last_error = ? WHERE id = ?').run(
          nowIso(),
          error,
          id,
        )
      else
        db.prepare('UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE id = ?').run(
          retryAt,
          error,
          id,
        )
    },
  }
}
