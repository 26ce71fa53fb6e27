import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serviceTypeValues } from '../../shared/contract/enquiry.ts'
import { bodyMessages } from '../../shared/contract/enquiry-body.ts'
import { validationMessages } from '../../shared/contract/messages.ts'
import { serverMessages } from '../../shared/contract/server-messages.ts'
import { detailsMessages } from '../../src/lib/quote-details.ts'
import { buildApp, errorMessages } from '../src/app.ts'
import { loadConfig, type Config } from '../src/config.ts'
import type { Repository } from '../src/repository.ts'
import { enquiryMessages } from '../src/enquiries/pipeline.ts'
import { captchaFailedMessage, notBotCheckedReason } from '../src/enquiries/recaptcha.ts'
import { dohaDay, seedDemo } from '../src/tracking/seed.ts'
import { loadSite, type Site } from '../src/site/static-site.ts'

import { backends, fakeDist, fakeSiteverify, freshRepository, validEnquiry } from './helpers.ts'

const INJECTION = `Robert'); DROP TABLE enquiries;-- <script>alert("x")</script> ' OR '1'='1 \\x00 %00 ${'\u{1F69A}'}`

let site: Site
let siteverify: Awaited<ReturnType<typeof fakeSiteverify>>

beforeAll(async () => {
  site = await loadSite(fakeDist())
  siteverify = await fakeSiteverify()
})
afterAll(() => siteverify.close())

function testConfig(overrides: Partial<Record<string, string>> = {}): Config {
  return loadConfig({
    RATE_LIMIT_ENQUIRIES_PER_MINUTE: '1000',
    RATE_LIMIT_TRACKING_PER_MINUTE: '1000',
    REVEAL_ANSWER_MS: '0',
    ...overrides,
  })
}

