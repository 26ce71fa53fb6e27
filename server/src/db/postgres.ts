import pg from 'pg'

import { migrations } from './migrations.ts'
import {
  enquiryNotification,
  normalizeTrackingId,
  presentJobColumns,
  toEnquiry,
  toJobView,
  type EnquiryRow,
  type JobRow,
  type Repository,
  type StatusRow,
} from './repository.ts'

/**
 * Per-pool type parsers: DATE stays 'YYYY-MM-DD' (no time-zone shift through a JS Date) and
 * BIGINT ids come back as numbers (they stay far below 2^53).
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.DATE) return (value: string) => value
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value)
    return pg.types.getTypeParser(oid, format)
  },
} as pg.CustomTypesConfig

// Any key works as long as every instance of this app uses the same one.
const MIGRATION_LOCK = 7_310_942

export type PostgresTimeouts = {
  /** Opening a connection. */
  connectMs: number
  /** One statement: the server cancels it, and the client stops waiting a little later. */
  queryMs: number
}

const DEFAULT_TIMEOUTS: PostgresTimeouts = { connectMs: 5_000, queryMs: 5_000 }

/** PostgreSQL, chosen when DATABASE_URL is set. */
export function openPostgres(
  connectionString: string,
  timeouts: PostgresTimeouts = DEFAULT_TIMEOUTS,
): Repository {
  const pool = new pg.Pool({
    connectionString,
    types,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    // statement_timeout covers a slow query; query_timeout also covers a server that stopped
    // answering altogether (its connection is then discarded, not returned to the pool).
    statement_timeout: timeouts.queryMs,
    query_timeout: timeouts.queryMs + 1_000,
  })
  // An idle connection the server dropped must not crash the process.
  pool.on('error', () => {})

  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      client.release()
      return result
    } catch (error) {
      // Discard the connection rather than ROLLBACK on it: after a timeout it may never answer,
      // and closing it makes the server roll the transaction back anyway.
      client.release(error instanceof Error ? error : new Error(String(error)))
      throw error
    }
  }

  return {
    kind: 'postgres',
    async migrate() {
      await transaction(async (client) => {
        // Several instances may start at once; one migrates, the others wait and find it done.
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
        await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
          version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`)
        const { rows } = await client.query<{ version: number }>(
          'SELECT version FROM schema_migrations',
        )
        const applied = new Set(rows.map((row) => row.version))
        for (const migration of migrations) {
          if (applied.has(migration.version)) continue
          await client.query(migration.postgres)
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
            migration.version,
            migration.name,
          ])
        }
      })
    },
    async ping() {
      await pool.query('SELECT 1')
    },
    async close() {
      await pool.end()
    },
    async createEnquiry(enquiry, idempotency) {
      return transaction(async (client) => {
        const inserted = await client.query<{ id: number }>(
          `INSERT INTO enquiries (full_name, phone_number, email, service_type, message,
             referer_url, submitted_url, tracking_number, client_ip, recaptcha_score,
             review_reason, idempotency_key, request_fingerprint, details)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING id`,
          [
            enquiry.fullName,
            enquiry.phoneNumber,
            enquiry.email,
            enquiry.serviceType,
            enquiry.message,
            enquiry.refererUrl,
            enquiry.submittedUrl,
            enquiry.trackingNumber,
            enquiry.clientIp,
            enquiry.recaptchaScore,
            enquiry.reviewReason,
            idempotency?.key ?? null,
            idempotency?.fingerprint ?? null,
            enquiry.details === null ? null : JSON.stringify(enquiry.details),
          ],
        )
        const row = inserted.rows[0]
        if (!row) {
          // ON CONFLICT waited for the other transaction, so its row is visible now.
          const existing = await client.query<{ id: number; request_fingerprint: string }>(
            'SELECT id, request_fingerprint FROM enquiries WHERE idempotency_key = $1',
            [idempotency?.key],
          )
          const first = existing.rows[0]
          if (first && first.request_fingerprint === idempotency?.fingerprint)
            return { kind: 'replayed', id: first.id } as const
          return { kind: 'conflict' } as const
        }
        await client.query(
          'INSERT INTO outbox (enquiry_id, payload, next_attempt_at) VALUES ($1, $2, $3)',
          [row.id, enquiryNotification(enquiry), Date.now()],
        )
        return { kind: 'created', id: row.id } as const
      })
    },
    async findByIdempotencyKey(key) {
      const { rows } = await pool.query<{ id: number; request_fingerprint: string }>(
        'SELECT id, request_fingerprint FROM enquiries WHERE idempotency_key = $1',
        [key],
      )
      const row = rows[0]
      return row ? { id: row.id, fingerprint: row.request_fingerprint } : null
    },
    async listEnquiries() {
      const { rows } = await pool.query<EnquiryRow>('SELECT * FROM enquiries ORDER BY id')
      return rows.map(toEnquiry)
    },
    async findJobs(trackingId) {
      // One round trip: the job and its updates, ordered, as JSON.
      const { rows } = await pool.query<JobRow & { updates: StatusRow[] }>({
        name: 'find-jobs',
        text: `SELECT j.*, COALESCE(
                 (SELECT json_agg(s ORDER BY s.status_date, s.status_time, s.id)
                  FROM status_updates s WHERE s.job_id = j.id), '[]') AS updates
               FROM jobs j WHERE j.tracking_id = $1`,
        values: [normalizeTrackingId(trackingId)],
      })
      return rows.map((row) => toJobView(row, row.updates))
    },
    async upsertJob(job) {
      const columns = presentJobColumns(job)
      const names = columns.map(([name]) => name)
      const updates = names
        .filter((name) => name !== 'tracking_id')
        .map((name) => `${name} = excluded.${name}`)
      await pool.query(
        `INSERT INTO jobs (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})
         ON CONFLICT (tracking_id) DO UPDATE SET ${[...updates, 'updated_at = now()'].join(', ')}`,
        columns.map(([, value]) => value ?? null),
      )
    },
    async addStatusUpdate(update) {
      const result = await pool.query(
        `INSERT INTO status_updates (job_id, status_content, status_date, status_time)
         SELECT id, $1, $2, $3 FROM jobs WHERE tracking_id = $4`,
        [
          update.status_content,
          update.status_date,
          update.status_time ?? null,
          normalizeTrackingId(update.tracking_id),
        ],
      )
      return (result.rowCount ?? 0) > 0
    },
    async countJobs() {
      const { rows } = await pool.query<{ n: number }>('SELECT count(*) AS n FROM jobs')
      return Number(rows[0]?.n ?? 0)
    },
    async claimOutbox(now, leaseUntil, limit) {
      const { rows } = await pool.query<{
        id: number
        enquiry_id: number
        attempts: number
        payload: string
      }>(
        `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $1
         WHERE id IN (SELECT id FROM outbox
           WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $2
           ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING id, enquiry_id, attempts, payload`,
        [leaseUntil, now, limit],
      )
      return rows.map((row) => ({
        id: row.id,
        enquiryId: row.enquiry_id,
        attempts: row.attempts,
        payload: row.payload,
      }))
    },
    async markOutboxSent(id) {
      await pool.query('UPDATE outbox SET sent_at = now(), last_error = NULL WHERE id = $1', [id])
    },
    async countPendingNotifications() {
      const { rows } = await pool.query<{ n: string }>(
        'SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL',
      )
      return Number(rows[0]?.n ?? 0)
    },
    async markOutboxFailed(id, error, retryAt) {
      if (retryAt === null)
        await pool.query('UPDATE outbox SET failed_at = now(), last_error = $2 WHERE id = $1', [
          id,
          error,
        ])
      else
        await pool.query('UPDATE outbox SET next_attempt_at = $2, last_error = $3 WHERE id = $1', [
          id,
          retryAt,
          error,
        ])
    },
  }
}
