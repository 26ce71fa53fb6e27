import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import { Writable } from 'node:stream'

import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { validationMessages } from '../../shared/contract/messages.ts'
import { privacyMessages } from '../../shared/contract/tracking-messages.ts'
import { buildApp } from '../src/app.ts'
import { loadConfig, type Config } from '../src/config.ts'
import { openPostgres, openSqlite, type Repository } from '../src/repository.ts'
import { createMailer } from '../src/notifications/mailer.ts'
import {
  cityAndCountry,
  firstLetterAndDomain,
  initials,
  lastTwoDigits,
} from '../src/tracking/masking.ts'
import { startOutbox, type Outbox } from '../src/notifications/outbox.ts'
import { clientOf } from '../src/tracking/second-factor.ts'
import { subscriptionPageTexts } from '../src/tracking/subscription-routes.ts'
import { seedDemo } from '../src/tracking/seed.ts'
import { loadSite, type Site } from '../src/site/static-site.ts'
import { newTrackingNumber, randomTrackingNumber } from '../src/tracking/tracking-number.ts'

import { backends, emptyPostgresDatabase, fakeDist, tempDir, type Backend } from './helpers.ts'
import { readMail, smtpServer } from './smtp.ts'

const SITE = 'https://track.example.qa'
const REVEAL = '/api/jobs/jobs/reveal/'
const SUBSCRIBE = '/api/jobs/subscriptions/'

let site: Site
beforeAll(async () => {
  site = await loadSite(fakeDist())
})

const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    RATE_LIMIT_ENQUIRIES_PER_MINUTE: '1000',
    RATE_LIMIT_TRACKING_PER_MINUTE: '1000',
    REVEAL_ANSWER_MS: '0',
    SITE_URL: SITE,
    ...env,
  })

/** A fresh, migrated database, with what the CLI needs to open the same one. */
async function database(backend: Backend): Promise<{
  repo: Repository
  env: Record<string, string>
  query: (sql: string) => Promise<Array<Record<string, unknown>>> | Array<Record<string, unknown>>
}> {
  if (backend === 'sqlite') {
    const path = join(tempDir('db'), 'site.db')
    const repo = openSqlite(path)
    await repo.migrate()
    return {
      repo,
      env: { SQLITE_PATH: path, DATABASE_URL: '' },
      query(sql: string) {
        const raw = new Database(path, { readonly: true })
        try {
          return raw.prepare(sql).all() as Array<Record<string, unknown>>
        } finally {
          raw.close()
        }
      },
    }
  }
  const url = await emptyPostgresDatabase()
  const repo = openPostgres(url)
  await repo.migrate()
  return {
    repo,
    env: { DATABASE_URL: url },
    async query(sql: string) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return (await client.query(sql)).rows as Array<Record<string, unknown>>
      } finally {
        await client.end()
      }
    },
  }
}