describe.each(backends)('API on %s', (backend) => {
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

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    })

  describe('POST /api/contacts/enquiries/', () => {
    it('stores a valid enquiry before answering 201 with its id', async () => {
      const response = await post({ ...validEnquiry, trackingNumber: 'ABCD123456' })
      expect(response.statusCode).toBe(201)
      const { id } = response.json<{ id: number }>()
      const stored = (await repo.listEnquiries()).find((enquiry) => enquiry.id === id)
      expect(stored).toMatchObject({
        fullName: validEnquiry.fullName,
        serviceType: 'internationalMove',
        trackingNumber: 'ABCD123456',
        reviewReason: notBotCheckedReason,
      })
    })

    it('rejects blank page addresses and C1 control characters never reach storage', async () => {
      for (const field of ['refererUrl', 'submittedUrl']) {
        const response = await post({ ...validEnquiry, [field]: '  ' })
        expect([response.statusCode, response.json().error]).toEqual([
          400,
          bodyMessages.blank(field as 'refererUrl'),
        ])
      }
      const response = await post({ ...validEnquiry, fullName: 'Omar\u009b31m Haddad\u0085' })
      const stored = (await repo.listEnquiries()).find((e) => e.id === response.json().id)
      expect(stored?.fullName).toBe('Omar31m Haddad')
    })

    it.each([
      ['fullName', validationMessages.fullName],
      ['phoneNumber', validationMessages.phoneNumber],
      ['email', validationMessages.email],
      ['serviceType', validationMessages.serviceType],
      ['message', validationMessages.message],
    ])('answers 400 with the spec message when %s is missing or blank', async (field, message) => {
      for (const value of [undefined, '', '   ']) {
        const response = await post({ ...validEnquiry, [field]: value })
        expect(response.statusCode).toBe(400)
        expect(response.json()).toMatchObject({ error: message })
      }
    })

    it('stores an enquiry without a token, flagged as not bot-checked, when it has no secret', async () => {
      for (const recaptchaToken of [undefined, '']) {
        const response = await post({ ...validEnquiry, recaptchaToken })
        expect(response.statusCode).toBe(201)
        const stored = (await repo.listEnquiries()).find((e) => e.id === response.json().id)
        expect(stored?.reviewReason).toBe(notBotCheckedReason)
      }
    })

    it('reports every failing field, the first one as the error', async () => {
      const response = await post({ ...validEnquiry, fullName: '', email: '' })
      expect(response.json()).toEqual({
        error: validationMessages.fullName,
        fields: { fullName: validationMessages.fullName, email: validationMessages.email },
      })
    })

    it.each(['no-at-sign', 'a@b', 'a b@c.de', '@example.com'])(
      'rejects the e-mail %j',
      async (email) => {
        const response = await post({ ...validEnquiry, email })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(validationMessages.emailInvalid)
      },
    )

    it.each(['12345', '1234567890123456', '97455abc12', '--'])(
      'rejects the phone number %j',
      async (phoneNumber) => {
        const response = await post({ ...validEnquiry, phoneNumber })
        expect(response.json().error).toBe(bodyMessages.phoneDigits)
      },
    )

    it('accepts 6 to 15 digits and stores only the digits', async () => {
      for (const phoneNumber of ['123456', '123456789012345', '+974 5500-1234']) {
        const response = await post({ ...validEnquiry, phoneNumber })
        expect(response.statusCode).toBe(201)
      }
      const last = (await repo.listEnquiries()).at(-1)
      expect(last?.phoneNumber).toBe('97455001234')
    })

    it('accepts each of the five service types and nothing else', async () => {
      for (const serviceType of serviceTypeValues)
        expect((await post({ ...validEnquiry, serviceType })).statusCode).toBe(201)
      for (const serviceType of ['LocalMove', 'other', 'Local Move'])
        expect((await post({ ...validEnquiry, serviceType })).json().error).toBe(
          validationMessages.serviceType,
        )
    })

    it('caps the length of every field', async () => {
      const cases: Array<[string, number]> = [
        ['fullName', 101],
        ['email', 255],
        ['message', 5001],
        ['refererUrl', 2049],
        ['submittedUrl', 2049],
        ['trackingNumber', 33],
      ]
      for (const [field, length] of cases) {
        const value =
          field === 'email' ? `${'a'.repeat(length - 12)}@example.com` : 'a'.repeat(length)
        const response = await post({ ...validEnquiry, [field]: value })
        expect(response.statusCode, field).toBe(400)
        expect(response.json().error, field).toMatch(/too long/)
      }
    })

    it('rejects unknown fields, non-string values and non-object bodies', async () => {
      expect((await post({ ...validEnquiry, isAdmin: true })).json().error).toBe(
        bodyMessages.unknownField('isAdmin'),
      )
      expect((await post({ ...validEnquiry, fullName: ['x'] })).json().error).toBe(
        bodyMessages.notString('fullName'),
      )
      expect((await post({ ...validEnquiry, message: 42 })).json().error).toBe(
        bodyMessages.notString('message'),
      )
      expect((await post([validEnquiry])).json().error).toBe(bodyMessages.notObject)
      expect((await post('"text"')).json().error).toBe(bodyMessages.notObject)
      expect((await post('null')).statusCode).toBe(400)
    })

    it('answers malformed JSON, a wrong content type and an oversized body with an error', async () => {
      const malformed = await post('{"fullName": ')
      expect([malformed.statusCode, malformed.json().error]).toEqual([400, errorMessages.badJson])
      const empty = await post('')
      expect([empty.statusCode, empty.json().error]).toEqual([400, errorMessages.badJson])
      const proto = await post('{"__proto__": {"x": 1}}')
      expect(proto.statusCode).toBe(400)

      // A urlencoded body is the site's own plain form: plain-forms.test.ts covers that route.
      for (const type of ['text/plain', 'multipart/form-data; boundary=x']) {
        const response = await post(JSON.stringify(validEnquiry), { 'content-type': type })
        expect([response.statusCode, response.json().error]).toEqual([415, errorMessages.notJson])
      }
      const big = await post({ ...validEnquiry, message: 'x'.repeat(17 * 1024) })
      expect([big.statusCode, big.json().error]).toEqual([413, errorMessages.tooLarge])
    })

    it('answers every malformed body with a 400 and its reason, never a crash', async () => {
      const cases: Array<[string, string]> = [
        ['42', bodyMessages.notObject],
        ['true', bodyMessages.notObject],
        [`${'['.repeat(4000)}${']'.repeat(4000)}`, bodyMessages.notObject],
        ['{"fullName": {"$gt": ""}}', bodyMessages.notString('fullName')],
        ['{"fullName": "x", "fullName": 7}', bodyMessages.notString('fullName')],
        [
          JSON.stringify({ ...validEnquiry, phoneNumber: 97455001234 }),
          bodyMessages.notString('phoneNumber'),
        ],
        [
          JSON.stringify({ ...validEnquiry, constructor: 'x' }),
          bodyMessages.unknownField('constructor'),
        ],
        [JSON.stringify({ ...validEnquiry, details: 'a planned move' }), detailsMessages.shape],
        [
          JSON.stringify({ ...validEnquiry, companyWebsite: ['x'] }),
          bodyMessages.notString('companyWebsite'),
        ],
      ]
      for (const [payload, error] of cases) {
        const response = await post(payload)
        expect([response.statusCode, response.json().error], payload.slice(0, 40)).toEqual([
          400,
          error,
        ])
      }
    })

    it('answers a bot that filled the hidden field as if stored, and keeps nothing', async () => {
      const before = await repo.listEnquiries()
      const pending = await repo.countPendingNotifications()
      const person = await post(validEnquiry)
      const bot = await post({ ...validEnquiry, companyWebsite: 'https://spam.example' })
      expect([bot.statusCode, bot.json()]).toEqual([201, { id: expect.any(Number) }])
      // Nothing in the answer tells it apart from a person's.
      const headerNames = (response: typeof bot) => Object.keys(response.headers).sort()
      expect(headerNames(bot)).toEqual(headerNames(person))
      expect(await repo.listEnquiries()).toHaveLength(before.length + 1)
      expect(await repo.countPendingNotifications()).toBe(pending + 1)
    })

    it('checks the fields of an enquiry with the hidden field filled like any other', async () => {
      const response = await post({ ...validEnquiry, fullName: ' ', companyWebsite: 'x' })
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error: validationMessages.fullName, fields: { fullName: validationMessages.fullName } },
      ])
    })

    it('stores an enquiry whose hidden field came back empty', async () => {
      const response = await post({ ...validEnquiry, companyWebsite: '  ' })
      expect(response.statusCode).toBe(201)
      const stored = (await repo.listEnquiries()).find((e) => e.id === response.json().id)
      expect(stored?.fullName).toBe(validEnquiry.fullName)
    })

    it('refuses a request from another origin, accepts our own', async () => {
      const foreign = await post(validEnquiry, { origin: 'https://evil.example' })
      expect([foreign.statusCode, foreign.json().error]).toEqual([403, enquiryMessages.crossOrigin])
      const own = await post(validEnquiry, { origin: 'http://localhost:80', host: 'localhost:80' })
      expect(own.statusCode).toBe(201)
    })

    it('stores SQL and HTML injection strings verbatim, as data', async () => {
      const response = await post({
        ...validEnquiry,
        fullName: INJECTION.slice(0, 100),
        message: INJECTION,
      })
      expect(response.statusCode).toBe(201)
      const stored = (await repo.listEnquiries()).find((e) => e.id === response.json().id)
      expect(stored?.message).toBe(INJECTION.trim())
      expect(stored?.fullName).toBe(INJECTION.slice(0, 100).trim())
    })

    it('drops control characters a form cannot type (PostgreSQL text cannot hold NUL)', async () => {
      const response = await post({
        ...validEnquiry,
        message: 'line one\u0000\u0007\nline two\tend',
      })
      const stored = (await repo.listEnquiries()).find((e) => e.id === response.json().id)
      expect(stored?.message).toBe('line one\nline two\tend')
    })

    it('turns a retry with the same Idempotency-Key into the same enquiry', async () => {
      const before = (await repo.listEnquiries()).length
      const key = `key-${backend}-1`
      const first = await post(validEnquiry, { 'idempotency-key': key })
      // The client fetches a fresh captcha token for the retry; it is still the same enquiry.
      const retry = await post(
        { ...validEnquiry, recaptchaToken: 'another' },
        { 'idempotency-key': key },
      )
      expect(first.statusCode).toBe(201)
      expect(retry.statusCode).toBe(201)
      expect(retry.json()).toEqual(first.json())
      expect(retry.headers['idempotent-replayed']).toBe('true')
      const concurrent = await Promise.all(
        [1, 2, 3].map(() => post(validEnquiry, { 'idempotency-key': `key-${backend}-2` })),
      )
      expect(new Set(concurrent.map((r) => r.json().id)).size).toBe(1)
      expect((await repo.listEnquiries()).length).toBe(before + 2)

      const reused = await post(
        { ...validEnquiry, message: 'different' },
        { 'idempotency-key': key },
      )
      expect([reused.statusCode, reused.json().error]).toEqual([422, enquiryMessages.keyReused])
      const bad = await post(validEnquiry, { 'idempotency-key': 'x'.repeat(201) })
      expect([bad.statusCode, bad.json().error]).toEqual([400, enquiryMessages.badIdempotencyKey])
    })
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
        collection_date: dohaDay(new Date(), -10),
        date_of_departure: dohaDay(new Date(), -6),
        date_of_arrival: null,
        status_updates: expect.any(Array),
        disclosure: 'masked',
      })
      expect(job.status_updates).toHaveLength(5)
      expect(job.status_updates[1]).toEqual({
        id: expect.any(Number),
        status_content: 'Packed and collected from the residence in West Bay',
        status_date: dohaDay(new Date(), -10),
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

  it('reports the database as reachable', async () => {
    const response = await app.inject('/api/health')
    expect(response.json()).toEqual({
      status: 'ok',
      database: { kind: backend, reachable: true },
      notifications: { delivery: 'log', pending: expect.any(Number) },
    })
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

describe('reCAPTCHA verification', () => {
  let repo: Repository
  let app: FastifyInstance
  beforeAll(async () => {
    repo = await freshRepository('sqlite')
    app = await buildApp({
      config: testConfig({ RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_VERIFY_URL: siteverify.url }),
      repo,
      site,
    })
  })
  afterAll(async () => {
    await app.close()
    await repo.close()
  })
  const submit = (recaptchaToken: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      payload: { ...validEnquiry, recaptchaToken },
    })
  const stored = async (id: number) => (await repo.listEnquiries()).find((e) => e.id === id)

  it('sends the secret, the token and the client IP to siteverify and stores the score', async () => {
    const response = await submit('good')
    expect(response.statusCode).toBe(201)
    expect(siteverify.calls.at(-1)).toEqual({
      secret: 'test-secret',
      response: 'good',
      remoteip: '127.0.0.1',
    })
    expect(await stored(response.json().id)).toMatchObject({
      recaptchaScore: 0.9,
      reviewReason: null,
    })
  })

  it('keeps a low-score enquiry, flagged for review', async () => {
    const response = await submit('low')
    expect(response.statusCode).toBe(201)
    expect((await stored(response.json().id))?.reviewReason).toMatch(/low reCAPTCHA score/)
  })

  it('refuses the enquiry, storing nothing, when Google cannot be asked (fail closed)', async () => {
    const before = (await repo.listEnquiries()).length
    const response = await submit('down')
    expect([response.statusCode, response.json()]).toEqual([
      503,
      { error: serverMessages.captchaUnavailable },
    ])
    expect(response.headers['retry-after']).toBe('60')
    expect(await repo.listEnquiries()).toHaveLength(before)
  })

  it.each(['bad', 'wrong-action', 'wrong-host'])('rejects a %s token', async (token) => {
    const response = await submit(token)
    expect([response.statusCode, response.json()]).toEqual([400, { error: captchaFailedMessage }])
  })

  it('never asks Google about an enquiry whose hidden field is filled', async () => {
    const calls = siteverify.calls.length
    const response = await app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      payload: { ...validEnquiry, companyWebsite: 'https://spam.example' },
    })
    expect(response.statusCode).toBe(201)
    expect(siteverify.calls).toHaveLength(calls)
  })

  it('refuses a missing or blank token with the spec message, without asking Google', async () => {
    const calls = siteverify.calls.length
    for (const recaptchaToken of [undefined, '', '  ']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contacts/enquiries/',
        payload: { ...validEnquiry, recaptchaToken },
      })
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { error: validationMessages.recaptchaToken },
      ])
    }
    expect(siteverify.calls).toHaveLength(calls)
  })
})

