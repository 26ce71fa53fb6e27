// The staff console's API under `npm run bench:api`: a database of 10,000 leads, one signed-in
// sales session, and the p95 of the inbox's requests made one after another (latency, not
// throughput: one person opening the inbox). Budgets from issue 35: the first page ≤ 50 ms, a
// filtered search ≤ 100 ms.
import { createHash, randomBytes } from 'node:crypto'

import Database from 'better-sqlite3'

const LEADS = 10_000
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
  const cookie = staffSession(db, 'sales')
  db.close()
  return cookie
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
