import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp, errorMessages } from '../src/app.ts'
import { loadConfig, type Config } from '../src/config.ts'
import type { Repository } from '../src/repository.ts'
import { seedDemo } from '../src/shipments/seed.ts'
import { qatarToday } from '../../src/lib/qatar-today.ts'
import { loadSite, type Site } from '../src/site/static-site.ts'

import {
  asMonitor,
  backends,
  fakeDist,
  freshRepository,
  HEALTH_TOKEN,
  validEnquiry,
} from './helpers.ts'
import { appWithTrackPage } from './tracking-helpers.ts'

const INJECTION = `Robert'); DROP TABLE enquiries;-- <script>alert("x")</script> ' OR '1'='1 \\x00 %00 ${'\u{1F69A}'}`

let site: Site
beforeAll(async () => {
  site = await loadSite(fakeDist())
})

function testConfig(overrides: Partial<Record<string, string>> = {}): Config {
  return loadConfig({
    RATE_LIMIT_ENQUIRIES_PER_MINUTE: '1000',
    RATE_LIMIT_TRACKING_PER_MINUTE: '1000',
    REVEAL_ANSWER_MS: '0',
    HEALTH_TOKEN,
    ...overrides,
  })
}

/** The Doha calendar day `n` days before today, as the demo seeded today holds it. */
const daysAgo = (n: number) => qatarToday(new Date(Date.now() - n * 86_400_000))