describe('the built site', () => {
  let app: FastifyInstance
  let repo: Repository
  beforeAll(async () => {
    repo = await freshRepository('sqlite')
    app = await buildApp({ config: testConfig({ TRUST_PROXY: '1' }), repo, site })
  })
  afterAll(async () => {
    await app.close()
    await repo.close()
  })

  it('serves prerendered pages with revalidation and the 404 page with status 404', async () => {
    const about = await app.inject('/about-us')
    expect([about.statusCode, about.headers['cache-control']]).toEqual([200, 'no-cache'])
    expect(about.body).toContain('<title>About</title>')
    for (const path of ['/nope', '/not-found', '/about-us/deeper', '/index.html']) {
      const response = await app.inject(path)
      expect(response.statusCode, path).toBe(404)
      expect(response.body).toContain('Page not found')
    }
    const slash = await app.inject('/about-us/?x=1')
    expect([slash.statusCode, slash.headers.location]).toEqual([301, '/about-us?x=1'])
    const api404 = await app.inject('/api/nothing')
    expect([api404.statusCode, api404.json()]).toEqual([404, { error: 'Not found.' }])
  })

  it('answers other methods on the API with 405 and the allowed ones', async () => {
    const cases: Array<[string, 'GET' | 'PUT' | 'DELETE' | 'POST' | 'PATCH', string]> = [
      ['/api/contacts/enquiries/', 'GET', 'POST'],
      ['/api/contacts/enquiries/', 'PUT', 'POST'],
      ['/api/jobs/jobs/', 'POST', 'GET, HEAD'],
      ['/api/jobs/jobs/', 'DELETE', 'GET, HEAD'],
      ['/api/health', 'PATCH', 'GET, HEAD'],
    ]
    for (const [url, method, allow] of cases) {
      const response = await app.inject({ method, url })
      expect([response.statusCode, response.headers.allow], `${method} ${url}`).toEqual([
        405,
        allow,
      ])
      expect(response.json()).toEqual({ error: errorMessages.methodNotAllowed })
    }
  })

  it('never serves the build manifests under /.vite/', async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/module-chunks.json']) {
      const response = await app.inject(path)
      expect(response.statusCode, path).toBe(404)
      expect(response.body).not.toContain('"file"')
    }
  })

  it('caches hashed assets for a year and compresses with brotli or gzip', async () => {
    const asset = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['content-encoding']).toBe('br')
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    const again = await app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('sends the security headers, with inline scripts allowed by hash only', async () => {
    const page = await app.inject('/')
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("script-src 'self' 'sha256-")
    expect(csp).toContain('https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/')
    expect(csp).toContain('frame-src https://www.google.com/ https://recaptcha.google.com/')
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
    expect(site.inlineScriptHashes).toHaveLength(1)
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(page.headers['strict-transport-security']).toBeUndefined()
    const https = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/)
  })

  it('spares scripts and styles the headers that only govern a document', async () => {
    const [script, page] = await Promise.all([
      app.inject({ url: '/assets/index-AbC123.js', headers: { 'x-forwarded-proto': 'https' } }),
      app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } }),
    ])
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      expect([page.headers[name] !== undefined, script.headers[name]], name).toEqual([
        true,
        undefined,
      ])
    for (const name of [
      'x-content-type-options',
      'cross-origin-resource-policy',
      'strict-transport-security',
    ])
      expect(script.headers[name], name).toBe(page.headers[name])
  })
})
