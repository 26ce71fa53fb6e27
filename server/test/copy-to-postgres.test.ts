import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import Database from 'better-sqlite3'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { quoteContent, sealedContent } from '@contract/quote-content.ts'
import { draftFromLead } from '../src/quotes/prepare.ts'
import { openPostgres, openSqlite, type Repository } from '../src/repository.ts'
import { seedDemo } from '../src/shipments/index.ts'

import { emptyPostgresDatabase, tempDir } from './helpers.ts'
import { plannedMove } from '../../src/testing/planned-move.ts'
import { cli } from './tracking-helpers.ts'

const by = { actorId: null, actorName: 'cli:copy-test', ip: 'cli', action: 'seed' }

const details = plannedMove('2026-12-20')

const enquiry = (fullName: string, locale: 'en' | 'ar') => ({
  fullName,
  phoneNumber: '97455001122',
  email: 'aisha.rahman@example.com',
  locale,
  serviceType: 'internationalMove',
  message: locale === 'ar' ? 'أريد نقل أثاث شقتي إلى عمّان' : 'Moving a flat to Amman.',
  refererUrl: 'https://www.google.com/',
  submittedUrl: 'https://www.pearlcoastmovers.qa/contact-us',
  trackingNumber: null,
  details,
  attribution: { landingPage: '/', referrer: 'www.google.com', utmSource: 'Google' },
  clientIp: '10.0.0.7',
  recaptchaScore: 0.9,
  reviewReason: null,
})

