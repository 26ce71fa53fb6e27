// The staff console's API under `npm run bench:api`: a database of 10,000 leads, one signed-in
// sales session, and the p95 of the inbox's requests made one after another (latency, not
// throughput: one person opening the inbox). Budgets from issue 35: the first page ≤ 50 ms, a
// filtered search ≤ 100 ms. The seeding (leads, shipments, a session) serves bench-api.mjs's
// shipments desk and bench-console-inp.mjs too.
import { createHash, randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'

import Database from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { runnerImport } from 'vite'

const LEADS = 10_000
const SHIPMENTS = 50_000
const ROUNDS = 300
const WARM_UP = 30

const people = [
  ['Omar Haddad', '97455112233', 'omar.haddad@example.com', 'localMove', 'ar'],
  ['Priya Nair', '97466001122', 'priya.nair@example.com', 'internationalMove', 'en'],
  ['Liam O’Brien', '97433009988', 'liam.obrien@example.com', 'storageServices', 'en'],
  ['Fatima Al-Kuwari', '97450443322', 'fatima.k@example.com', 'carExport', 'ar'],
  ['Chen Wei', '97477889900', 'chen.wei@example.com', 'logistics', 'en'],
]
const STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost']

/** Writes the leads and a sales session straight into the server's database; answers the cookie. */
function seed(databasePath) {
  const db = new Database(databasePath)
  seedLeads(db)
  const cookie = staffSession(db, 'sales')
  db.close()
  return cookie
}

/**
 * 10,000 leads written into an open database in one transaction, one every 15 minutes up to now:
 * three in seven new, the others through the pipeline's statuses.
 */
export function seedLeads(db) {
  const lead = db.prepare(`INSERT INTO enquiries
    (full_name, phone_number, email, service_type, message, referer_url, submitted_url, client_ip,
     locale, status, created_at)
    VALUES (?, ?, ?, ?, ?, '', 'https://example.qa/contact-us', '127.0.0.1', ?, ?, ?)`)
  const start = Date.now() - LEADS * 15 * 60_000
  db.transaction(() => {
    for (let i = 0; i < LEADS; i++) {
      const [name, phone, email, service, locale] = people[i % people.length]
      lead.run(
        `${name} ${i}`,
        phone,
        email,
        service,
        'A three-bedroom villa, packing included, in the last week of the month.',
        locale,
        STATUSES[i % 7 < 3 ? 0 : i % STATUSES.length],
        new Date(start + i * 15 * 60_000).toISOString(),
      )
    }
  })()
}

/**
 * The stage list and the rule the server keeps each job's next due date by, from their one source
 * (shared/contract/jobs.ts, server/src/shipments/job-summary.ts): loaded through Vite's module
 * runner with the server build's own config, as Node 22 runs no .ts unflagged.
 */
export async function serverModule(file) {
  const { module } = await runnerImport(file, {
    configFile: 'server/vite.config.ts',
    logLevel: 'error',
    // The config file's @contract alias does not reach the module runner (job-summary.ts's
    // `@contract/jobs.ts` then fails to load): given here as well, as tools/vite/alias.ts has it.
    resolve: {
      alias: { '@contract': fileURLToPath(new URL('../../shared/contract', import.meta.url)) },
    },
  })
  return module
}

/**
 * 50,000 shipments written straight into an open database `file` (its server idle), in one
 * transaction, each with the summary columns the server keeps (stage, next due date, last post,
 * digits). Tracking numbers run BNCH000000 up; every seventh from the first has no stage yet.
 */
export async function seedShipments(file) {
  const { MILESTONES } = await serverModule('shared/contract/jobs.ts')
  const { refreshNextDue } = await serverModule('server/src/shipments/job-summary.ts')
  const stages = [null, ...MILESTONES]
  const names = [
    'Omar Haddad',
    'Priya Nair',
    'Aisha Rahman',
    'Liam O’Brien',
    'Fatima Noor',
    'Chen Wei',
  ]
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const insert = file.prepare(
    `INSERT INTO jobs (tracking_id, customer_name, contact_number, contact_digits, origin, destination,
       collection_date, date_of_departure, date_of_arrival, stage, last_posted_at)
     VALUES (?, ?, ?, ?, 'Doha', 'Amman', ?, ?, ?, ?, ?)`,
  )
  // The server's own statement, compiled for SQLite and run on this connection.
  const nextDue = refreshNextDue(
    new Kysely({ dialect: new SqliteDialect({ database: file }) }),
    (eb) => eb('tracking_id', 'like', 'BNCH%'),
  ).compile()
  file.transaction(() => {
    for (let i = 0; i < SHIPMENTS; i++) {
      const stage = stages[i % stages.length]
      const start = (i % 120) - 60
      const [collection, departure, arrival] = [day(start), day(start + 5), day(start + 30)]
      const digits = `9745${String(1_000_000 + ((i * 7919) % 9_000_000)).padStart(7, '0')}`
      insert.run(
        `BNCH${String(i).padStart(6, '0')}`,
        `${names[i % names.length]} ${i}`,
        `+${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`,
        digits,
        collection,
        departure,
        arrival,
        stage,
        Date.now() - (i % 14) * 86_400_000,
      )
    }
    file.prepare(nextDue.sql).run(...nextDue.parameters)
  })()
}

/** A signed-in session of `role`, written straight into the database; answers its cookie. */
export function staffSession(db, role) {
  const account = db
    .prepare(
      `INSERT INTO staff_accounts (email, name, role, webauthn_user_id)
      VALUES (?, ?, ?, ?) RETURNING id`,
    )
    .get(
      `bench.${role}@example.qa`,
      `Bench ${role}`,
      role,
      randomBytes(16).toString('base64url'),
    ).id
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  db.prepare(
    `INSERT INTO staff_sessions
    (token_hash, account_id, created_at, last_seen_at, ip, user_agent)
    VALUES (?, ?, ?, ?, '127.0.0.1', 'bench')`,
  ).run(createHash('sha256').update(token).digest('base64url'), account, now, now)
  return `__Host-staff=${token}`
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]

/** p50 and p95 of ROUNDS requests one after another, after a few to warm up. */
export async function latency(url, headers) {
  const times = []
  for (let i = 0; i < WARM_UP + ROUNDS; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    if (i >= WARM_UP) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) }
}

/** Measures the inbox against a seeded database; answers table rows and whether each budget held. */
export async function benchLeads(base, databasePath) {
  const cookie = seed(databasePath)
  const scenarios = [
    ['Inbox, first page (GET /api/staff/enquiries)', '/api/staff/enquiries', 50],
    [
      'Inbox, filtered search (status, service, language and a name)',
      '/api/staff/enquiries?status=new&service=internationalMove&locale=en&q=priya%20nair%2099',
      100,
    ],
    ['Inbox, search by phone digits', '/api/staff/enquiries?q=009988', 100],
  ]
  const results = []
  for (const [name, path, budget] of scenarios) {
    const { p50, p95 } = await latency(base + path, { cookie })
    results.push({
      row: `| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | p95 ≤ ${budget} ms | ${p95 <= budget ? 'met' : 'MISSED'} |`,
      pass: p95 <= budget,
    })
  }
  return results
}

export const LEAD_COUNT = LEADS
export const LEAD_ROUNDS = ROUNDS
export const SHIPMENT_COUNT = SHIPMENTS
