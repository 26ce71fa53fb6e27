// What the follow-up engine's tests share: a migrated database of either kind reached through
// its executor (a second one stands for a second instance), the engine's queries over it, Doha's
// clock, and the leads, quotes, shipments, deliveries and consents the rules count from, written
// directly.
import { join } from 'node:path'

import { afterEach, beforeEach } from 'vitest'

import type { EnquiryLocale } from '@contract/enquiry.ts'
import type { Executor } from '../src/db/sql.ts'
import { migrate } from '../src/db/migrations/runner.ts'
import { postgresExecutor } from '../src/db/postgres.ts'
import { sqliteExecutor } from '../src/db/sqlite.ts'
import { followUpQueries, type FollowUpStore } from '../src/follow-ups/index.ts'

import { emptyPostgresDatabase, tempDir, type Backend } from './helpers.ts'

/** The moment Doha's clock shows `local` ('2026-12-06T10:00'). */
export const doha = (local: string) => Date.parse(`${local}:00+03:00`)

type Instance = { sql: Executor; repo: FollowUpStore }

/** A fresh database of `backend` for each test, and a way to open another instance on it. */
export function followUpWorld(backend: Backend) {
  let open: () => Executor
  const opened: Executor[] = []
  const world = {} as Instance & { another(): Instance }
  beforeEach(async () => {
    if (backend === 'sqlite') {
      const path = join(tempDir('follow-ups'), 'test.db')
      open = () => sqliteExecutor(path)
    } else {
      const url = await emptyPostgresDatabase()
      open = () => postgresExecutor(url)
    }
    const sql = open()
    opened.push(sql)
    await migrate(sql)
    Object.assign(world, { sql, repo: followUpQueries(sql) })
  })
  world.another = () => {
    const sql = open()
    opened.push(sql)
    return { sql, repo: followUpQueries(sql) }
  }
  afterEach(async () => {
    for (const sql of opened.splice(0)) await sql.close()
  })
  return world
}

let serial = 0
const next = () => ++serial

/** Inserts the row and answers its id. */
async function insert(sql: Executor, table: 'enquiries' | 'jobs' | 'quotes', values: object) {
  const { rows } = await sql.write(
    sql.db
      .insertInto(table)
      .values(values as never)
      .returning('id'),
  )
  return Number((rows[0] as { id: number }).id)
}

export function lead(
  sql: Executor,
  {
    locale = 'en',
    email = `customer${next()}@example.com`,
    phone = `5${String(next()).padStart(7, '0')}`,
    owner = null,
    // Long before the tests' clocks: no lead of theirs waits for a first answer.
    createdAt = '2026-01-01T00:00:00.000Z',
  }: {
    locale?: EnquiryLocale
    email?: string
    phone?: string
    owner?: number | null
    createdAt?: string
  } = {},
) {
  return insert(sql, 'enquiries', {
    full_name: 'Mariam Haddad',
    phone_number: phone,
    email,
    service_type: 'local',
    message: 'A flat in West Bay',
    referer_url: '',
    submitted_url: 'https://example.com/',
    client_ip: '127.0.0.1',
    locale,
    assigned_to: owner,
    created_at: createdAt,
  })
}

/** A quote sent as version 1, valid until `validUntil`, opened by the customer at `viewedAt`. */
export async function sentQuote(
  sql: Executor,
  leadId: number,
  { validUntil, viewedAt }: { validUntil: string; viewedAt: number | null },
) {
  const id = await insert(sql, 'quotes', {
    lead_id: leadId,
    number: 1,
    status: 'sent',
    language: 'en',
    subject: '{}',
    lines: '[]',
    valid_until: validUntil,
    deposit_percent: 20,
    notes: '',
    terms_version: '1',
    current_version: 1,
    created_at: 0,
    updated_at: 0,
  })
  await sql.write(
    sql.db.insertInto('quote_versions').values({
      quote_id: id,
      version: 1,
      content: '{}',
      content_sha256: '0'.repeat(64),
      sent_at: 0,
      first_viewed_at: viewedAt,
      last_viewed_at: viewedAt,
    }),
  )
  return id
}

export function shipment(
  sql: Executor,
  fields: {
    collectionDate?: string | null
    leadId?: number | null
    email?: string | null
    phone?: string | null
  },
) {
  return insert(sql, 'jobs', {
    tracking_id: `FUP${String(next()).padStart(7, '0')}`,
    collection_date: fields.collectionDate ?? null,
    lead_id: fields.leadId ?? null,
    email: fields.email ?? null,
    contact_number: fields.phone ?? null,
  })
}

export async function delivered(sql: Executor, jobId: number, date: string, time: string | null) {
  await sql.write(
    sql.db.insertInto('status_updates').values({
      job_id: jobId,
      status_content: 'Delivered',
      status_date: date,
      status_time: time,
      milestone: 'delivered',
    }),
  )
  await sql.write(sql.db.updateTable('jobs').set({ stage: 'delivered' }).where('id', '=', jobId))
}

/** The customer said yes to WhatsApp on `phone` (international digits). */
export async function consent(sql: Executor, phone: string, at: number) {
  await sql.write(
    sql.db.insertInto('whatsapp_contacts').values({
      phone,
      locale: 'en',
      consent_at: at,
      consent_source: 'enquiry',
      created_at: at,
      updated_at: at,
    }),
  )
}

/** The follow-ups about `about`, oldest first, as stored. */
export const followUpsOf = (sql: Executor, about: { leadId?: number; jobId?: number }) =>
  sql.read(
    sql.db
      .selectFrom('follow_ups')
      .selectAll()
      .$if(about.leadId !== undefined, (q) => q.where('lead_id', '=', about.leadId!))
      .$if(about.jobId !== undefined, (q) => q.where('job_id', '=', about.jobId!))
      .orderBy('id'),
  )

/** The outbox rows a follow-up put there. */
export const outboxOf = (sql: Executor, followUpId: number) =>
  sql.read(
    sql.db
      .selectFrom('outbox')
      .select(['id', 'enquiry_id', 'payload'])
      .where('payload', 'like', `%"followUpId":${followUpId}}`),
  )

/** A member of staff, answering their account's id. */
export async function member(sql: Executor, name: string) {
  const { rows } = await sql.write(
    sql.db
      .insertInto('staff_accounts')
      .values({
        email: `${name.toLowerCase()}@staff.example`,
        name,
        role: 'sales',
        webauthn_user_id: name,
      })
      .returning('id'),
  )
  return Number(rows[0]!.id)
}