/** A SQLite site with a row in every table, made through the repository as the server makes them. */
async function seededSite() {
  const path = join(tempDir('copy'), 'site.db')
  const repo = openSqlite(path)
  await repo.migrate()
  await seedDemo(repo)
  const member = { email: 'mariam@example.com', name: 'مريم الكواري', role: 'admin' as const }
  const staffId = (await repo.addStaffMember(member, 'webauthn-user-1', by))!
  await repo.addStaffMember({ email: 'omar@example.com', name: 'Omar', role: 'sales' }, 'wa-2', by)
  await repo.addPasskey(
    {
      credentialId: 'credential-1',
      accountId: staffId,
      publicKey: 'cose-key',
      counter: 4,
      transports: ['internal', 'hybrid'],
      deviceType: 'multiDevice',
      backedUp: true,
    },
    by,
    true,
  )
  await repo.addStaffLink('link-hash', staffId, 'enrol', Date.now() + 86_400_000, by)
  await repo.addChallenge('challenge-hash', 'challenge', Date.now() + 60_000)
  const session = { ip: '10.0.0.1', userAgent: 'Firefox', replaces: null, passkey: 'credential-1' }
  await repo.startSession('session-hash', staffId, { ...session, locale: 'ar' }, by)
  const created = await repo.createEnquiry(
    enquiry('Aisha Rahman', 'en'),
    { key: 'key-1', fingerprint: 'print-1' },
    { leadWebhook: true },
  )
  await repo.createEnquiry(enquiry('عائشة الرحمن', 'ar'), null)
  const leadId = 'id' in created ? created.id : 0
  await repo.setLeadStatus(leadId, 'new', { status: 'contacted', reason: null }, by)
  await repo.assignLead(leadId, null, staffId, by)
  await repo.addLeadNote(leadId, { id: staffId, name: member.name }, 'اتصلت بها صباحاً', by)
  await repo.upsertJob({
    tracking_id: 'AIRL000001',
    cargo_type: 'Air freight',
    customer_name: 'Aisha Rahman',
    contact_number: '+974 5500 1122',
    weight: 120.75,
    date_of_arrival: '2026-12-01',
  })
  await repo.joinMove(null, ['ABCD123456', 'AIRL000001'], by)
  await repo.addStatusUpdate({
    tracking_id: 'ABCD123456',
    status_content: 'Arrived at Brisbane',
    status_content_ar: 'وصلت الشحنة إلى ميناء بريزبن',
    status_date: '2026-11-27',
    status_time: '08:00',
    milestone: 'arrived',
    location: 'Brisbane',
  })
  // The newest update, removed: PostgreSQL must not give its id again.
  const removed = (await repo.addStatusUpdate({
    tracking_id: 'ABCD123456',
    status_content: 'Posted by mistake',
    status_date: '2026-11-27',
  }))!
  await repo.removeStatusUpdate(removed)
  const [job] = await repo.findJobs('ABCD123456')
  await repo.subscribe(job!.id, 'en@example.com', false, Date.now(), 'en')
  await repo.subscribe(job!.id, 'ar@example.com', true, Date.now(), 'ar')
  const raw = new Database(path)
  const subscription = raw.prepare('SELECT max(id) FROM subscriptions').pluck().get() as number
  raw.close()
  await repo.addSubscriptionToken('token-hash', subscription, 'confirm', Date.now() + 60_000)
  await repo.countAttempt('ABCD123456', '10.0.0.9', 3_600_000)
  // A quote sent, with its link, its code and its acceptance; only drafts are written through the
  // store so far, so the rest go in as the next step of issue 53 will write them.
  const quoteId = await repo.addQuote(
    draftFromLead((await repo.findEnquiry(leadId))!, '2026-11-28'),
    {
      ...by,
      action: 'quote.prepared',
    },
  )
  const quote = (await repo.quote(quoteId))!
  const version = await sealedContent(quoteContent(quote, 1))
  const accepted = await sealedContent(quoteContent(quote, 1, []))
  const sql = new Database(path)
  sql
    .prepare(
      'INSERT INTO quote_versions (quote_id, version, content, content_sha256, sent_at, sent_by) VALUES (?, 1, ?, ?, ?, ?)',
    )
    .run(quoteId, version.text, version.sha256, Date.now(), staffId)
  sql
    .prepare('INSERT INTO quote_links (token_hash, quote_id, created_at) VALUES (?, ?, ?)')
    .run('quote-link-hash', quoteId, Date.now())
  sql
    .prepare(
      "INSERT INTO quote_codes (quote_id, version, code_hash, channel, created_at, expires_at) VALUES (?, 1, 'code-hash', 'email', ?, ?)",
    )
    .run(quoteId, Date.now(), Date.now() + 600_000)
  sql
    .prepare(
      'INSERT INTO quote_acceptances (quote_id, version, content, content_sha256, typed_name, accepted_at, ' +
        "accepted_at_doha, ip, user_agent, code_channel, language) VALUES (?, 1, ?, ?, 'عائشة الرحمن', ?, " +
        "'2026-11-28T22:40:05+03:00', '10.0.0.7', 'Firefox', 'email', 'ar')",
    )
    .run(quoteId, accepted.text, accepted.sha256, Date.now())
  // WhatsApp (issue 54): a consenting number, a message each way, a follow, a queued webhook body.
  const at = Date.now()
  sql
    .prepare(
      'INSERT INTO whatsapp_contacts (phone, locale, consent_at, consent_source, last_inbound_at, created_at, updated_at) ' +
        "VALUES ('97455123456', 'ar', ?, 'enquiry', ?, ?, ?)",
    )
    .run(at, at, at, at)
  sql
    .prepare(
      'INSERT INTO whatsapp_messages (phone, lead_id, direction, wa_id, kind, language, body, params, status, at) ' +
        "VALUES ('97455123456', ?, 'in', 'wamid.in-1', 'text', 'ar', 'متى يصل الفريق؟', NULL, 'received', ?), " +
        "('97455123456', ?, 'out', 'wamid.out-1', 'template', 'ar', 'مرحبًا', '[\"عائشة\"]', 'delivered', ?)",
    )
    .run(leadId, at, leadId, at)
  sql
    .prepare(
      "INSERT INTO whatsapp_follows (job_id, phone, whole_move, created_at) VALUES (?, '97455123456', 1, ?)",
    )
    .run(job!.id, at)
  sql
    .prepare(
      'INSERT INTO whatsapp_events (body, received_at, next_attempt_at) VALUES (\'{"object":"whatsapp_business_account"}\', ?, ?)',
    )
    .run(at, at)
  // Follow-ups (issue 55): a rule an admin moved, one planned and one sent, a stop-page link and a
  // stop, a review with its link, and the alert it raised.
  sql
    .prepare(
      "INSERT INTO follow_up_rules (rule, enabled, offset_minutes, updated_at, updated_by) VALUES ('move_3_days', 1, 4000, ?, ?)",
    )
    .run(at, staffId)
  sql
    .prepare(
      'INSERT INTO follow_ups (rule, key, lead_id, job_id, quote_id, due_at, status, locale, channel, sent_at, created_at, updated_at) ' +
        "VALUES ('quote_viewed', 'quote_viewed:quote:1', ?, NULL, ?, ?, 'sent', 'ar', 'email', ?, ?, ?), " +
        "('review_request', 'review_request:job:1', NULL, ?, NULL, ?, 'scheduled', 'en', NULL, NULL, ?, ?)",
    )
    .run(leadId, quoteId, at, at, at, at, job!.id, at + 86_400_000, at, at)
  sql
    .prepare(
      "INSERT INTO follow_up_links (token_hash, lead_id, job_id, email, phone, locale, created_at) VALUES ('stop-hash', ?, ?, 'en@example.com', '55123456', 'en', ?)",
    )
    .run(leadId, job!.id, at)
  sql
    .prepare(
      "INSERT INTO follow_up_stops (scope, lead_id, job_id, email, source, at) VALUES ('move', ?, ?, 'en@example.com', 'link', ?)",
    )
    .run(leadId, job!.id, at)
  sql
    .prepare(
      "INSERT INTO review_links (token_hash, job_id, lead_id, locale, created_at) VALUES ('review-hash', ?, ?, 'ar', ?)",
    )
    .run(job!.id, leadId, at)
  const review = sql
    .prepare(
      "INSERT INTO reviews (job_id, lead_id, rating, comment, locale, at) VALUES (?, ?, 2, 'تأخر الفريق ساعتين.', 'ar', ?)",
    )
    .run(job!.id, leadId, at).lastInsertRowid
  sql
    .prepare(
      "INSERT INTO staff_alerts (kind, staff_id, lead_id, job_id, review_id, created_at) VALUES ('low-rating', ?, ?, ?, ?, ?)",
    )
    .run(staffId, leadId, job!.id, review, at)
  sql.close()
  await repo.close()
  return { path, leadId, removed, staffId }
}

