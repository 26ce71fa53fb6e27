// What an adversarial review of the server found, each answered (issue 32): plain-form enquiries
// in production, addresses the router cannot decode, which answers may be embedded elsewhere, and
// which requests may spend a customer's second-factor attempts.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverMessages } from '@contract/server-messages.ts'
import { serverMessages as arabicServerMessages } from '@contract/server-messages.ar.ts'
import { buildApp } from '../src/app.ts'
import { loadConfig, type Config } from '../src/config.ts'
import type { Repository } from '../src/repository.ts'
import { createMailer } from '../src/notifications/mailer.ts'
import { formDigest, NO_TOKEN_REVIEW } from '../src/leads/public-form-route.ts'
import { seedDemo } from '../src/shipments/seed.ts'
import { loadSite, type Site } from '../src/site/static-site.ts'

import { backends, fakeDist, freshRepository, validEnquiry } from './helpers.ts'
import { readMail, smtpServer } from './smtp.ts'

const ORIGIN = 'http://localhost:4000'
const silent = { info: () => {}, warn: () => {}, error: () => {} }

let site: Site
beforeAll(async () => {
  const dist = fakeDist()
  mkdirSync(join(dist, 'images'))
  writeFileSync(join(dist, 'images', 'share-home.png'), 'png')
  site = await loadSite(dist)
})

const config = (env: Record<string, string> = {}): Config =>
  loadConfig({
    RATE_LIMIT_ENQUIRIES_PER_MINUTE: '1000',
    RATE_LIMIT_TRACKING_PER_MINUTE: '1000',
    REVEAL_ANSWER_MS: '0',
    ALLOWED_ORIGINS: ORIGIN,
    ...env,
  })

const { fullName, phoneNumber, email, serviceType, message } = validEnquiry
const postForm = (
  app: FastifyInstance,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) =>
  app.inject({
    remoteAddress,
    method: 'POST',
    url: '/api/contacts/enquiries/',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
    payload: new URLSearchParams({ fullName, phoneNumber, email, serviceType, message }).toString(),
  })

describe('the daily digest of plain-form enquiries', () => {
  it('is one per Doha day, sent at 07:00 Doha the next morning', () => {
    const lateEvening = Date.parse('2026-11-26T20:59:00Z') // 23:59 in Doha
    expect(formDigest(lateEvening)).toEqual({
      key: 'plain-forms:2026-11-26',
      dueAt: Date.parse('2026-11-27T04:00:00Z'),
    })
    expect(formDigest(Date.parse('2026-11-26T21:00:00Z')).key).toBe('plain-forms:2026-11-27')
  })
})

describe.each(backends)('plain-form enquiries in production on %s', (backend) => {
  let repo: Repository
  let app: FastifyInstance

  beforeAll(async () => {
    repo = await freshRepository(backend)
    app = await buildApp({
      config: { ...config({ RATE_LIMIT_PLAIN_FORMS_PER_HOUR: '3' }), production: true },
      repo,
      site,
    })
  })
  afterAll(async () => {
    await app.close()
    await repo.close()
  })

  it('are stored for review and gathered into one digest, not mailed one by one', async () => {
    for (let i = 0; i < 3; i++) expect((await postForm(app)).statusCode).toBe(303)
    const stored = await repo.listEnquiries()
    expect(stored.map((enquiry) => enquiry.reviewReason)).toEqual(Array(3).fill(NO_TOKEN_REVIEW))

    // One outbox row, due tomorrow morning, names the digest; nothing is due now.
    const { key, dueAt } = formDigest(Date.now())
    expect(await repo.countPendingNotifications()).toBe(1)
    expect(await repo.claimOutbox(Date.now(), Date.now() + 60_000, 10)).toEqual([])
    const [digest, ...more] = await repo.claimOutbox(dueAt, dueAt + 60_000, 10)
    expect(more).toEqual([])
    expect(digest).toMatchObject({ digestKey: key, enquiryId: null })
    expect((await repo.listDigest(key)).map((enquiry) => enquiry.id)).toEqual(
      stored.map((enquiry) => enquiry.id),
    )
  })

  it('stop at the hourly cap, from every client together, with Retry-After', async () => {
    const refused = await postForm(app, {}, '203.0.113.9')
    expect(refused.statusCode).toBe(429)
    expect(refused.body).toBe(serverMessages.formsBusy)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500)
    const arabic = await postForm(app, { referer: `${ORIGIN}/ar/contact-us` })
    expect(arabic.statusCode).toBe(429)
    expect(await repo.listEnquiries()).toHaveLength(3)
  })
})

