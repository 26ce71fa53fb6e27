// `npm run test:cluster` (issue 39): two instances of the built server behind nginx, configured by
// deploy/nginx/site.conf, on one throwaway PostgreSQL and one Redis, all on loopback. Checks what
// running two changes: limits counted once, each e-mail and webhook sent once, live updates across
// instances, a `kill -9` losing and doubling nothing, ADR 031's behaviour without Redis, and each
// instance's own metrics.
// Needs the build (`npm run build`; run after test:e2e, which makes it); builds when missing.
import { execSync, spawn } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer, get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'

import { Redis } from 'ioredis'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { startWhatsAppGraph } from '../fakes/whatsapp-graph.mjs'
import { followUpsSentOnce } from './follow-ups.mjs'
import { startProxy } from './nginx.mjs'
import {
  ensureNginx,
  ensurePostgres,
  ensureRedis,
  freePort,
  listening,
  startPostgres,
  startRedis,
} from '../../server/test/services.mjs'

const MAIN = 'dist-ssr/server/main.js'
const TRACKING_LIMIT = 5
const NOTIFY = 'office@cluster.example.qa'
const FAN = 'fan@cluster.example.qa'
/** The WhatsApp account both instances send from, to the fake Graph API. */
const WHATSAPP = {
  token: 'cluster-token',
  phoneNumberId: '106540352242922',
  appSecret: 'cluster-secret',
}

if (!existsSync(MAIN) || !existsSync('dist/index.html')) {
  console.log(`${MAIN} or dist/ missing: building first (npm run build).`)
  execSync('npm run build', { stdio: 'inherit' })
}

/** Polls `check` until it answers truthy, or fails naming `what` after `ms`. */
async function until(what, check, ms = 10_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'cluster-test-'))
chmodSync(scratch, 0o777)
const cleanups = []
/** Every process started, killed on any exit so that none outlives a failed or stopped run. */
const children = []
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
})
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1))

/** A local SMTP server that keeps every message: its recipients and raw text. */
async function smtpCatcher() {
  const mails = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk) => (raw += chunk))
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw })
        done()
      })
    },
  })
  // The instance killed mid-test resets its connection; that is expected, not a failure.
  server.on('error', () => {})
  const port = await freePort()
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(resolve)))
  return { url: `smtp://127.0.0.1:${port}`, mails }
}

/** A local CRM that answers 200 to every signed lead and keeps each delivery. */
async function webhookReceiver() {
  const deliveries = []
  const server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      deliveries.push({ id: request.headers['webhook-id'], body: JSON.parse(body) })
      response.end('ok')
    })
  })
  const port = await freePort()
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(resolve)))
  return { url: `http://127.0.0.1:${port}/hooks/leads`, deliveries }
}

function startNginx(bin, listenPort, instancePorts) {
  const nginx = startProxy(bin, join(scratch, 'nginx'), listenPort, instancePorts)
  children.push(nginx.process)
  cleanups.push(nginx.stop)
  return nginx.process
}