/** The application's tables of a SQLite file, with their rows. */
function sqliteTables(path: string) {
  const db = new Database(path, { readonly: true })
  try {
    const names = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' " +
          "AND name <> 'schema_migrations' ORDER BY name",
      )
      .pluck()
      .all() as string[]
    return Object.fromEntries(
      names.map((name) => [name, db.prepare(`SELECT * FROM ${name}`).all() as Row[]]),
    )
  } finally {
    db.close()
  }
}

type Row = Record<string, unknown>

/** Reads PostgreSQL as the server does: bigints as numbers, dates as their text. */
async function postgresQuery(url: string, text: string) {
  const client = new pg.Client({
    connectionString: url,
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8
          ? Number
          : oid === pg.types.builtins.DATE
            ? (value: string) => value
            : pg.types.getTypeParser(oid, format),
    } as pg.CustomTypesConfig,
  })
  await client.connect()
  try {
    return (await client.query(text)).rows as Row[]
  } finally {
    await client.end()
  }
}

const byFirstColumn = (rows: Row[]) =>
  [...rows].sort((a, b) => {
    const [x, y] = [Object.values(a)[0], Object.values(b)[0]]
    return typeof x === 'number' ? x - Number(y) : String(x) < String(y) ? -1 : 1
  })

/** A SQLite row as PostgreSQL should hold it: ISO timestamps read as dates, JSON text parsed. */
const asCopied = (row: Row, like: Row) =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => {
      const copied = like[column]
      if (value === null) return [column, value]
      if (copied instanceof Date) return [column, new Date(String(value))]
      if (typeof copied === 'object' && copied !== null) return [column, JSON.parse(String(value))]
      return [column, value]
    }),
  )

const copy = (url: string, ...args: string[]) =>
  cli({ DATABASE_URL: url }, 'copy-to-postgres', ...args)

async function applicationRows(url: string) {
  const tables = await postgresQuery(
    url,
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' " +
      "AND table_name <> 'schema_migrations'",
  )
  const counts: Record<string, number> = {}
  for (const { table_name } of tables)
    counts[String(table_name)] = Number(
      (await postgresQuery(url, `SELECT count(*) AS n FROM ${table_name}`))[0]!.n,
    )
  return counts
}

