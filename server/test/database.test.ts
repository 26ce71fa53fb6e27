import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import Database from 'better-sqlite3'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

import type { NewEnquiry } from '../src/leads/index.ts'
import { openPostgres, openSqlite } from '../src/repository.ts'

import {
  backends,
  emptyPostgresDatabase,
  freshRepository,
  tempDir,
  type Backend,
} from './helpers.ts'

// Columns, keys and indexes of the application's tables (not the migrations' own bookkeeping).
const SQLITE_SCHEMA = `
  SELECT m.name,
    (SELECT json_group_array(json_array(name, lower(type), "notnull", dflt_value, pk))
      FROM pragma_table_xinfo(m.name)) AS columns,
    (SELECT json_group_array(json_array("table", "from", "to", on_update, on_delete))
      FROM pragma_foreign_key_list(m.name)) AS foreign_keys,
    (SELECT json_group_array(json_array(i.name, i."unique", i.partial,
      (SELECT group_concat(name) FROM pragma_index_info(i.name))))
      FROM pragma_index_list(m.name) i) AS indexes,
    (SELECT json_group_array(lower(replace(sql, '"', ''))) FROM sqlite_master
      WHERE type = 'index' AND tbl_name = m.name AND sql IS NOT NULL) AS index_sql,
    lower(m.sql) LIKE '%autoincrement%' AS auto_increment
  FROM sqlite_master m
  WHERE m.type = 'table' AND m.name NOT IN ('sqlite_sequence', 'schema_migrations')
  ORDER BY m.name`

const POSTGRES_SCHEMA = [
  `SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity,
     identity_generation
   FROM information_schema.columns
   WHERE table_schema = 'public' AND table_name <> 'schema_migrations'
   ORDER BY table_name, ordinal_position`,
  `SELECT indexdef FROM pg_indexes
   WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY indexname`,
  `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
   FROM pg_constraint
   WHERE connamespace = 'public'::regnamespace AND conrelid <> 'schema_migrations'::regclass
   ORDER BY conname`,
]

/** A database of the given kind, empty or loaded from SQL, with a way to look inside it. */
async function database(backend: Backend, script?: string) {
  if (backend === 'sqlite') {
    const path = join(tempDir('db'), 'site.db')
    const raw = new Database(path)
    if (script) raw.exec(script)
    raw.close()
    return {
      open: () => openSqlite(path),
      query(sql: string) {
        const raw = new Database(path, { readonly: true })
        try {
          return raw.prepare(sql).all()
        } finally {
          raw.close()
        }
      },
    }
  }
  const url = await emptyPostgresDatabase()
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(sql)).rows
    } finally {
      await client.end()
    }
  }
  if (script) await query(script)
  return { open: () => openPostgres(url), query }
}

// The rows of schema_migrations the release before the split recorded, versions 1 to 14 in order.
const MIGRATIONS_BEFORE_THE_SPLIT = [
  'enquiries, outbox, jobs, status updates',
  'quote planner details on enquiries',
  'milestones, subscriptions, second-factor counters; outbox rows for subscribers',
  "the enquiry's language",
  'one confirmation a day per subscription; daily digests',
  'staff accounts, passkeys, sign-in links, sessions and the audit trail',
  "leads: each enquiry's place in the pipeline, who works it, and its notes",
  'where each lead came from: its visit as the site kept it, and the source it counts under',
  "the shipments desk: each job's stage, next due date, last post and lead; update locations",
  'moves: the legs of one move (air, sea, storage) and subscriptions to all of them',
  "one move, one customer: an admin's reason for a leg of another record; mixed moves listed",
  'languages: the language each subscription was made in, and an Arabic note per update',
  "passkeys you can see and take back; each member's console language; no link in the outbox",
  'the audit trail refuses UPDATE and DELETE in the database itself',
]

const schemaOf = async (db: Awaited<ReturnType<typeof database>>, backend: Backend) =>
  backend === 'sqlite'
    ? db.query(SQLITE_SCHEMA)
    : Promise.all(POSTGRES_SCHEMA.map((sql) => db.query(sql)))

const enquiry = (fullName: string): NewEnquiry => ({
  fullName,
  phoneNumber: '97455001234',
  email: 'someone@example.com',
  locale: 'en',
  serviceType: 'localMove',
  message: 'Moving a flat within Doha.',
  refererUrl: 'http://localhost/',
  submittedUrl: 'http://localhost/contact-us',
  trackingNumber: null,
  details: null,
  attribution: null,
  clientIp: '127.0.0.1',
  recaptchaScore: 0.9,
  reviewReason: null,
})