/** One instance of the built server; its output goes to a log file, shown when a test fails. */
function startInstance(name, port, env) {
  const log = join(scratch, `${name}.log`)
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  cleanups.push(() => {
    writeFileSync(log, output)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  const instance = { name, port, child, base: `http://127.0.0.1:${port}`, output: () => output }
  return instance
}

/** Resolves once the instance listens; fails with its output when it exits or takes too long. */
async function up(instance) {
  try {
    await until(
      `instance ${instance.name} to listen`,
      async () => {
        if (instance.child.exitCode !== null) throw new Error('it exited')
        try {
          await listening(instance.port, 0)
          return true
        } catch {
          return false
        }
      },
      90_000,
    )
  } catch (error) {
    throw new Error(`instance ${instance.name}: ${error.message}\n${instance.output()}`)
  }
}

// ---------------------------------------------------------------------------------------------

let postgres
let redis
let db
let admin
let smtp
let crm
let graph
let proxy = ''
let origin = ''
let a
let b
let env

before(async () => {
  postgres = await startPostgres(ensurePostgres())
  cleanups.push(() => postgres.stop())
  redis = await startRedis(ensureRedis(), scratch)
  cleanups.push(() => redis.stop())
  const nginxBin = ensureNginx()
  smtp = await smtpCatcher()
  crm = await webhookReceiver()
  graph = await startWhatsAppGraph(WHATSAPP)
  cleanups.push(() => graph.close())

  const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()]
  proxy = `http://127.0.0.1:${proxyPort}`
  origin = proxy
  // Only the API is under test here: each instance serves a site of the built home and error
  // pages alone, since compressing the whole built site at start takes each of them tens of
  // seconds on a busy machine.
  const site = join(scratch, 'site')
  for (const page of ['index.html', '404.html', 'ar/index.html', 'ar/404.html'])
    if (existsSync(join('dist', page))) {
      mkdirSync(join(site, page, '..'), { recursive: true })
      writeFileSync(join(site, page), readFileSync(join('dist', page)))
    }
  env = {
    DIST_DIR: site,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    TRUST_PROXY: '127.0.0.1',
    SITE_URL: proxy,
    ALLOWED_ORIGINS: proxy,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: NOTIFY,
    LEADS_WEBHOOK_URL: crm.url,
    LEADS_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64')}`,
    WHATSAPP_TOKEN: WHATSAPP.token,
    WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
    WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
    WHATSAPP_VERIFY_TOKEN: 'cluster-verify',
    WHATSAPP_API_BASE: graph.url,
    // The health check's details (Redis among them) go only to a monitor with this token.
    HEALTH_TOKEN: randomBytes(24).toString('hex'),
    OUTBOX_POLL_MS: '200',
    RATE_LIMIT_TRACKING_PER_MINUTE: String(TRACKING_LIMIT),
    RATE_LIMIT_ENQUIRIES_PER_MINUTE: '10000',
    LOG_LEVEL: 'info',
    SEED_DEMO: '0',
  }
  // The database is made ready first, so that the two can start at once: each compresses the
  // whole site at start, which takes a while on a busy machine.
  execSync('node dist-ssr/server/cli.js seed', { env: { ...process.env, ...env }, stdio: 'ignore' })
  a = startInstance('a', portA, env)
  b = startInstance('b', portB, env)
  await Promise.all([up(a), up(b)])
  startNginx(nginxBin, proxyPort, [portA, portB])
  await listening(proxyPort, 10_000)

  db = new pg.Client({ connectionString: postgres.url })
  await db.connect()
  cleanups.push(() => db.end())
  admin = new Redis(redis.url, { maxRetriesPerRequest: 1 })
  // Stopping Redis is part of the test; its refusals are expected, not news.
  admin.on('error', () => {})
  cleanups.push(() => admin.disconnect())
  console.log(`nginx on ${proxyPort} in front of instances on ${portA} and ${portB}.`)
})

after(async () => {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup()
    } catch {
      // Tearing down regardless.
    }
  }
  if (process.exitCode) {
    for (const name of ['a', 'b', 'nginx/error.log']) {
      const file = join(scratch, name.includes('/') ? name : `${name}.log`)
      if (existsSync(file))
        console.log(`--- ${name} ---\n${readFileSync(file, 'utf8').slice(-4000)}`)
    }
  }
  rmSync(scratch, { recursive: true, force: true })
})

const json = () => ({ 'content-type': 'application/json', origin })

const enquiry = (marker) => ({
  fullName: 'Cluster Test',
  phoneNumber: '97455001234',
  email: 'cluster@example.com',
  serviceType: 'internationalMove',
  message: `Moving a flat from Doha to Perth, ${marker}.`,
  refererUrl: `${origin}/`,
  submittedUrl: `${origin}/contact-us`,
})

const sendEnquiry = (base, marker, key) =>
  fetch(`${base}/api/contacts/enquiries/`, {
    method: 'POST',
    headers: { ...json(), ...(key && { 'idempotency-key': key }) },
    body: JSON.stringify(enquiry(marker)),
  })