// Each copy is a CLI process of its own, and a busy machine makes it slow.
describe.skipIf(!process.env.TEST_DATABASE_URL)('copy-to-postgres', { timeout: 180_000 }, () => {
  it('copies every table, row for row, and the server reads the copy as it read the file', async () => {
    const site = await seededSite()
    const source = sqliteTables(site.path)
    const empty = Object.keys(source).filter((table) => source[table]!.length === 0)
    // A new table must be seeded above, so that its copy is tested too.
    expect(empty).toEqual([])

    const url = await emptyPostgresDatabase()
    const run = copy(url, '--from', site.path)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/every count and checksum matches/)
    expect(run.stdout).toMatch(new RegExp(`^enquiries\\s+2\\s+2\\s+same$`, 'm'))

    for (const [table, rows] of Object.entries(source)) {
      const copied = byFirstColumn(await postgresQuery(url, `SELECT * FROM ${table}`))
      expect(copied.length, table).toBe(rows.length)
      const expected = byFirstColumn(rows).map((row, i) => asCopied(row, copied[i]!))
      expect(copied, table).toEqual(expected)
    }

    const file = openSqlite(site.path)
    const copy2 = openPostgres(url)
    try {
      const reads = (repo: Repository) =>
        Promise.all([
          repo.leadsPage({}),
          repo.lead(site.leadId),
          repo.staffMembers(),
          repo.auditTrail({ limit: 100 }),
          repo.passkeyListing(site.staffId),
        ])
      expect(await reads(copy2)).toEqual(await reads(file))
      const [job] = await copy2.findJobs('abcd123456')
      const [before] = await file.findJobs('abcd123456')
      expect(job?.move_legs).toEqual(before?.move_legs)
      expect(job?.move_legs).toMatchObject([{ tracking_id: 'AIRL000001' }])
      expect(job?.status_updates).toEqual(before?.status_updates)
      expect(job?.status_updates).toContainEqual(
        expect.objectContaining({ status_content_ar: 'وصلت الشحنة إلى ميناء بريزبن' }),
      )

      // Ids go on past the copied ones, and past the removed update's.
      const next = await copy2.createEnquiry(enquiry('After the copy', 'en'), null)
      expect('id' in next && next.id).toBe(3)
      const update = await copy2.addStatusUpdate({
        tracking_id: 'ABCD123456',
        status_content: 'Cleared customs',
        status_date: '2026-11-28',
      })
      expect(update).toBe(site.removed + 1)
    } finally {
      await file.close()
      await copy2.close()
    }

    // Copied once, the target is no longer empty: refused, and --force keeps its audit trail.
    const again = copy(url, '--from', site.path)
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/PostgreSQL already holds rows \(.*enquiries 3.*\)/)
    expect(again.stderr).toMatch(/add --force/)
    const forced = copy(url, '--from', site.path, '--force')
    expect(forced.code).toBe(1)
    expect(forced.stderr).toMatch(/audit trail already holds \d+ lines, and it is append-only/)
    expect((await applicationRows(url)).enquiries).toBe(3)
  })

  it('with --force, replaces the rows of a target that has no audit trail', async () => {
    const site = await seededSite()
    const url = await emptyPostgresDatabase()
    // A server started on it once, outside production, seeds the demo jobs.
    const started = openPostgres(url)
    await started.migrate()
    await seedDemo(started)
    await started.upsertJob({ tracking_id: 'ONLYINPG01', customer_name: 'Not in the file' })
    await started.close()

    const refused = copy(url, '--from', site.path)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/PostgreSQL already holds rows \(jobs 4, status_updates \d+\)/)

    const forced = copy(url, '--from', site.path, '--force')
    expect(forced.stderr).toBe('')
    expect(forced.code).toBe(0)
    expect(forced.stdout).toMatch(
      /--force: replacing what PostgreSQL holds \(rows per table: jobs 4/,
    )
    const ids = await postgresQuery(url, 'SELECT tracking_id FROM jobs ORDER BY id')
    expect(ids.map((row) => row.tracking_id)).toEqual(
      sqliteTables(site.path).jobs!.map((row) => row.tracking_id),
    )
  })

  it('refuses a SQLite file of an older schema, and says to migrate it first', async () => {
    const path = join(tempDir('old'), 'site.db')
    const old = new Database(path)
    old.exec(readFileSync(join(import.meta.dirname, 'fixtures', 'schema-v2.sqlite.sql'), 'utf8'))
    old.close()
    const url = await emptyPostgresDatabase()
    const run = copy(url, '--from', path)
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(
      /is at schema version 2, this release's is \d+\. Run migrate on it first/,
    )
    // The target's migration was part of the copy's transaction: undone with it.
    expect(await applicationRows(url)).toEqual({})
  })

  it('leaves the target as it was when a row cannot be copied', async () => {
    const site = await seededSite()
    const raw = new Database(site.path)
    raw.prepare("UPDATE enquiries SET details = '{not json' WHERE id = ?").run(site.leadId)
    raw.close()
    const url = await emptyPostgresDatabase()
    const run = copy(url, '--from', site.path)
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/json/i)
    expect(await applicationRows(url)).toEqual({})
  })
})
