// Interaction to Next Paint of the staff console's three daily taps (issue 52): opening a lead
// from the inbox, a one-tap status step on a lead, and posting an update on a shipment; each on a
// fresh page of a 390 × 844 phone with the CPU slowed 4× (bench-inp.mjs), INP_RUNS times (3 by
// default), against the 200 ms budget, with 10,000 leads and 50,000 shipments in the database.
// `npm run bench` calls `benchConsoleInp` after the public site's taps; alone, it starts its own
// server on the build in dist/, which production wants built with a reCAPTCHA site key (run
// `VITE_RECAPTCHA_SITE_KEY=e2e-site-key npm run build` first, as `npm run bench` builds):
//
//   node tests/tools/bench-console-inp.mjs
//   BENCH_PORT=4500 INP_RUNS=5 node tests/tools/bench-console-inp.mjs
//
// The server is the production one of bench-server.mjs, named http://localhost:PORT: the staff
// session cookie is `__Host-`, which a browser keeps only in a secure context.
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

import Database from 'better-sqlite3'

import { CPU_SLOWDOWN, INP_BUDGET, inpTable, measureInteractions, PHONE } from './bench-inp.mjs'
import { startServer, stopServer } from './bench-server.mjs'
import {
  LEAD_COUNT,
  SHIPMENT_COUNT,
  seedLeads,
  seedShipments,
  staffSession,
} from './bench-staff.mjs'

/** Notes every seeded shipment carries before the bench posts its next milestone. */
const HISTORY = [
  ['+0 day', '09:00', 'Doha', 'Survey done; packing booked with the customer.'],
  ['+1 day', '14:30', 'Doha', 'Packed and crated: 42 cartons, 3 crates.'],
  ['+3 day', '11:15', 'Hamad Port', 'Delivered to the port for loading.'],
]

/**
 * The leads and shipments of a busy office, with a few updates on every shipment, and a signed-in
 * admin (who works leads and posts updates) written into the idle server's database. Answers the
 * session cookie's value and, for the taps that change a record, records still in their first
 * state: new leads and shipments with no stage, newest first, one per measured run.
 */
async function seed(databasePath) {
  const db = new Database(databasePath)
  db.pragma('busy_timeout = 5000')
  await seedShipments(db)
  const history = db.prepare(
    `INSERT INTO status_updates (job_id, status_content, status_date, status_time, location)
     SELECT id, ?, date(collection_date, ?), ?, ? FROM jobs WHERE tracking_id LIKE 'BNCH%'`,
  )
  let cookie
  db.transaction(() => {
    seedLeads(db)
    for (const [offset, time, location, note] of HISTORY) history.run(note, offset, time, location)
    cookie = staffSession(db, 'admin')
  })()
  const newLeads = db
    .prepare("SELECT id FROM enquiries WHERE status = 'new' ORDER BY id DESC LIMIT 100")
    .pluck()
    .all()
  const unstaged = db
    .prepare(
      "SELECT tracking_id FROM jobs WHERE stage IS NULL AND tracking_id LIKE 'BNCH%' ORDER BY id LIMIT 100",
    )
    .pluck()
    .all()
  // As SQLite's own checkpoints would have by the time staff open the console.
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
  return { token: cookie.slice(cookie.indexOf('=') + 1), newLeads, unstaged }
}

/** Hands out the next record of `list`: each run (and each retry) gets one nobody has touched. */
const taker = (list, what) => () => {
  const next = list.shift()
  if (next === undefined) throw new Error(`No untouched ${what} left to measure`)
  return next
}