const lookup = (base, headers = {}) =>
  fetch(`${base}/api/jobs/jobs/?tracking_id=ABCD123456`, { headers })

/** Every outbox message handled (sent or given up): nothing further can arrive. */
const outboxSettled = async () =>
  (
    await db.query(
      'SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL',
    )
  ).rows[0].n === 0

/** A signed-in staff session written straight into PostgreSQL, as tests/tools/bench-staff.mjs does. */
async function staffSession(role) {
  const { rows } = await db.query(
    `INSERT INTO staff_accounts (email, name, role, webauthn_user_id)
    VALUES ($1, $2, $3, $4) RETURNING id`,
    [`cluster.${role}@example.qa`, `Cluster ${role}`, role, randomBytes(16).toString('base64url')],
  )
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  await db.query(
    `INSERT INTO staff_sessions (token_hash, account_id, created_at, last_seen_at, ip, user_agent)
    VALUES ($1, $2, $3, $3, '127.0.0.1', 'cluster test')`,
    [createHash('sha256').update(token).digest('base64url'), rows[0].id, now],
  )
  return `__Host-staff=${token}`
}

/** Opens a console's live stream and collects the names of its events. */
function liveStream(base, cookie) {
  return new Promise((resolve, reject) => {
    const request = get(`${base}/api/staff/enquiries/live`, { headers: { cookie } }, (stream) => {
      const events = []
      stream.setEncoding('utf8')
      stream.on('data', (chunk) => events.push(...(chunk.match(/^event: \w+/gm) ?? [])))
      resolve({ status: stream.statusCode, events, close: () => request.destroy() })
    })
    request.on('error', reject)
  })
}

