import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { validationMessages } from '@contract/messages.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { buildApp } from '../src/app.ts'
import type { Repository } from '../src/repository.ts'
import { captchaFailedMessage } from '../src/leads/recaptcha.ts'
import { loadSite, type Site } from '../src/site/static-site.ts'

import { fakeDist, fakeSiteverify, freshRepository, validEnquiry, testConfig } from './helpers.ts'

let site: Site
let siteverify: Awaited<ReturnType<typeof fakeSiteverify>>

beforeAll(async () => {
  site = await loadSite(fakeDist())
  siteverify = await fakeSiteverify()
})
afterAll(() => siteverify.close())

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