/** The three taps, on records from `seed`; the English console's words (its .messages.ts). */
function interactions({ newLeads, unstaged }) {
  const lead = taker(newLeads, 'new lead')
  const shipment = taker(unstaged, 'shipment without a stage')
  const workBar = (page) => page.getByRole('region', { name: 'Work this lead' })
  return [
    {
      key: 'console-open-lead',
      name: 'Inbox: open the newest lead',
      path: '/staff',
      target: (page) =>
        page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first(),
      done: workBar,
    },
    {
      key: 'console-contacted',
      name: 'Lead: one-tap status step (Contacted)',
      path: '/staff/leads/:id',
      url: () => `/staff/leads/${lead()}`,
      prepare: (page) =>
        workBar(page)
          .getByRole('group', { name: 'Status' })
          .getByRole('button', { name: 'Contacted', exact: true }),
      target: (page, button) => button,
      done: (page, button) => button.and(page.locator('[aria-pressed="true"]')),
    },
    {
      key: 'console-post-update',
      name: 'Shipment: Post the update (next stage preselected)',
      path: '/staff/shipments/:trackingId',
      url: () => `/staff/shipments/${shipment()}`,
      prepare: (page) =>
        page
          .getByRole('region', { name: 'Post an update' })
          .getByRole('button', { name: 'Post the update', exact: true }),
      target: (page, button) => button,
      // The posted milestone, first in the shipment's list: the form's "Posted." notice did not
      // show after the first post on a freshly seeded server in trials, though the post was saved.
      done: (page) =>
        page
          .getByRole('region', { name: 'Status updates' })
          .getByText('Booked · Your move is booked.'),
    },
  ]
}

/**
 * Starts the production server on `port` with a fresh database, seeds it, measures the three
 * taps `runs` times each and stops the server. Answers the results (bench-inp.mjs's shape) and
 * the minutes the measuring took.
 */
export async function benchConsoleInp(port, { runs = 3, log = console.log } = {}) {
  const server = await startServer(port, { host: 'localhost' })
  try {
    const seeded = await seed(server.database)
    log(`Seeded ${LEAD_COUNT} leads and ${SHIPMENT_COUNT} shipments; measuring the console's taps`)
    const cookies = [
      {
        name: '__Host-staff',
        value: seeded.token,
        domain: 'localhost',
        path: '/',
        secure: true,
        sameSite: 'Lax',
      },
    ]
    const started = Date.now()
    const results = await measureInteractions(server.origin, interactions(seeded), {
      runs,
      log,
      // The console is rendered in the browser: it is ready once its main landmark is there.
      page: { cookies, ready: (page) => page.getByRole('main').waitFor({ timeout: 30_000 }) },
    })
    return { results, minutes: (Date.now() - started) / 60_000 }
  } finally {
    await stopServer(server)
  }
}

/** The subsection `npm run bench` writes into docs/benchmarks.md. */
export const consoleInpSection = (
  results,
  runs,
  minutes,
) => `### Interaction to Next Paint in the staff console

\`tests/tools/bench-console-inp.mjs\`, ${minutes.toFixed(0)} minutes: a server of its own (the same build, production mode) whose database holds ${LEAD_COUNT.toLocaleString('en')} leads and ${SHIPMENT_COUNT.toLocaleString('en')} shipments with ${HISTORY.length} updates each, and a signed-in admin; each tap in a fresh page of the same phone (${PHONE.viewport.width} × ${PHONE.viewport.height}, CPU ${CPU_SLOWDOWN}× slower), ${runs} times, taken in rounds (issue 52). The status step and the post each use a record nobody has touched: a new lead, a shipment with no stage (its first milestone preselected). Median with the lowest and highest run; a miss is in bold.

${inpTable(results)}
`

// Alone: start a server on the build, measure, and exit non-zero on a miss.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!existsSync('dist-ssr/server/main.js') || !existsSync('dist/staff/index.html')) {
    console.error('No build found: run "VITE_RECAPTCHA_SITE_KEY=e2e-site-key npm run build" first.')
    process.exit(1)
  }
  const runs = Number(process.env.INP_RUNS ?? 3)
  const { results } = await benchConsoleInp(Number(process.env.BENCH_PORT ?? 4322), { runs })
  console.log(
    `\nStaff console INP on a ${PHONE.viewport.width} × ${PHONE.viewport.height} phone, CPU ${CPU_SLOWDOWN}× slower, ` +
      `median of ${runs} run(s) in fresh pages:\n\n${inpTable(results)}`,
  )
  const missed = results.filter((r) => !r.pass)
  if (missed.length) {
    console.error(
      `Console INP budget (≤ ${INP_BUDGET} ms) missed: ${missed.map((r) => r.name).join('; ')}`,
    )
    process.exitCode = 1
  }
}