describe('two instances behind nginx', () => {
  it('gives a client through the proxy one per-minute limit across both instances', async () => {
    await admin.flushall()
    const statuses = []
    const served = new Set()
    for (let i = 0; i < TRACKING_LIMIT + 3; i++) {
      // A forged X-Forwarded-For changes nothing: the proxy overwrites it.
      const response = await lookup(proxy, { 'x-forwarded-for': `203.0.113.${i}` })
      statuses.push(response.status)
    }
    assert.deepEqual(statuses, [...Array(TRACKING_LIMIT).fill(200), 429, 429, 429])
    // Both instances took part: each counted into the one shared limit.
    for (const instance of [a, b]) served.add((await lookup(instance.base)).status)
    assert.deepEqual([...served], [429])
    const keys = await admin.keys('*')
    assert.ok(keys.length > 0, 'the limit is counted in Redis')
  })

  it('lets Prometheus scrape each instance, each answering with its own counts', async () => {
    const asMonitor = { authorization: `Bearer ${env.HEALTH_TOKEN}` }
    /** The sum of the samples named `name` whose labels include `labels`. */
    const total = (text, name, labels) =>
      text
        .split('\n')
        .filter((line) => line.startsWith(`${name}{`))
        .filter((line) => Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
        .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0)
    const scrape = async (instance) => {
      const response = await fetch(`${instance.base}/api/metrics`, { headers: asMonitor })
      assert.equal(response.status, 200, `instance ${instance.name} answers the scraper`)
      return response.text()
    }
    const lookups = (text) =>
      total(text, 'movers_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/jobs/jobs/',
      })
    const refusals = (text) =>
      total(text, 'movers_rate_limit_refusals_total', { route: '/api/jobs/jobs/' })

    assert.equal((await fetch(`${proxy}/api/metrics`)).status, 401, 'no token, no numbers')
    const before = { a: await scrape(a), b: await scrape(b) }
    // The test before refused 3 lookups through the proxy and one straight at each instance.
    assert.ok(refusals(before.a) >= 1 && refusals(before.b) >= 1, 'each counted its own refusal')
    assert.equal(refusals(before.a) + refusals(before.b), 5, 'every refusal counted once')
    for (let i = 0; i < 2; i++) await lookup(a.base)
    for (let i = 0; i < 3; i++) await lookup(b.base)
    const after = { a: await scrape(a), b: await scrape(b) }
    assert.equal(lookups(after.a) - lookups(before.a), 2, "A counts A's lookups only")
    assert.equal(lookups(after.b) - lookups(before.b), 3, "B counts B's lookups only")
  })

  it('sends each lead e-mail, lead webhook and milestone e-mail exactly once', async () => {
    await admin.flushall()
    const marker = randomUUID()
    const ids = []
    for (let i = 0; i < 6; i++) {
      const response = await sendEnquiry(proxy, `${marker} #${i}`)
      assert.equal(response.status, 201)
      ids.push((await response.json()).id)
    }
    // A milestone subscription, confirmed from its e-mail, then one new milestone.
    const subscribed = await fetch(`${proxy}/api/jobs/subscriptions/`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ tracking_id: 'ABCD123456', contact_last4: '1122', email: FAN }),
    })
    assert.equal(subscribed.status, 202)
    const confirmation = await until('the confirmation e-mail', () =>
      smtp.mails.find(({ to }) => to.includes(FAN)),
    )
    const text = confirmation.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=')
    const link = /http:\/\/[^\s"<>]+\/api\/jobs\/subscriptions\/confirm\/\?token=[\w-]{43}/.exec(
      text,
    )?.[0]
    assert.ok(link, 'the confirmation e-mail carries its link')
    const confirmed = await fetch(link, { redirect: 'manual' })
    assert.equal(confirmed.status, 303, 'the subscription is confirmed')
    execSync(
      `node dist-ssr/server/cli.js status --tracking-id ABCD123456 --stage customs_cleared --content "Cleared customs ${marker}" --date 2026-01-05`,
      { env: { ...process.env, ...env }, stdio: 'ignore' },
    )

    await until(
      'the milestone e-mail',
      () => smtp.mails.filter(({ to }) => to.includes(FAN)).length >= 2,
    )
    await until('every lead delivered', () =>
      ids.every((id) => crm.deliveries.some(({ body }) => JSON.stringify(body).includes(`${id}`))),
    )
    await until('the outbox to settle', outboxSettled)

    const toOffice = smtp.mails.filter(({ to, raw }) => to.includes(NOTIFY) && raw.includes(marker))
    assert.equal(toOffice.length, ids.length, 'one notification e-mail per enquiry')
    const webhookIds = crm.deliveries.map(({ id }) => id)
    assert.equal(new Set(webhookIds).size, webhookIds.length, 'no webhook delivered twice')
    assert.equal(crm.deliveries.length, ids.length, 'one webhook per enquiry')
    const toFan = smtp.mails.filter(({ to }) => to.includes(FAN))
    assert.equal(toFan.length, 2, 'one confirmation and one milestone e-mail')
    assert.match(toFan[1].raw, /ABCD123456/)
  })

  it('sends each WhatsApp acknowledgement exactly once', async () => {
    const numbers = Array.from({ length: 6 }, (_, i) => `9745520${String(i).padStart(4, '0')}`)
    const now = Date.now()
    // The customers agreed to WhatsApp updates before (the forms' consent is another part).
    for (const phone of numbers)
      await db.query(
        'INSERT INTO whatsapp_contacts (phone, locale, consent_at, consent_source, created_at, updated_at) ' +
          "VALUES ($1, 'en', $2, 'enquiry', $2, $2)",
        [phone, now],
      )
    for (const phone of numbers) {
      const response = await fetch(`${proxy}/api/contacts/enquiries/`, {
        method: 'POST',
        headers: json(),
        body: JSON.stringify({ ...enquiry(randomUUID()), phoneNumber: phone }),
      })
      assert.equal(response.status, 201)
    }
    await until(
      'every WhatsApp acknowledgement',
      () => numbers.every((phone) => graph.messages.some(({ to }) => to === phone)),
      20_000,
    )
    await until('the outbox to settle', outboxSettled)
    for (const phone of numbers) {
      const sent = graph.messages.filter(({ to }) => to === phone)
      assert.equal(sent.length, 1, `one WhatsApp message to ${phone}`)
      assert.equal(sent[0].template.name, 'enquiry_received')
    }
  })

  it('sends each follow-up once, whichever instance takes it', () =>
    followUpsSentOnce({ db, sendEnquiry, base: proxy, until }))

  it("shows a lead sent through instance A live on instance B's console, one session for both", async () => {
    const cookie = await staffSession('sales')
    for (const instance of [a, b]) {
      const inbox = await fetch(`${instance.base}/api/staff/enquiries`, { headers: { cookie } })
      assert.equal(inbox.status, 200, `the session is valid on instance ${instance.name}`)
    }
    await until('both instances subscribed', async () => {
      const [, count] = await admin.pubsub('NUMSUB', 'leads-changed')
      return count >= 2
    })
    const live = await liveStream(b.base, cookie)
    try {
      assert.equal(live.status, 200)
      await until('the stream to open', () => live.events.length >= 1)
      const sent = await sendEnquiry(a.base, `live ${randomUUID()}`)
      assert.equal(sent.status, 201)
      await until('the lead on B', () => live.events.includes('event: leads'), 5_000)
      assert.deepEqual(live.events, ['event: ready', 'event: leads'])
    } finally {
      live.close()
    }
  })

  it('loses and doubles no enquiry when one instance is killed with kill -9', async () => {
    const marker = randomUUID()
    const accepted = new Set()
    let stop = false
    let sent = 0
    /** One client: each enquiry with its own key, retried with the same key until accepted. */
    async function client(n) {
      while (!stop) {
        const key = `${marker}-${n}-${sent++}`
        await until(`enquiry ${key} accepted`, async () => {
          try {
            const response = await sendEnquiry(proxy, `${marker} ${key}`, key)
            if (response.status === 201 || response.status === 200) {
              accepted.add(key)
              return true
            }
            assert.ok(response.status >= 500, `a refusal other than the outage: ${response.status}`)
          } catch {
            // The connection broke with the instance: retry, with the same key.
          }
          return false
        })
      }
    }
    const clients = [0, 1, 2, 3].map(client)
    await until('enquiries flowing', () => accepted.size >= 20)
    a.child.kill('SIGKILL')
    const atKill = accepted.size
    await until('enquiries flowing after the kill', () => accepted.size >= atKill + 40)
    stop = true
    await Promise.all(clients)

    const { rows } = await db.query(
      'SELECT idempotency_key, count(*)::int AS n FROM enquiries WHERE message LIKE $1 GROUP BY 1',
      [`%${marker}%`],
    )
    const stored = new Map(rows.map(({ idempotency_key: key, n }) => [key, n]))
    for (const key of accepted) assert.equal(stored.get(key), 1, `enquiry ${key} stored once`)
    assert.equal(stored.size, accepted.size, 'nothing stored that was not answered')
    assert.ok(a.child.signalCode === 'SIGKILL')
  })

  it('keeps to ADR 031 with Redis stopped: staff sign-in and the second factor 503, the rest 2xx', async () => {
    redis.stop()
    await until('Redis gone', async () => {
      try {
        await listening(redis.port, 0)
        return false
      } catch {
        return true
      }
    })
    for (const [path, body] of [
      ['/api/staff/sign-in/options', {}],
      ['/api/jobs/jobs/reveal/', { tracking_id: 'ABCD123456', contact_last4: '0000' }],
    ]) {
      const refused = await fetch(`${proxy}${path}`, {
        method: 'POST',
        headers: json(),
        body: JSON.stringify(body),
      })
      assert.equal(refused.status, 503, `${path} fails closed`)
      assert.equal(refused.headers.get('retry-after'), '60')
    }
    // Past the limit, still answered.
    for (let i = 0; i < TRACKING_LIMIT + 2; i++) assert.equal((await lookup(proxy)).status, 200)
    assert.equal((await sendEnquiry(proxy, `no redis ${randomUUID()}`)).status, 201)
    const health = await (
      await fetch(`${proxy}/api/health`, {
        headers: { authorization: `Bearer ${env.HEALTH_TOKEN}` },
      })
    ).json()
    assert.deepEqual(health.redis, { configured: true, reachable: false })
  })
})