describe.each(backends)('the database (%s)', (backend) => {
  it('records each migration under the version and name it had before they were one file each', async () => {
    const empty = await database(backend)
    const migrated = empty.open()
    await migrated.migrate()
    await migrated.close()
    // A database knows what it has had by these rows: a changed version would run a change twice.
    const applied = await empty.query(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    )
    expect(applied.slice(0, MIGRATIONS_BEFORE_THE_SPLIT.length)).toEqual(
      MIGRATIONS_BEFORE_THE_SPLIT.map((name, index) => ({ version: index + 1, name })),
    )
  })

  it('migrates a database the previous release made, keeping its data, to the schema a new one gets', async () => {
    const fixture = (name: string) =>
      readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')
    const legacy = await database(
      backend,
      fixture(`schema-v2.${backend}.sql`) + fixture('legacy-data.sql'),
    )
    const repo = legacy.open()
    try {
      await repo.migrate()
      expect(await repo.findByIdempotencyKey('legacy-key')).toEqual({
        id: 1,
        fingerprint: 'legacy-fingerprint',
      })
      expect(await repo.findJobs('legacy0001')).toMatchObject([
        {
          tracking_id: 'LEGACY0001',
          customer_name: 'Old Customer',
          weight: 12.5,
          collection_date: '2025-01-02',
          status_updates: [
            { status_content: 'Collected', status_date: '2025-01-02', status_time: '09:00' },
          ],
        },
      ])
      const [stored] = await repo.listEnquiries()
      expect(stored).toMatchObject({ id: 1, fullName: 'Legacy Customer', details: null })
      expect(stored?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      const created = await repo.createEnquiry(enquiry('New Customer'), null)
      expect(created).toEqual({ kind: 'created', id: 2 })
      const claimed = await repo.claimOutbox(Date.now(), Date.now() + 60_000, 10)
      // The old enquiry's notification; the new one's and the customer's acknowledgement of it.
      expect(
        claimed.map(({ enquiryId, payload }) => [enquiryId, JSON.parse(payload).kind]),
      ).toEqual(
        expect.arrayContaining([
          [1, 'enquiry'],
          [2, 'enquiry'],
          [2, 'enquiry-acknowledgement'],
        ]),
      )
      expect(claimed).toHaveLength(3)

      const empty = await database(backend)
      const migrated = empty.open()
      await migrated.migrate()
      await migrated.close()
      expect(await schemaOf(legacy, backend)).toEqual(await schemaOf(empty, backend))
      expect(await legacy.query('SELECT version FROM schema_migrations ORDER BY version')).toEqual(
        await empty.query('SELECT version FROM schema_migrations ORDER BY version'),
      )
    } finally {
      await repo.close()
    }
  })

  it('stores one notification per new enquiry, none for a replayed or a conflicting key', async () => {
    const repo = await freshRepository(backend)
    try {
      const key = { key: 'k-1', fingerprint: 'f-1' }
      const first = await repo.createEnquiry(enquiry('First'), key)
      const replayed = await repo.createEnquiry(enquiry('First'), key)
      const conflict = await repo.createEnquiry(enquiry('Other'), { ...key, fingerprint: 'f-2' })
      const second = await repo.createEnquiry(enquiry('Second'), null)
      // Ids may skip: both engines use up one for an insert that met the key.
      expect([first.kind, replayed, conflict, second.kind]).toEqual([
        'created',
        { kind: 'replayed', id: 1 },
        { kind: 'conflict' },
        'created',
      ])
      const claimed = await repo.claimOutbox(Date.now(), Date.now() + 60_000, 10)
      const secondId = 'id' in second && second.id
      // The office's notification and the customer's acknowledgement of each, in any order.
      expect(
        claimed.map(({ enquiryId, payload }) => [enquiryId, JSON.parse(payload).kind]),
      ).toEqual(
        expect.arrayContaining([
          [1, 'enquiry'],
          [1, 'enquiry-acknowledgement'],
          [secondId, 'enquiry'],
          [secondId, 'enquiry-acknowledgement'],
        ]),
      )
      expect(claimed).toHaveLength(4)
    } finally {
      await repo.close()
    }
  })
})