/** The staff CLI as staff run it (`npm run test:server` builds it first). */
function cli(env: Record<string, string>, ...args: string[]) {
  const run = spawnSync(process.execPath, ['dist-ssr/server/cli.js', ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  return { code: run.status, stdout: run.stdout.trim(), stderr: run.stderr }
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const silent = { info: () => {}, warn: () => {}, error: () => {} }

describe('masking a personal field', () => {
  it('cuts names to initials', () => {
    expect(initials('Aisha Rahman')).toBe('A. R.')
    expect(initials('  okafor   logistics ltd ')).toBe('O. L. L.')
    expect(initials('عائشة الكواري')).toBe('ع. ا.')
    expect(initials('(Omar) Haddad')).toBe('O. H.')
    expect([initials(null), initials('  '), initials('-- &')]).toEqual([null, null, null])
  })

  it('keeps only the last 2 digits of a contact number, behind dots that hide its length', () => {
    expect(lastTwoDigits('+974 5500 1122')).toBe('•••••••22')
    expect(lastTwoDigits('97455123456')).toBe('•••••••56')
    expect(lastTwoDigits('123')).toBe('•••••••')
    expect([lastTwoDigits(null), lastTwoDigits('none')]).toEqual([null, null])
  })

  it('keeps the first letter and the domain of an e-mail address', () => {
    expect(firstLetterAndDomain('aisha.rahman@example.com')).toBe('a•••@example.com')
    expect(firstLetterAndDomain(' x@mail.example.qa ')).toBe('x•••@mail.example.qa')
    expect(firstLetterAndDomain('not-an-address')).toBe('n•••')
    expect([firstLetterAndDomain(null), firstLetterAndDomain(' ')]).toEqual([null, null])
  })

  it('keeps the city and the country of an address, never the street', () => {
    const cases: Array<[string | null, string | null, string | null]> = [
      ['12 Marine Parade, Southport QLD 4215', 'Australia', 'Southport, Australia'],
      ['4 Harbour Road, Apapa, Lagos', 'Nigeria', 'Lagos, Nigeria'],
      ['Villa 12, Street 310, Al Waab, Doha, Qatar', 'Qatar', 'Doha, Qatar'],
      ['12 Harbour Road, Singapore 098633', 'Singapore', 'Singapore'],
      ['Flat 3\n221B Baker Street\nLondon NW1 6XE', 'United Kingdom', 'London, United Kingdom'],
      // One part: all street, so the country alone.
      ['12 Marine Parade Southport', 'Australia', 'Australia'],
      ['12 Marine Parade, 4215', 'Australia', 'Australia'],
      ['Doha, Qatar', 'Qatar', 'Qatar'],
      ['4 Harbour Road, Lagos', null, 'Lagos'],
      [null, 'India', 'India'],
      [null, null, null],
    ]
    for (const [address, country, shown] of cases)
      expect(cityAndCountry(address, country), String(address)).toBe(shown)
  })
})

describe('a client, for counting second-factor answers', () => {
  it('is its IPv4 address, or its IPv6 /64', () => {
    expect(clientOf('10.1.2.3')).toBe('10.1.2.3')
    expect(clientOf('::ffff:10.1.2.3')).toBe('10.1.2.3')
    expect(clientOf('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64')
    expect(clientOf('2001:0DB8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64')
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientOf('::1')).toBe('0:0:0:0::/64')
  })
})

describe('tracking numbers', () => {
  it('are drawn at random in the format customers are told', () => {
    const drawn = Array.from({ length: 2000 }, randomTrackingNumber)
    expect(drawn.every((id) => /^[A-Z]{4}[0-9]{6}$/.test(id))).toBe(true)
    expect(new Set(drawn).size).toBe(drawn.length)
    // Every letter and digit turns up in every position: nothing is a fixed prefix or a sequence.
    for (let position = 0; position < 10; position++)
      expect(new Set(drawn.map((id) => id[position])).size).toBe(position < 4 ? 26 : 10)
  })

  it('are checked against the numbers in use before they are given out', async () => {
    const repo = (await database('sqlite')).repo
    await repo.upsertJob({ tracking_id: 'TAKE000001' })
    const draws = ['TAKE000001', 'FREE000002']
    const id = await newTrackingNumber(repo, () => draws.shift() as string)
    expect(id).toBe('FREE000002')
    expect(await repo.findJobs('FREE000002')).toHaveLength(1)
    await repo.close()
  })
})

describe.each(backends)('the second factor on %s', (backend) => {
  let repo: Repository
  let app: FastifyInstance
  /** Allows 3 wrong answers an hour per client and 6 per number, and logs. */
  let limited: FastifyInstance
  const lines: string[] = []

  beforeAll(async () => {
    repo = (await database(backend)).repo
    await seedDemo(repo)
    app = await buildApp({
      config: testConfig({
        REVEAL_ATTEMPTS_PER_HOUR: '100',
        REVEAL_NUMBER_ATTEMPTS_PER_HOUR: '1000',
      }),
      repo,
      site,
    })
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    limited = await buildApp({
      config: testConfig({ REVEAL_ATTEMPTS_PER_HOUR: '3', REVEAL_NUMBER_ATTEMPTS_PER_HOUR: '6' }),
      repo,
      site,
      logger: { level: 'warn', stream },
    })
  })
  afterAll(async () => {
    await app.close()
    await limited.close()
    await repo.close()
  })

  let client = 0
  /** Each call from a new address unless one is given, so only the per-number limit applies. */
  const reveal = (payload: unknown, remoteAddress = `10.1.0.${++client}`, to = app) =>
    to.inject({
      method: 'POST',
      url: REVEAL,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
      remoteAddress,
    })
  const revealLimited = (payload: unknown, remoteAddress?: string) =>
    reveal(payload, remoteAddress, limited)

  it('shows the whole job for the last 4 digits of its contact number', async () => {
    const response = await reveal({ tracking_id: ' abcd123456 ', contact_last4: '1122' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const [job] = response.json()
    expect(job).toMatchObject({
      tracking_id: 'ABCD123456',
      customer: { name: 'Aisha Rahman' },
      receiver_name: 'Aisha Rahman',
      contact_number: '+974 5500 1122',
      email: 'aisha.rahman@example.com',
      recipient_address: '12 Marine Parade, Southport QLD 4215',
      recipient_country: 'Australia',
      weight: 2450,
      disclosure: 'full',
    })
    expect(job.status_updates.map((update: { milestone: string }) => update.milestone)).toEqual([
      'booked',
      'collected',
      null,
      'departed',
      'in_transit',
    ])
    // The public lookup stays masked afterwards.
    const [masked] = (await app.inject('/api/jobs/jobs/?tracking_id=ABCD123456')).json()
    expect(masked).toMatchObject({ customer: { name: 'A. R.' }, disclosure: 'masked' })
  })

  it('answers wrong digits, unknown numbers and malformed requests with one 403', async () => {
    await repo.upsertJob({ tracking_id: 'NOPH000001', customer_name: 'No Phone' })
    const refusals = [
      { tracking_id: 'QTRM654321', contact_last4: '4454' },
      { tracking_id: 'ZZZZ999999', contact_last4: '4455' },
      { tracking_id: 'NOPH000001', contact_last4: '0000' },
      { tracking_id: 'QTRM654321', contact_last4: '455' },
      { tracking_id: 'QTRM654321', contact_last4: 4455 },
      { tracking_id: 'QTRM654321', contact_last4: '44 55' },
      { tracking_id: 'QTRM654321' },
      { tracking_id: '', contact_last4: '4455' },
      { tracking_id: 'A'.repeat(500), contact_last4: '4455' },
      { tracking_id: 'QTRM654321\u0000', contact_last4: '4455' },
      { tracking_id: ['QTRM654321'], contact_last4: '4455' },
      [],
      'QTRM654321',
      null,
    ]
    for (const payload of refusals) {
      const response = await reveal(payload)
      expect([response.statusCode, response.body], JSON.stringify(payload)).toEqual([
        403,
        JSON.stringify({ error: privacyMessages.refused }),
      ])
    }
  })

  it('takes at least the same time to answer whatever it finds', async () => {
    const slow = await buildApp({
      config: testConfig({ REVEAL_ANSWER_MS: '150', REVEAL_ATTEMPTS_PER_HOUR: '100' }),
      repo,
      site,
    })
    const timed = async (payload: object, url = REVEAL) => {
      const started = performance.now()
      const response = await slow.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: `10.2.0.${++client}`,
      })
      return { status: response.statusCode, ms: performance.now() - started }
    }
    const answers = [
      await timed({ tracking_id: 'QTRM654321', contact_last4: '4455' }),
      await timed({ tracking_id: 'QTRM654321', contact_last4: '0000' }),
      await timed({ tracking_id: 'ZZZZ000001', contact_last4: '4455' }),
      await timed({ tracking_id: '', contact_last4: 'x' }),
      await timed({ tracking_id: 'ZZZZ000001', contact_last4: '4455', email: 'a@b.qa' }, SUBSCRIBE),
      await timed({ tracking_id: 'QTRM654321', contact_last4: '4455', email: 'nope' }, SUBSCRIBE),
    ]
    expect(answers.map(({ status }) => status)).toEqual([200, 403, 403, 403, 403, 400])
    for (const { ms } of answers) expect(ms).toBeGreaterThanOrEqual(148)
    await slow.close()
  })

  it('limits wrong answers per client and per tracking number, durably, and logs them by id', async () => {
    await repo.upsertJob({ tracking_id: 'LIMT000001', contact_number: '+974 7000 1234' })
    await repo.upsertJob({ tracking_id: 'LIMT000002', contact_number: '+974 7000 5678' })
    await repo.upsertJob({ tracking_id: 'LIMT000003', contact_number: '+974 7000 4321' })
    const tooMany = (response: Awaited<ReturnType<typeof reveal>>) => {
      expect([response.statusCode, response.json()]).toEqual([
        429,
        { error: privacyMessages.tooManyAttempts },
      ])
      const retryAfter = Number(response.headers['retry-after'])
      expect(retryAfter).toBeGreaterThan(3500)
      expect(retryAfter).toBeLessThanOrEqual(3600)
    }
    // One stranger: 3 wrong answers, then even the right digits wait, for any number.
    const stranger = '10.9.9.9'
    for (const digits of ['0000', '1111', '2222'])
      expect(
        (await revealLimited({ tracking_id: 'limt000001', contact_last4: digits }, stranger))
          .statusCode,
      ).toBe(403)
    tooMany(await revealLimited({ tracking_id: 'LIMT000001', contact_last4: '1234' }, stranger))
    tooMany(await revealLimited({ tracking_id: 'LIMT000002', contact_last4: '5678' }, stranger))
    // The stranger has not locked the owner out.
    expect(
      (await revealLimited({ tracking_id: 'LIMT000001', contact_last4: '1234' })).statusCode,
    ).toBe(200)
    // An IPv6 client is its /64: walking through its own addresses does not make it many.
    for (const host of ['a', 'b', 'c'])
      expect(
        (
          await revealLimited(
            { tracking_id: 'LIMT000002', contact_last4: '0000' },
            `2001:db8:1:2::${host}`,
          )
        ).statusCode,
      ).toBe(403)
    tooMany(
      await revealLimited(
        { tracking_id: 'LIMT000002', contact_last4: '5678' },
        '2001:db8:1:2:ffff:0:0:1',
      ),
    )
    expect(
      (await revealLimited({ tracking_id: 'LIMT000002', contact_last4: '5678' }, '2001:db8:1:3::a'))
        .statusCode,
    ).toBe(200)
    // Per number, from many clients together: a spread-out guess stops at the ceiling.
    for (const digits of ['0001', '0002', '0003', '0004', '0005', '0006'])
      expect(
        (await revealLimited({ tracking_id: 'LIMT000003', contact_last4: digits })).statusCode,
      ).toBe(403)
    tooMany(await revealLimited({ tracking_id: 'LIMT000003', contact_last4: '4321' }))
    // The count lives in the database: a new instance (a restart) keeps it.
    const restarted = await buildApp({
      config: testConfig({ REVEAL_ATTEMPTS_PER_HOUR: '3', REVEAL_NUMBER_ATTEMPTS_PER_HOUR: '6' }),
      repo,
      site,
    })
    const again = await restarted.inject({
      method: 'POST',
      url: REVEAL,
      payload: { tracking_id: 'LIMT000001', contact_last4: '1234' },
      remoteAddress: stranger,
    })
    tooMany(again)
    await restarted.close()

    // Each line without its time and process id, numbers that may hold any four digits.
    const log = lines
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.stringify({ ...JSON.parse(line), time: undefined, pid: undefined }))
      .join('\n')
    expect(log).toContain('"trackingId":"LIMT000001"')
    expect(log).toContain('"clientIp":"10.9.9.9"')
    expect(log).toContain('second factor: wrong answer')
    expect(log).toContain('too many wrong answers')
    for (const digits of ['"0000"', '"1111"', '"2222"', '"0001"', '1234', '5678', '4321'])
      expect(log).not.toContain(digits)
  })

  it('holds a burst of simultaneous wrong answers to the limit', async () => {
    await repo.upsertJob({ tracking_id: 'BRST000001', contact_number: '+974 7000 0001' })
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        revealLimited({ tracking_id: 'BRST000001', contact_last4: String(1000 + i) }),
      ),
    )
    const codes = answers.map((response) => response.statusCode)
    expect(codes.filter((code) => code === 403)).toHaveLength(6)
    expect(codes.filter((code) => code === 429)).toHaveLength(6)
  })
})

describe.each(backends)('the staff CLI on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  beforeAll(async () => {
    db = await database(backend)
    await seedDemo(db.repo)
  })
  afterAll(() => db.repo.close())

  it('gives a new job a random tracking number, and checks a typed one unless forced', async () => {
    const added = [1, 2, 3].map(() => cli(db.env, 'job', '--customer-name', 'Omar Haddad'))
    const ids = added.map(({ code, stdout }) => {
      expect(code).toBe(0)
      return /^Added job ([A-Z]{4}[0-9]{6})\.$/.exec(stdout)?.[1] as string
    })
    expect(new Set(ids).size).toBe(3)
    for (const id of ids)
      expect((await db.repo.findJobs(id))[0]).toMatchObject({ customer_name: 'Omar Haddad' })

    const guessable = cli(db.env, 'job', '--tracking-id', '1', '--weight', '5')
    expect(guessable.code).toBe(1)
    expect(guessable.stderr).toContain('1 is not a tracking number: 4 letters then 6 digits')
    expect(await db.repo.findJobs('1')).toEqual([])

    expect(cli(db.env, 'job', '--tracking-id', 'abcd000001').stdout).toBe('Added job ABCD000001.')
    expect(cli(db.env, 'job', '--tracking-id', 'legacy-7', '--force').stdout).toBe(
      'Added job LEGACY-7.',
    )
    // A job that exists keeps its number, format or not.
    expect(cli(db.env, 'job', '--tracking-id', 'legacy-7', '--weight', '12').stdout).toBe(
      'Saved job LEGACY-7.',
    )
    expect((await db.repo.findJobs('LEGACY-7'))[0]?.weight).toBe(12)
  })

  it('adds an update with a stage, lists updates with their ids, edits and removes one', async () => {
    const added = cli(
      db.env,
      'status',
      '--tracking-id',
      'qtrm654321',
      '--content',
      'Cleared Lagos customs',
      '--date',
      '2025-02-05',
      '--time',
      '10:00',
      '--stage',
      'Customs cleared',
    )
    expect(added.code).toBe(0)
    const id = Number(/^Added status update #(\d+) to QTRM654321\.$/.exec(added.stdout)?.[1])
    expect(id).toBeGreaterThan(0)
    expect(cli(db.env, 'status-list', '--tracking-id', 'QTRM654321').stdout).toContain(
      `#${id}  2025-02-05 10:00  [Customs cleared]  Cleared Lagos customs`,
    )

    const update = () => db.repo.findStatusUpdate(id)
    expect(cli(db.env, 'status-edit', '--id', String(id), '--stage', 'in-transit').code).toBe(0)
    expect(await update()).toMatchObject({ milestone: 'in_transit', status_time: '10:00' })
    const edited = cli(
      db.env,
      'status-edit',
      '--id',
      String(id),
      '--stage',
      '',
      '--time',
      '',
      '--content',
      'Cleared customs at Apapa',
      '--date',
      '2025-02-06',
    )
    expect(edited.stdout).toBe(`Changed status update #${id}.`)
    expect(await update()).toMatchObject({
      milestone: null,
      status_time: null,
      status_content: 'Cleared customs at Apapa',
      status_date: '2025-02-06',
    })

    const wrongStage = cli(db.env, 'status-edit', '--id', String(id), '--stage', 'lost')
    expect([wrongStage.code, wrongStage.stderr]).toEqual([
      1,
      expect.stringContaining('--stage must be one of: booked, collected'),
    ])
    expect(cli(db.env, 'status-edit', '--id', String(id)).stderr).toContain('Give at least one of')

    expect(cli(db.env, 'status-remove', '--id', String(id)).stdout).toBe(
      `Removed status update #${id}.`,
    )
    expect(await update()).toBeNull()
    const gone = cli(db.env, 'status-remove', '--id', String(id))
    expect([gone.code, gone.stderr]).toEqual([
      1,
      expect.stringContaining(`No status update #${id}.`),
    ])
  })
})

