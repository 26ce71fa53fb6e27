import { Writable } from 'node:stream'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { privacyMessages } from '@contract/tracking-messages.ts'
import { buildApp } from '../src/app.ts'
import { type Repository } from '../src/repository.ts'
import { seedDemo } from '../src/shipments/seed.ts'
import { loadSite, type Site } from '../src/site/static-site.ts'

import { database, REVEAL, SUBSCRIBE, testConfig } from './tracking-helpers.ts'
import { backends, fakeDist } from './helpers.ts'

let site: Site
beforeAll(async () => {
  site = await loadSite(fakeDist())
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
