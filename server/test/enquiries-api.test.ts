import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serviceTypeValues } from '@contract/enquiry.ts'
import { bodyMessages } from '@contract/enquiry-body.ts'
import { validationMessages } from '@contract/messages.ts'
import { detailsMessages } from '../../src/lib/quote-details.ts'
import { buildApp, errorMessages } from '../src/app.ts'
import type { Repository } from '../src/repository.ts'
import { enquiryMessages } from '../src/leads/pipeline.ts'
import { notBotCheckedReason } from '../src/leads/recaptcha.ts'
import { seedDemo } from '../src/shipments/seed.ts'
import { loadSite, type Site } from '../src/site/static-site.ts'

import { backends, fakeDist, freshRepository, validEnquiry, testConfig } from './helpers.ts'

const INJECTION = `Robert'); DROP TABLE enquiries;-- <script>alert("x")</script> ' OR '1'='1 \\x00 %00 ${'\u{1F69A}'}`

let site: Site
beforeAll(async () => {
  site = await loadSite(fakeDist())
})

describe.each(backends)('the enquiries API on %s', (backend) => {
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
      // The person's enquiry e-mail to sales and its acknowledgement to them; none for the bot.
      expect(await repo.countPendingNotifications()).toBe(pending + 2)
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
})