describe.each(backends)('milestone e-mails on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let app: FastifyInstance
  let outbox: Outbox
  let smtp: Awaited<ReturnType<typeof smtpServer>>

  beforeAll(async () => {
    db = await database(backend)
    await seedDemo(db.repo)
    smtp = await smtpServer()
    const config = testConfig({ SMTP_URL: smtp.url })
    outbox = startOutbox(db.repo, createMailer(config.mail, silent), silent, {
      pollMs: 50,
      maxAttempts: 3,
      retryBaseMs: 100,
      leaseMs: 10_000,
    })
    app = await buildApp({ config, repo: db.repo, site, onNotification: () => outbox.kick() })
  })
  afterAll(async () => {
    await app.close()
    await outbox.stop()
    await smtp.close()
    await db.repo.close()
  })

  const subscribe = (payload: object) =>
    app.inject({ method: 'POST', url: SUBSCRIBE, payload, remoteAddress: '10.3.0.1' })
  const delivered = () =>
    until(async () => (await db.repo.countPendingNotifications()) === 0, 'the outbox')
  const mailCount = (n: number) => until(() => smtp.mails.length >= n, `${n} e-mails`)
  const pathOf = (link: string) => link.slice(SITE.length)

  it('confirms by e-mail first, then announces milestones until one click unsubscribes', async () => {
    // The same second factor as a reveal; no e-mail leaves without it.
    const refused = await subscribe({
      tracking_id: 'ABCD123456',
      contact_last4: '1123',
      email: 'fan@example.com',
    })
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: privacyMessages.refused }])
    const badAddress = await subscribe({
      tracking_id: 'ABCD123456',
      contact_last4: '1122',
      email: 'fan@',
    })
    expect([badAddress.statusCode, badAddress.json()]).toEqual([
      400,
      {
        error: validationMessages.emailInvalid,
        fields: { email: validationMessages.emailInvalid },
      },
    ])

    const accepted = await subscribe({
      tracking_id: 'abcd123456',
      contact_last4: '1122',
      email: ' Fan@Example.com ',
    })
    expect([accepted.statusCode, accepted.json()]).toEqual([202, { ok: true }])
    await mailCount(1)
    const confirmation = readMail(smtp.mails[0]?.raw ?? '')
    expect(smtp.mails[0]?.to).toEqual(['fan@example.com'])
    expect(confirmation.headers.get('subject')).toBe('Confirm e-mails about shipment ABCD123456')
    const confirmLink = /https:\/\/\S+/.exec(confirmation.text)?.[0] as string
    expect(confirmLink).toMatch(
      /^https:\/\/track\.example\.qa\/api\/jobs\/subscriptions\/confirm\/\?token=[\w-]{43}$/,
    )

    // The token is kept only as its hash.
    const token = new URL(confirmLink).searchParams.get('token') as string
    const stored = JSON.stringify(await db.query('SELECT * FROM subscription_tokens'))
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'))
    expect(stored).not.toContain(token)

    // Nothing but the confirmation goes out before the link is opened.
    await db.repo.addStatusUpdate({
      tracking_id: 'ABCD123456',
      status_content: 'Arrived at Brisbane',
      status_date: '2025-04-01',
      milestone: 'arrived',
    })
    await delivered()
    expect(smtp.mails).toHaveLength(1)

    expect((await app.inject({ method: 'HEAD', url: pathOf(confirmLink) })).statusCode).toBe(405)
    const confirmed = await app.inject(pathOf(confirmLink))
    expect(confirmed.statusCode).toBe(303)
    expect(confirmed.headers.location).toBe('/track-your-cargo?tracking_id=ABCD123456&subscribed=1')
    const reused = await app.inject(pathOf(confirmLink))
    expect(reused.statusCode).toBe(404)
    expect(reused.body).toContain(subscriptionPageTexts.badConfirm.title)

    // Staff add an update with a stage: the subscriber hears of it.
    const added = cli(
      db.env,
      'status',
      '--tracking-id',
      'ABCD123456',
      '--content',
      'Cleared customs in Brisbane',
      '--date',
      '2025-04-03',
      '--time',
      '08:15',
      '--stage',
      'customs_cleared',
    )
    expect(added.code).toBe(0)
    await mailCount(2)
    const milestone = readMail(smtp.mails[1]?.raw ?? '')
    expect(smtp.mails[1]?.to).toEqual(['fan@example.com'])
    expect(milestone.headers.get('subject')).toBe('Shipment ABCD123456: Customs cleared')
    expect(milestone.text).toContain(
      'Shipment ABCD123456 has reached a milestone: Customs cleared, on 03/04/2025 at 08:15.',
    )
    expect(milestone.text).toContain('Cleared customs in Brisbane')
    expect(milestone.text).toContain(`Track it: ${SITE}/track-your-cargo?tracking_id=ABCD123456`)
    const unsubscribeLink = /^<(https:\/\/[^>]+)>$/.exec(
      milestone.headers.get('list-unsubscribe') ?? '',
    )?.[1] as string
    expect(unsubscribeLink).toMatch(
      /^https:\/\/track\.example\.qa\/api\/jobs\/subscriptions\/unsubscribe\/\?token=[\w-]{43}$/,
    )
    expect(milestone.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(milestone.text).toContain(`Unsubscribe: ${unsubscribeLink}`)

    // An update that gains a stage by an edit is announced too; one that does not, is not.
    const plain = cli(
      db.env,
      'status',
      '--tracking-id',
      'ABCD123456',
      '--content',
      'Out for delivery',
      '--date',
      '2025-04-05',
    )
    const plainId = /#(\d+)/.exec(plain.stdout)?.[1] as string
    cli(db.env, 'status-edit', '--id', plainId, '--content', 'Out for delivery in Southport')
    await delivered()
    expect(smtp.mails).toHaveLength(2)
    cli(db.env, 'status-edit', '--id', plainId, '--stage', 'delivered')
    await mailCount(3)
    expect(readMail(smtp.mails[2]?.raw ?? '').headers.get('subject')).toBe(
      'Shipment ABCD123456: Delivered',
    )

    // Opening the link only shows a button: a link scanner unsubscribes nobody.
    const shown = await app.inject(pathOf(unsubscribeLink))
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(shown.body).toContain(subscriptionPageTexts.unsubscribe.title)
    expect(shown.body).toMatch(
      /<form method="post" action="\/api\/jobs\/subscriptions\/unsubscribe\/\?token=[\w-]{43}"><button type="submit"[^>]*>Unsubscribe<\/button><\/form>/,
    )
    await db.repo.addStatusUpdate({
      tracking_id: 'ABCD123456',
      status_content: 'Booked again for the return',
      status_date: '2025-05-01',
      milestone: 'booked',
    })
    await mailCount(4)

    // The one-click POST of RFC 8058 (any e-mail's link works) ends it: no more mail.
    const clicked = await app.inject({
      method: 'POST',
      url: pathOf(unsubscribeLink),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(clicked.statusCode).toBe(200)
    expect(clicked.body).toContain(subscriptionPageTexts.unsubscribed.title)
    await db.repo.addStatusUpdate({
      tracking_id: 'ABCD123456',
      status_content: 'Collected for the return',
      status_date: '2025-05-02',
      milestone: 'collected',
    })
    await delivered()
    expect(smtp.mails).toHaveLength(4)
    const after = await app.inject(pathOf(unsubscribeLink))
    expect(after.body).toContain(subscriptionPageTexts.unsubscribed.title)
    expect(after.body).not.toContain('<form')
  })

  it('sends a pending address one confirmation a day, and a subscribed one nothing', async () => {
    const ask = { tracking_id: 'QTRM654321', contact_last4: '4455', email: 'twice@example.com' }
    const before = smtp.mails.length
    // Asked four times at once, then again: one e-mail.
    const answers = await Promise.all([1, 2, 3, 4].map(() => subscribe(ask)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202])
    expect((await subscribe(ask)).statusCode).toBe(202)
    await mailCount(before + 1)
    await delivered()
    expect(smtp.mails).toHaveLength(before + 1)
    // A day later a pending address may have another (due then, so it is not delivered here).
    const [job] = await db.repo.findJobs('QTRM654321')
    const tomorrow = Date.now() + 24 * 3_600_000 + 1
    const pending = await db.repo.countPendingNotifications()
    expect(await db.repo.subscribe(job?.id as number, 'twice@example.com', tomorrow)).toBe('queued')
    expect(await db.repo.countPendingNotifications()).toBe(pending + 1)
    const link = /https:\/\/\S+/.exec(readMail(smtp.mails[before]?.raw ?? '').text)?.[0] as string
    expect((await app.inject(pathOf(link))).statusCode).toBe(303)
    // Subscribed: asking again changes nothing and sends nothing, on any day.
    expect((await subscribe(ask)).statusCode).toBe(202)
    expect(await db.repo.subscribe(job?.id as number, 'twice@example.com', tomorrow * 2)).toBe(
      'unchanged',
    )
    expect(smtp.mails).toHaveLength(before + 1)
  })

  it('queues no confirmation for an address a mailer would read as another or several', async () => {
    const pending = await db.repo.countPendingNotifications()
    for (const email of [
      'a,b@example.test',
      '<y@example.test>',
      'z@example.test>',
      'g:x@example.test;',
    ]) {
      const answer = await subscribe({ tracking_id: 'QTRM654321', contact_last4: '4455', email })
      expect([answer.statusCode, answer.json()], email).toEqual([
        400,
        {
          error: validationMessages.emailInvalid,
          fields: { email: validationMessages.emailInvalid },
        },
      ])
    }
    expect(await db.repo.countPendingNotifications()).toBe(pending)
  })

  it("e-mails each of three subscribers this job's own new update, among other jobs' updates", async () => {
    const addresses = ['one@example.com', 'two@example.com', 'three@example.com']
    await db.repo.upsertJob({ tracking_id: 'TRIO100200', contact_number: '+974 5000 7788' })
    const before = smtp.mails.length
    for (const email of addresses)
      expect(
        (await subscribe({ tracking_id: 'TRIO100200', contact_last4: '7788', email })).statusCode,
      ).toBe(202)
    await mailCount(before + addresses.length)
    for (const { raw } of smtp.mails.slice(before)) {
      const link = /https:\/\/\S+/.exec(readMail(raw).text)?.[0] as string
      expect((await app.inject(pathOf(link))).statusCode).toBe(303)
    }
    // Other jobs' updates take the ids on either side of the new one's.
    for (const date of ['2025-04-01', '2025-04-02'])
      await db.repo.addStatusUpdate({
        tracking_id: 'ABCD123456',
        status_content: `PRIVATE note of ABCD123456 on ${date}`,
        status_date: date,
      })

    const added = cli(
      db.env,
      'status',
      '--tracking-id',
      'TRIO100200',
      '--content',
      'Reached Doha',
      '--date',
      '2025-04-03',
      '--stage',
      'arrived',
    )
    expect([added.code, added.stderr]).toEqual([0, ''])
    await db.repo.addStatusUpdate({
      tracking_id: 'ABCD123456',
      status_content: 'PRIVATE note of ABCD123456, after',
      status_date: '2025-04-04',
    })

    await mailCount(before + 2 * addresses.length)
    const announced = smtp.mails.slice(before + addresses.length)
    expect(announced.map(({ to }) => to[0]).sort()).toEqual([...addresses].sort())
    for (const { raw } of announced) {
      const mail = readMail(raw)
      expect(mail.headers.get('subject')).toBe('Shipment TRIO100200: Arrived')
      expect(mail.text).toContain('Reached Doha')
      expect(mail.text).not.toContain('PRIVATE')
    }
    const [job] = await db.repo.findJobs('TRIO100200')
    expect(job?.status_updates.map((update) => update.status_content)).toContain('Reached Doha')
  })

  it('without SMTP_URL, logs subscriber e-mails by id, never the address', async () => {
    const lines: Array<Record<string, unknown>> = []
    const log = { ...silent, info: (entry: object) => void lines.push({ ...entry }) }
    const mailer = createMailer(testConfig().mail, log)
    const mail = { subscriptionId: 7, to: 'private@example.com', trackingId: 'ABCD123456' }
    await mailer.send({ kind: 'subscription-confirm', ...mail, token: 'confirm-token' })
    await mailer.send({
      kind: 'milestone',
      ...mail,
      token: 'unsubscribe-token',
      milestone: 'arrived',
      date: '2025-04-01',
      time: null,
      content: 'Arrived',
    })
    expect(lines).toEqual([
      {
        kind: 'subscription-confirm',
        subscriptionId: 7,
        trackingId: 'ABCD123456',
        link: `${SITE}/api/jobs/subscriptions/confirm/?token=confirm-token`,
      },
      { kind: 'milestone', subscriptionId: 7, trackingId: 'ABCD123456' },
    ])
  })

  it('refuses links it did not send', async () => {
    for (const url of [
      '/api/jobs/subscriptions/confirm/?token=nope',
      '/api/jobs/subscriptions/confirm/',
      '/api/jobs/subscriptions/unsubscribe/?token=nope',
      '/api/jobs/subscriptions/unsubscribe/?token[]=x',
    ])
      expect((await app.inject(url)).statusCode, url).toBe(404)
    const multipart = await app.inject({
      method: 'POST',
      url: '/api/jobs/subscriptions/unsubscribe/?token=nope',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    })
    expect(multipart.statusCode).toBe(404)
    expect(multipart.body).toContain(subscriptionPageTexts.badUnsubscribe.title)
  })
})
