import {
  sql,
  type ColumnDefinitionBuilder,
  type Compilable,
  type Kysely,
  type SchemaModule,
} from 'kysely'

import { auditAppendOnly } from './audit-append-only.ts'
import { refreshNextDue, refreshStage } from '../shipments/job-summary.ts'
import { auditMixedMoves } from './same-customer.ts'
import type { Executor, Kind, Tables } from './sql.ts'

/** The column types the two databases spell differently; migrations use only these names. */
const columnTypes = {
  sqlite: {
    id: 'integer',
    identity: (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement(),
    bigint: 'integer',
    double: 'real',
    date: 'text',
    timestamp: 'text',
    json: 'text',
    now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  },
  postgres: {
    id: 'bigint',
    identity: (column: ColumnDefinitionBuilder) => column.generatedAlwaysAsIdentity().primaryKey(),
    bigint: 'bigint',
    double: 'double precision',
    date: 'date',
    timestamp: 'timestamptz',
    json: 'jsonb',
    now: sql`now()`,
  },
} as const satisfies Record<Kind, unknown>

type ColumnTypes = (typeof columnTypes)[Kind]

/**
 * Forward-only schema migrations, one entry per change, applied in order and recorded in
 * `schema_migrations`. Never edit an applied entry: add a new one.
 */
type Migration = {
  version: number
  name: string
  up: (
    schema: SchemaModule,
    types: ColumnTypes,
    /** For the rare change the two databases cannot make with the same statements. */
    database: { kind: Kind; db: Kysely<Tables> },
  ) => Compilable[]
}

const notNull = (column: ColumnDefinitionBuilder) => column.notNull()

const migrations: Migration[] = [
  {
    version: 1,
    name: 'enquiries, outbox, jobs, status updates',
    up: (schema, t) => {
      const created = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(t.now)
      return [
        schema
          .createTable('enquiries')
          .addColumn('id', t.id, t.identity)
          .addColumn('full_name', 'text', notNull)
          .addColumn('phone_number', 'text', notNull)
          .addColumn('email', 'text', notNull)
          .addColumn('service_type', 'text', notNull)
          .addColumn('message', 'text', notNull)
          .addColumn('referer_url', 'text', notNull)
          .addColumn('submitted_url', 'text', notNull)
          .addColumn('tracking_number', 'text')
          .addColumn('client_ip', 'text', notNull)
          .addColumn('recaptcha_score', t.double)
          .addColumn('review_reason', 'text')
          .addColumn('idempotency_key', 'text', (c) => c.unique())
          .addColumn('request_fingerprint', 'text')
          .addColumn('created_at', t.timestamp, created),
        schema
          .createTable('outbox')
          .addColumn('id', t.id, t.identity)
          .addColumn('enquiry_id', t.bigint, (c) => c.notNull().references('enquiries.id'))
          .addColumn('payload', 'text', notNull)
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', t.bigint, notNull)
          .addColumn('last_error', 'text')
          .addColumn('sent_at', t.timestamp)
          .addColumn('failed_at', t.timestamp)
          .addColumn('created_at', t.timestamp, created),
        schema
          .createIndex('outbox_due')
          .on('outbox')
          .column('next_attempt_at')
          .where(sql.ref('sent_at'), 'is', null)
          .where(sql.ref('failed_at'), 'is', null),
        schema
          .createTable('jobs')
          .addColumn('id', t.id, t.identity)
          .addColumn('tracking_id', 'text', (c) => c.notNull().unique())
          .addColumn('cargo_type', 'text')
          .addColumn('customer_name', 'text')
          .addColumn('receiver_name', 'text')
          .addColumn('contact_number', 'text')
          .addColumn('email', 'text')
          .addColumn('recipient_address', 'text')
          .addColumn('recipient_country', 'text')
          .addColumn('commodity', 'text')
          .addColumn('number_of_packages', 'integer')
          .addColumn('weight', t.double)
          .addColumn('volume', t.double)
          .addColumn('origin', 'text')
          .addColumn('destination', 'text')
          .addColumn('cargo_ref_number', 'text')
          .addColumn('collection_date', t.date)
          .addColumn('date_of_departure', t.date)
          .addColumn('date_of_arrival', t.date)
          .addColumn('created_at', t.timestamp, created)
          .addColumn('updated_at', t.timestamp, created),
        schema
          .createTable('status_updates')
          .addColumn('id', t.id, t.identity)
          .addColumn('job_id', t.bigint, (c) =>
            c.notNull().references('jobs.id').onDelete('cascade'),
          )
          .addColumn('status_content', 'text', notNull)
          .addColumn('status_date', t.date, notNull)
          .addColumn('status_time', 'text')
          .addColumn('created_at', t.timestamp, created),
        schema
          .createIndex('status_updates_job')
          .on('status_updates')
          .columns(['job_id', 'status_date', 'status_time', 'id']),
      ]
    },
  },
  {
    version: 2,
    name: 'quote planner details on enquiries',
    up: (schema, t) => [schema.alterTable('enquiries').addColumn('details', t.json)],
  },
  {
    version: 3,
    name: 'milestones, subscriptions, second-factor counters; outbox rows for subscribers',
    up: (schema, t, { kind, db }) => {
      const created = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(t.now)
      const cascade = (table: string) => (column: ColumnDefinitionBuilder) =>
        column.references(`${table}.id`).onDelete('cascade')
      // The outbox also carries mail for subscribers, which belongs to no enquiry.
      const outbox = () =>
        schema
          .createTable('outbox')
          .addColumn('id', t.id, t.identity)
          .addColumn('enquiry_id', t.bigint, (c) => c.references('enquiries.id'))
          .addColumn('payload', 'text', notNull)
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', t.bigint, notNull)
          .addColumn('last_error', 'text')
          .addColumn('sent_at', t.timestamp)
          .addColumn('failed_at', t.timestamp)
          .addColumn('created_at', t.timestamp, created)
          .addColumn('subscription_id', t.bigint, cascade('subscriptions'))
          .addColumn('status_update_id', t.bigint, cascade('status_updates'))
      const outboxColumns = [
        'id',
        'enquiry_id',
        'payload',
        'attempts',
        'next_attempt_at',
        'last_error',
        'sent_at',
        'failed_at',
        'created_at',
      ] as const
      const dueIndex = schema
        .createIndex('outbox_due')
        .on('outbox')
        .column('next_attempt_at')
        .where(sql.ref('sent_at'), 'is', null)
        .where(sql.ref('failed_at'), 'is', null)
      const previous = 'outbox_before_3'
      return [
        schema.alterTable('status_updates').addColumn('milestone', 'text'),
        schema
          .createTable('subscriptions')
          .addColumn('id', t.id, t.identity)
          .addColumn('job_id', t.bigint, (c) => cascade('jobs')(c).notNull())
          .addColumn('email', 'text', notNull)
          .addColumn('created_at', t.timestamp, created)
          .addColumn('confirmed_at', t.timestamp)
          .addColumn('unsubscribed_at', t.timestamp)
          .addUniqueConstraint('subscriptions_job_email', ['job_id', 'email']),
        schema
          .createTable('subscription_tokens')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('subscription_id', t.bigint, (c) => cascade('subscriptions')(c).notNull())
          .addColumn('purpose', 'text', notNull)
          .addColumn('expires_at', t.bigint)
          .addColumn('created_at', t.timestamp, created),
        schema
          .createIndex('subscription_tokens_subscription')
          .on('subscription_tokens')
          .column('subscription_id'),
        schema
          .createTable('second_factor_counters')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('window_start', t.bigint, notNull)
          .addColumn('count', 'integer', notNull),
        ...(kind === 'postgres'
          ? [
              schema.alterTable('outbox').alterColumn('enquiry_id', (c) => c.dropNotNull()),
              schema
                .alterTable('outbox')
                .addColumn('subscription_id', t.bigint, cascade('subscriptions')),
              schema
                .alterTable('outbox')
                .addColumn('status_update_id', t.bigint, cascade('status_updates')),
            ]
          : // SQLite cannot drop a NOT NULL: the table is made anew and its rows, ids included,
            // copied over (AUTOINCREMENT then continues after the highest id).
            [
              schema.alterTable('outbox').renameTo(previous),
              outbox(),
              db
                .insertInto('outbox')
                .columns(outboxColumns)
                .expression(
                  db
                    .withTables<{ [previous]: Tables['outbox'] }>()
                    .selectFrom(previous)
                    .select(outboxColumns),
                ),
              schema.dropTable(previous),
              dueIndex,
            ]),
      ]
    },
  },
  {
    version: 4,
    name: "the enquiry's language",
    up: (schema) => [
      schema
        .alterTable('enquiries')
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en')),
    ],
  },
  {
    version: 5,
    name: 'one confirmation a day per subscription; daily digests',
    up: (schema, t) => [
      schema.alterTable('subscriptions').addColumn('confirmation_sent_at', t.bigint),
      schema.alterTable('outbox').addColumn('digest_key', 'text'),
      schema.createIndex('outbox_digest_key').unique().on('outbox').column('digest_key'),
      schema.alterTable('enquiries').addColumn('digest_key', 'text'),
      schema.createIndex('enquiries_digest_key').on('enquiries').column('digest_key'),
    ],
  },
  {
    version: 6,
    name: 'staff accounts, passkeys, sign-in links, sessions and the audit trail',
    up: (schema, t) => {
      const account = (column: ColumnDefinitionBuilder) =>
        column.notNull().references('staff_accounts.id').onDelete('cascade')
      return [
        schema
          .createTable('staff_accounts')
          .addColumn('id', t.id, t.identity)
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text', notNull)
          .addColumn('role', 'text', notNull)
          .addColumn('webauthn_user_id', 'text', (c) => c.notNull().unique())
          .addColumn('disabled_at', t.bigint)
          .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now)),
        schema
          .createTable('staff_passkeys')
          .addColumn('credential_id', 'text', (c) => c.primaryKey())
          .addColumn('account_id', t.bigint, account)
          .addColumn('public_key', 'text', notNull)
          .addColumn('counter', t.bigint, notNull)
          .addColumn('transports', 'text', notNull)
          .addColumn('created_at', t.bigint, notNull)
          .addColumn('last_used_at', t.bigint),
        schema.createIndex('staff_passkeys_account').on('staff_passkeys').column('account_id'),
        schema
          .createTable('staff_links')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('account_id', t.bigint, account)
          .addColumn('purpose', 'text', notNull)
          .addColumn('expires_at', t.bigint, notNull)
          .addColumn('used_at', t.bigint),
        schema.createIndex('staff_links_account').on('staff_links').column('account_id'),
        schema
          .createTable('staff_sessions')
          .addColumn('id', t.id, t.identity)
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('account_id', t.bigint, account)
          .addColumn('created_at', t.bigint, notNull)
          .addColumn('last_seen_at', t.bigint, notNull)
          .addColumn('revoked_at', t.bigint)
          .addColumn('ip', 'text', notNull)
          .addColumn('user_agent', 'text', notNull),
        schema.createIndex('staff_sessions_account').on('staff_sessions').column('account_id'),
        schema
          .createTable('staff_challenges')
          .addColumn('id_hash', 'text', (c) => c.primaryKey())
          .addColumn('challenge', 'text', notNull)
          .addColumn('expires_at', t.bigint, notNull),
        schema
          .createTable('audit_log')
          .addColumn('id', t.id, t.identity)
          .addColumn('at', t.bigint, notNull)
          .addColumn('actor_id', t.bigint)
          .addColumn('actor_name', 'text')
          .addColumn('ip', 'text', notNull)
          .addColumn('action', 'text', notNull)
          .addColumn('record_type', 'text')
          .addColumn('record_id', 'text')
          .addColumn('before', t.json)
          .addColumn('after', t.json),
        schema.createIndex('audit_log_at').on('audit_log').column('at'),
      ]
    },
  },
  {
    version: 7,
    name: "leads: each enquiry's place in the pipeline, who works it, and its notes",
    up: (schema, t) => [
      schema
        .alterTable('enquiries')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new')),
      schema.alterTable('enquiries').addColumn('lost_reason', 'text'),
      schema
        .alterTable('enquiries')
        .addColumn('assigned_to', t.bigint, (c) =>
          c.references('staff_accounts.id').onDelete('set null'),
        ),
      schema.alterTable('enquiries').addColumn('contacted_at', t.bigint),
      schema.createIndex('enquiries_status').on('enquiries').columns(['status', 'id']),
      schema
        .createTable('lead_notes')
        .addColumn('id', t.id, t.identity)
        .addColumn('enquiry_id', t.bigint, (c) =>
          c.notNull().references('enquiries.id').onDelete('cascade'),
        )
        .addColumn('author_id', t.bigint)
        .addColumn('author_name', 'text', notNull)
        .addColumn('body', 'text', notNull)
        .addColumn('at', t.bigint, notNull),
      schema.createIndex('lead_notes_enquiry').on('lead_notes').column('enquiry_id'),
    ],
  },
  {
    version: 8,
    name: 'where each lead came from: its visit as the site kept it, and the source it counts under',
    up: (schema, t) => [
      schema.alterTable('enquiries').addColumn('attribution', t.json),
      // Null for the enquiries stored before the site kept their visit: their source is unknown.
      schema.alterTable('enquiries').addColumn('source', 'text'),
      schema.createIndex('enquiries_source').on('enquiries').columns(['source', 'id']),
    ],
  },
  {
    version: 9,
    name: "the shipments desk: each job's stage, next due date, last post and lead; update locations",
    up: (schema, t, { kind, db }) => {
      const msOf = (column: string) =>
        kind === 'sqlite'
          ? sql<number>`cast((julianday(${sql.ref(column)}) - 2440587.5) * 86400000 as integer)`
          : sql<number>`cast(extract(epoch from ${sql.ref(column)}) * 1000 as bigint)`
      const digits = ['+', '-', '(', ')', '.', '/'].reduce(
        (expression, char) => sql`replace(${expression}, ${sql.lit(char)}, '')`,
        sql`replace(${sql.ref('contact_number')}, ' ', '')`,
      )
      const every = () => sql<boolean>`true`
      return [
        schema.alterTable('jobs').addColumn('stage', 'text'),
        schema
          .alterTable('jobs')
          .addColumn('next_due', t.date, (c) => c.notNull().defaultTo('9999-12-31')),
        schema.alterTable('jobs').addColumn('last_posted_at', t.bigint),
        schema.alterTable('jobs').addColumn('contact_digits', 'text'),
        schema
          .alterTable('jobs')
          .addColumn('lead_id', t.bigint, (c) => c.references('enquiries.id').onDelete('set null')),
        schema.alterTable('status_updates').addColumn('location', 'text'),
        refreshStage(db, every),
        refreshNextDue(db, every),
        db.updateTable('jobs').set({
          contact_digits: sql`nullif(${digits}, '')`,
          last_posted_at: (eb) =>
            eb.fn.coalesce(
              eb
                .selectFrom('status_updates as su')
                .select(msOf('su.created_at').as('at'))
                .whereRef('su.job_id', '=', 'jobs.id')
                .orderBy('su.created_at', 'desc')
                .limit(1),
              msOf('jobs.created_at'),
            ),
        }),
        // The list's order, and its keyset: next due date, then id.
        schema.createIndex('jobs_next_due').on('jobs').columns(['next_due', 'id']),
        schema.createIndex('jobs_stage').on('jobs').columns(['stage', 'next_due', 'id']),
        schema.createIndex('jobs_last_posted').on('jobs').column('last_posted_at'),
        schema.createIndex('jobs_lead').unique().on('jobs').column('lead_id'),
      ]
    },
  },
  {
    version: 10,
    name: 'moves: the legs of one move (air, sea, storage) and subscriptions to all of them',
    up: (schema, t) => [
      schema
        .createTable('moves')
        .addColumn('id', t.id, t.identity)
        .addColumn('created_at', t.bigint, notNull),
      schema
        .alterTable('jobs')
        .addColumn('move_id', t.bigint, (c) => c.references('moves.id').onDelete('set null')),
      schema.createIndex('jobs_move').on('jobs').columns(['move_id', 'id']),
      // 1: the subscriber also hears of every other leg of the job's move.
      schema
        .alterTable('subscriptions')
        .addColumn('whole_move', 'integer', (c) => c.notNull().defaultTo(0)),
    ],
  },
  {
    version: 11,
    name: "one move, one customer: an admin's reason for a leg of another record; mixed moves listed",
    up: (schema, _t, { kind, db }) => [
      // Set when an admin joined the leg to a move of another record of the same customer.
      schema.alterTable('jobs').addColumn('move_reason', 'text'),
      // Moves made before the rule are kept for staff to sort out, and listed.
      auditMixedMoves(db, kind, 'migration: one move, one customer'),
    ],
  },
  {
    version: 12,
    name: 'languages: the language each subscription was made in, and an Arabic note per update',
    up: (schema) => [
      // Every subscription so far was made before the e-mails had an Arabic twin: English.
      schema
        .alterTable('subscriptions')
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en')),
      schema.alterTable('status_updates').addColumn('status_content_ar', 'text'),
    ],
  },
  {
    version: 13,
    name: "passkeys you can see and take back; each member's console language; no link in the outbox",
    up: (schema, t, { db }) => [
      // Passkeys made before this were never named: the console shows them as unnamed.
      schema
        .alterTable('staff_passkeys')
        .addColumn('name', 'text', (c) => c.notNull().defaultTo('')),
      // What WebAuthn said at registration; unknown (null) for the passkeys made before.
      schema.alterTable('staff_passkeys').addColumn('device_type', 'text'),
      schema.alterTable('staff_passkeys').addColumn('backed_up', 'integer'),
      // Every account read the English console so far.
      schema
        .alterTable('staff_accounts')
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en')),
      // When the session began with a user-verified passkey sign-in (null: by link or enrolment).
      schema.alterTable('staff_sessions').addColumn('passkey_at', t.bigint),
      // Which passkey it began with: taking that passkey back ends the session too.
      schema.alterTable('staff_sessions').addColumn('passkey_id', 'text'),
      // The link e-mails queued so far carry their working link in the payload: drop them (an
      // admin sends a new link); from now on the link is made when the e-mail goes.
      db.deleteFrom('outbox').where('payload', 'like', '{"kind":"staff-link",%'),
    ],
  },
  {
    version: 14,
    name: 'the audit trail refuses UPDATE and DELETE in the database itself',
    up: (_schema, _types, { kind }) => auditAppendOnly(kind),
  },
]