describe('the digest e-mail', () => {
  it('lists each enquiry of its key, flagged for review', async () => {
    const smtp = await smtpServer()
    const mailer = createMailer(config({ SMTP_URL: smtp.url }).mail, silent)
    const enquiry = {
      ...validEnquiry,
      id: 7,
      trackingNumber: null,
      locale: 'en' as const,
      details: null,
      attribution: null,
      clientIp: '203.0.113.9',
      recaptchaScore: null,
      reviewReason: NO_TOKEN_REVIEW,
      createdAt: '2026-11-26T08:00:00.000Z',
    }
    await mailer.send({
      kind: 'enquiry-digest',
      key: 'plain-forms:2026-11-26',
      enquiries: [enquiry, { ...enquiry, id: 8, fullName: 'Omar Haddad' }],
    })
    mailer.close()
    await smtp.close()
    expect(smtp.mails).toHaveLength(1)
    const mail = readMail(smtp.mails[0]?.raw ?? '')
    expect(mail.headers.get('subject')).toBe(
      'Digest plain-forms:2026-11-26: 2 enquiries to review (sent without a bot check)',
    )
    expect(mail.text).toContain('New enquiry #7: internationalMove from Fatima Al-Sayed')
    expect(mail.text).toContain('New enquiry #8: internationalMove from Omar Haddad')
  })
})

describe('framework errors, shared resources and second-factor requests', () => {
  let repo: Repository
  let app: FastifyInstance

  beforeAll(async () => {
    repo = await freshRepository('sqlite')
    await seedDemo(repo)
    app = await buildApp({ config: config(), repo, site })
  })
  afterAll(async () => {
    await app.close()
    await repo.close()
  })

  it('answers an undecodable address with our words and headers, never echoing it', async () => {
    for (const url of ['/%ff', '/api/jobs/jobs/%ff<script>', '/%E0%A4%A']) {
      const response = await app.inject(url)
      expect([response.statusCode, response.json()], url).toEqual([
        400,
        { error: serverMessages.badUrl },
      ])
      expect(response.body).not.toContain('%')
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
    }
  })

  it('lets other sites embed pictures only, not pages or API answers', async () => {
    const corp = async (url: string) =>
      (await app.inject(url)).headers['cross-origin-resource-policy']
    expect(await corp('/images/share-home.png')).toBe('cross-origin')
    expect(await corp('/')).toBe('same-origin')
    expect(await corp('/assets/index-AbC123.js')).toBe('same-origin')
    expect(await corp('/api/jobs/jobs/?tracking_id=ABCD123456')).toBe('same-origin')
    expect(await corp('/api/health')).toBe('same-origin')
  })

  const secondFactorRequests = [
    ['/api/jobs/jobs/reveal/', { tracking_id: 'ABCD123456', contact_last4: '1122' }],
    [
      '/api/jobs/subscriptions/',
      { tracking_id: 'ABCD123456', contact_last4: '1122', email: 'fan@example.com' },
    ],
  ] as const

  it.each(secondFactorRequests)('takes %s as JSON only', async (url, body) => {
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', new URLSearchParams(body).toString()],
      ['text/plain', JSON.stringify(body)],
      ['multipart/form-data; boundary=x', '--x--'],
    ]) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type as string, origin: ORIGIN },
        payload,
      })
      expect([response.statusCode, response.json()], type).toEqual([
        415,
        { error: serverMessages.jsonOnly },
      ])
    }
  })

  it.each(secondFactorRequests)('takes %s from our own origin only', async (url, body) => {
    const send = (origin?: string) =>
      app.inject({ method: 'POST', url, headers: origin ? { origin } : {}, payload: body })
    const foreign = await send('https://evil.example')
    expect([foreign.statusCode, foreign.json()]).toEqual([
      403,
      { error: serverMessages.foreignOrigin },
    ])
    const arabic = await app.inject({
      method: 'POST',
      url,
      headers: { origin: 'https://evil.example', 'accept-language': 'ar' },
      payload: body,
    })
    expect(arabic.json()).toEqual({ error: arabicServerMessages.foreignOrigin })
    expect((await send(ORIGIN)).statusCode).toBeLessThan(300)
  })
})