describe.each(backends)('the tracking API on %s', (backend) => {
  let repo: Repository
  let app: FastifyInstance

  beforeAll(async () => {
    repo = await freshRepository(backend)
    await seedDemo(repo)
    app = await buildApp({ config: testConfig(), repo, site })
  })
  afterAll(async () => {
    await app.close()
    await repo.close()
  })

  describe('GET /api/jobs/jobs/', () => {
    const track = (query: string) => app.inject({ method: 'GET', url: `/api/jobs/jobs/${query}` })

    it('returns the job in the shape the client reads, its personal fields masked', async () => {
      const response = await track('?tracking_id=ABCD123456')
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      const [job] = response.json()
      expect(Object.keys(job)).toEqual([
        'tracking_id',
        'cargo_type',
        'customer',
        'receiver_name',
        'contact_number',
        'email',
        'recipient_address',
        'recipient_country',
        'commodity',
        'number_of_packages',
        'weight',
        'volume',
        'origin',
        'destination',
        'cargo_ref_number',
        'collection_date',
        'date_of_departure',
        'date_of_arrival',
        'status_updates',
        'disclosure',
      ])
      expect(job).toEqual({
        tracking_id: 'ABCD123456',
        cargo_type: 'Household goods (sea freight, 20 ft container)',
        customer: { name: 'A. R.' },
        receiver_name: 'A. R.',
        contact_number: '•••••••22',
        email: 'a•••@example.com',
        recipient_address: 'Southport, Australia',
        recipient_country: 'Australia',
        commodity: 'Furniture and personal effects',
        number_of_packages: 86,
        weight: 2450,
        volume: 28.5,
        origin: 'Doha, Qatar',
        destination: 'Brisbane, Australia',
        cargo_ref_number: 'PCM-SEA-24117',
        // Counted from the day the demo was seeded, so the demo always looks current.
        collection_date: daysAgo(10),
        date_of_departure: daysAgo(6),
        date_of_arrival: null,
        status_updates: expect.any(Array),
        disclosure: 'masked',
      })
      expect(job.status_updates).toHaveLength(5)
      expect(job.status_updates[1]).toEqual({
        id: expect.any(Number),
        status_content: 'Packed and collected from the residence in West Bay',
        status_date: daysAgo(10),
        status_time: '09:30',
        milestone: 'collected',
      })
      expect(
        job.status_updates.map((update: { milestone: string | null }) => update.milestone),
      ).toEqual(['booked', 'collected', null, 'departed', 'in_transit'])
      expect(job.status_updates[4].status_time).toBeNull()
    })

    it('matches regardless of case and surrounding spaces', async () => {
      const [job] = (await track('?tracking_id=%20abcd123456%20')).json()
      expect(job.tracking_id).toBe('ABCD123456')
    })

    it('answers unknown, malformed and missing ids with the same empty list', async () => {
      for (const query of [
        '?tracking_id=ZZZZ999999',
        '?tracking_id=',
        '',
        '?tracking_id=a&tracking_id=b',
        `?tracking_id=${'A'.repeat(500)}`,
        "?tracking_id=' OR '1'='1",
        '?tracking_id=%',
        '?tracking_id=%E0%A4%A',
        '?tracking_id[]=ABCD123456',
        '?tracking_id[x]=ABCD123456',
        '?tracking_id=ABCD123456%00',
        '?&&=&tracking_id',
      ]) {
        const response = await track(query)
        expect([response.statusCode, response.body], query).toEqual([200, '[]'])
      }
    })

    it('returns injection strings stored in a job verbatim', async () => {
      await repo.upsertJob({
        tracking_id: 'INJX000001',
        commodity: INJECTION,
        customer_name: '<b>x</b>',
        contact_number: '+974 5555 0001',
      })
      await repo.addStatusUpdate({
        tracking_id: 'injx000001',
        status_content: INJECTION,
        status_date: '2025-05-01',
      })
      const [job] = (await track('?tracking_id=INJX000001')).json()
      expect(job.commodity).toBe(INJECTION)
      expect(job.customer).toEqual({ name: 'B.' })
      expect(job.status_updates[0].status_content).toBe(INJECTION)
      const revealed = await app.inject({
        method: 'POST',
        url: '/api/jobs/jobs/reveal/',
        payload: { tracking_id: 'INJX000001', contact_last4: '0001' },
      })
      expect(revealed.json()[0].customer).toEqual({ name: '<b>x</b>' })
    })

    it('updates only the fields given', async () => {
      await repo.upsertJob({ tracking_id: 'QTRM654321', date_of_arrival: '2025-02-09' })
      const [job] = (await track('?tracking_id=QTRM654321')).json()
      expect(job).toMatchObject({
        date_of_arrival: '2025-02-09',
        customer: { name: 'D. O.' },
      })
    })
  })

  describe('several numbers in one lookup', () => {
    const track = (query: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/api/jobs/jobs/${query}`, headers })
    const ids = (response: { json: () => Array<{ tracking_id: string }> }) =>
      response.json().map((job) => job.tracking_id)
    const unknown = (count: number) =>
      Array.from({ length: count }, (_, index) => `ZZZZ${String(index).padStart(6, '0')}`)

    it('answers ten numbers with one list of the jobs found, in the order asked', async () => {
      const asked = [
        'SYKR293270',
        ...unknown(3),
        'abcd123456',
        ...unknown(7).slice(3),
        'QTRM654321',
      ]
      expect(asked).toHaveLength(10)
      const response = await track(`?tracking_id=${asked.join(',')}`)
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(ids(response)).toEqual(['SYKR293270', 'ABCD123456', 'QTRM654321'])
    })

    it('reads repeated parameters, spaces and repeats as the same list', async () => {
      const repeated = await track(
        '?tracking_id=QTRM654321&tracking_id=ZZZZ000001%20ABCD123456&tracking_id=qtrm654321',
      )
      expect(ids(repeated)).toEqual(['QTRM654321', 'ABCD123456'])
      // One number answers exactly as it always has.
      expect(ids(await track('?tracking_id=QTRM654321'))).toEqual(['QTRM654321'])
      expect((await track('?tracking_id=ZZZZ000001,ZZZZ000002')).body).toBe('[]')
    })

    it("refuses eleven numbers with a 400 in the visitor's language, and looks none up", async () => {
      const eleven = `?tracking_id=${['ABCD123456', ...unknown(10)].join(',')}`
      const english = await track(eleven)
      expect([english.statusCode, english.json()]).toEqual([
        400,
        { error: 'Please enter at most 10 tracking numbers at a time.' },
      ])
      expect(english.body).not.toContain('ABCD123456')
      const arabic = await track(eleven, { 'accept-language': 'ar-QA,ar;q=0.9' })
      expect(arabic.statusCode).toBe(400)
      expect(arabic.json().error).toBe('يرجى إدخال 10 أرقام تتبّع على الأكثر في المرة الواحدة.')
      // Repeats are not counted: ten distinct numbers, each given twice, are a lookup of ten.
      const twice = [...unknown(9), 'ABCD123456']
      expect((await track(`?tracking_id=${[...twice, ...twice].join(',')}`)).statusCode).toBe(200)
    })

    it('masks every number in a list, and shows one in full only for its own second factor', async () => {
      const list = '?tracking_id=ABCD123456,QTRM654321,SYKR293270'
      const masked = (await track(list)).json()
      expect(masked.map((job: { disclosure: string }) => job.disclosure)).toEqual([
        'masked',
        'masked',
        'masked',
      ])
      const body = (await track(list)).body
      for (const personal of ['Aisha', 'Rahman', '5500', '1122', '3300', '4455', 'aisha.rahman'])
        expect(body).not.toContain(personal)

      const reveal = (tracking_id: string, contact_last4: string) =>
        app.inject({
          method: 'POST',
          url: '/api/jobs/jobs/reveal/',
          payload: { tracking_id, contact_last4 },
          remoteAddress: '10.9.0.1',
        })
      const first = await reveal('ABCD123456', '1122')
      expect(first.statusCode).toBe(200)
      expect(first.json()[0].disclosure).toBe('full')
      // One number's digits open that number only, and the list stays masked afterwards.
      expect((await reveal('QTRM654321', '1122')).statusCode).toBe(403)
      expect((await reveal('ABCD123456,QTRM654321', '1122')).statusCode).toBe(403)
      expect(
        (await track(list)).json().map((job: { disclosure: string }) => job.disclosure),
      ).toEqual(['masked', 'masked', 'masked'])
    })
  })

  it('reports the database as reachable, in detail to a monitor with HEALTH_TOKEN', async () => {
    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok' })
    const response = await app.inject({ url: '/api/health', headers: asMonitor })
    expect(response.json()).toEqual({
      status: 'ok',
      database: { kind: backend, reachable: true },
      notifications: { delivery: 'log', pending: expect.any(Number) },
      webhook: { configured: false, pending: 0, retrying: 0, failed: 0, lastError: null },
      redis: { configured: false },
    })
  })
})

describe.each(backends)('the tracking budget on %s', (backend) => {
  let repo: Repository
  let app: FastifyInstance
  beforeAll(async () => {
    repo = await freshRepository(backend)
    await seedDemo(repo)
    app = await appWithTrackPage(repo, testConfig({ RATE_LIMIT_TRACKING_PER_MINUTE: '10' }))
  })
  afterAll(async () => {
    await app.close()
    await repo.close()
  })
  const numbers = (count: number, from = 0) =>
    Array.from({ length: count }, (_, index) => `ZZZZ${String(from + index).padStart(6, '0')}`)
  const track = (ids: string[], remoteAddress: string) =>
    app.inject({ url: `/api/jobs/jobs/?tracking_id=${ids.join(',')}`, remoteAddress })

  it('counts each number looked up: ten numbers cost ten lookups', async () => {
    const ip = '10.5.0.1'
    expect((await track(['ABCD123456', ...numbers(9)], ip)).statusCode).toBe(200)
    const next = await track(['ABCD123456'], ip)
    expect([next.statusCode, next.json()]).toEqual([429, { error: errorMessages.tooMany }])
    expect(next.headers['retry-after']).toBeDefined()
  })

  it('refuses a list that would go over the budget, having counted what it could', async () => {
    const ip = '10.5.0.2'
    for (let i = 0; i < 5; i++) expect((await track(['ABCD123456'], ip)).statusCode).toBe(200)
    expect((await track(numbers(6), ip)).statusCode).toBe(429)
    // Another client is not affected.
    expect((await track(numbers(10), '10.5.0.3')).statusCode).toBe(200)
  })

  it('charges one lookup for a refused list of eleven, which looks nothing up', async () => {
    const ip = '10.5.0.4'
    for (let i = 0; i < 9; i++) expect((await track(numbers(11), ip)).statusCode).toBe(400)
    expect((await track(['ABCD123456'], ip)).statusCode).toBe(200)
    expect((await track(['ABCD123456'], ip)).statusCode).toBe(429)
  })

  it('counts the numbers of a result link the same way', async () => {
    const ip = '10.5.0.5'
    const page = (ids: string[]) =>
      app.inject({ url: `/track-your-cargo?tracking_id=${ids.join(',')}`, remoteAddress: ip })
    const ten = await page(['ABCD123456', ...numbers(9)])
    expect(ten.statusCode).toBe(200)
    expect(JSON.parse(ten.body).jobs).toHaveLength(1)
    expect((await page(['ABCD123456'])).statusCode).toBe(429)
  })
})

describe('rate limits', () => {
  it('answers 429 with an error once an IP exceeds its budget', async () => {
    const repo = await freshRepository('sqlite')
    const app = await buildApp({
      config: testConfig({
        RATE_LIMIT_ENQUIRIES_PER_MINUTE: '2',
        RATE_LIMIT_TRACKING_PER_MINUTE: '3',
      }),
      repo,
      site,
    })
    const codes = []
    for (let i = 0; i < 4; i++)
      codes.push((await app.inject('/api/jobs/jobs/?tracking_id=X')).statusCode)
    expect(codes).toEqual([200, 200, 200, 429])
    const limited = await app.inject('/api/jobs/jobs/?tracking_id=X')
    expect(limited.json()).toEqual({ error: errorMessages.tooMany })
    expect(limited.headers['retry-after']).toBeDefined()
    expect(Object.keys(limited.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual(
      [],
    )

    const enquiry = () =>
      app.inject({ method: 'POST', url: '/api/contacts/enquiries/', payload: validEnquiry })
    expect([(await enquiry()).statusCode, (await enquiry()).statusCode]).toEqual([201, 201])
    const third = await enquiry()
    expect([third.statusCode, third.json()]).toEqual([429, { error: errorMessages.tooMany }])
    // Another client is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      payload: validEnquiry,
      remoteAddress: '10.0.0.9',
    })
    expect(other.statusCode).toBe(201)
    await app.close()
    await repo.close()
  })
})