/** The newest schema this release knows: a backup from a newer one cannot be restored here. */
export const SCHEMA_VERSION = Math.max(...migrations.map((migration) => migration.version))

/** Applies, in one transaction, the migrations this database has not had yet. */
export async function migrate(executor: Executor) {
  await executor.migrate((run) => applyMigrations(executor, run))
}

/** The schema versions of this release, in order: a database that has them all is current. */
export const schemaVersions = migrations.map((migration) => migration.version)

/**
 * Applies the migrations not had yet through `run`, inside a transaction the caller holds with
 * the migration lock (`Executor.migrate`), so a copy can migrate and fill a database at once.
 */
export async function applyMigrations(
  { db, kind }: Pick<Executor, 'db' | 'kind'>,
  run: Parameters<Parameters<Executor['migrate']>[0]>[0],
) {
  const types = columnTypes[kind]
  await run(
    db.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', notNull)
      .addColumn('applied_at', types.timestamp, notNull),
  )
  const applied = new Set(
    (await run(db.selectFrom('schema_migrations').select('version'))).map((row) => row.version),
  )
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue
    for (const change of migration.up(db.schema, types, { kind, db })) await run(change)
    const { version, name } = migration
    await run(
      db
        .insertInto('schema_migrations')
        .values({ version, name, applied_at: new Date().toISOString() }),
    )
  }
}
