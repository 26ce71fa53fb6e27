import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as arFields from '@contract/messages.ar.ts'
import { validationMessages } from '@contract/messages.ts'
import * as arServer from '@contract/server-messages.ar.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { buildApp } from '../src/app.ts'
import { toCsv } from '../src/leads/index.ts'
import { loadConfig } from '../src/config.ts'
import type { Repository } from '../src/repository.ts'
import { requestLocale, toArabic } from '../src/http/localised-errors.ts'
import { enquiryMail } from '../src/notifications/mailer.ts'
import type { PageRenderer } from '../src/site/page-renderer.ts'
import { seedDemo } from '../src/shipments/seed.ts'
import { loadSite, type Site } from '../src/site/static-site.ts'

import { backends, fakeDist, freshRepository, validEnquiry } from './helpers.ts'

const ORIGIN = 'http://localhost:4000'

describe('Refusals in Arabic', () => {
  it('puts each message of the contract into its Arabic twin, values and labels included', () => {
    expect(toArabic(validationMessages.fullName)).toBe(arFields.validationMessages.fullName)
    expect(toArabic(serverMessages.tooLong(serverMessages.fieldLabels.fullName, 100))).toBe(
      arServer.serverMessages.tooLong(arServer.serverMessages.fieldLabels.fullName, 100),
    )
    expect(toArabic(serverMessages.unknownField('colour'))).toBe(
      arServer.serverMessages.unknownField('colour'),
    )
    expect(toArabic('Something no module says.')).toBe('Something no module says.')
  })

  it('takes the language from the enquiry, else the best of Accept-Language, else English', () => {
    const ask = (headers: Record<string, string>, body?: unknown) =>
      requestLocale({ headers, body })
    expect(ask({ 'accept-language': 'en' }, { locale: 'ar' })).toBe('ar')
    expect(ask({ 'accept-language': 'ar-QA,ar;q=0.9,en;q=0.8' })).toBe('ar')
    expect(ask({ 'accept-language': 'en-GB,en;q=0.9,ar;q=0.8' })).toBe('en')
    expect(ask({ 'accept-language': 'fr-FR, ar;q=0.5' })).toBe('ar')
    expect(ask({ 'accept-language': 'fr' })).toBe('en')
    expect(ask({})).toBe('en')
  })
})

/** Stands in for a language's renderer: says which language rendered what. */
const renderer = (language: string): PageRenderer => ({
  renderTrackResultPage: async (_template, url) => `<p>${language} ${url}</p>`,
  renderEnquiryCorrectionPage: async (template, echo) =>
    `<pre>${JSON.stringify({ language, template: template.includes('غير موجودة'), ...echo })}</pre>`,
})

let site: Site
beforeAll(async () => {
  const dist = fakeDist()
  for (const path of ['track-your-cargo', 'ar/track-your-cargo']) {
    mkdirSync(join(dist, path), { recursive: true })
    writeFileSync(join(dist, path, 'index.html'), '<!doctype html><html><body>track</body></html>')
  }
  site = await loadSite(dist)
})

describe.each(backends)('The Arabic edition on %s', (backend) => {
  let repo: Repository
  let app: FastifyInstance

  beforeAll(async () => {
    repo = await freshRepository(backend)
    await seedDemo(repo)
    const config = loadConfig({
      RATE_LIMIT_ENQUIRIES_PER_MINUTE: '1000',
      RATE_LIMIT_TRACKING_PER_MINUTE: '1000',
    })
    app = await buildApp({
      config,
      repo,
      site,
      renderers: { en: renderer('en'), ar: renderer('ar') },
    })
  })
  afterAll(async () => {
    await app.close()
    await repo.close()
  })

  const postJson = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    })

  it('stores an Arabic enquiry with its language, and the export and the e-mail show it', async () => {
    const response = await postJson({ ...validEnquiry, fullName: 'فاطمة السيد', locale: 'ar' })
    expect(response.statusCode).toBe(201)
    const { id } = response.json<{ id: number }>()
    const stored = (await repo.listEnquiries()).find((enquiry) => enquiry.id === id)!
    expect(stored).toMatchObject({ fullName: 'فاطمة السيد', locale: 'ar' })
    const [header, ...rows] = toCsv([stored]).trim().split('\r\n')
    expect(header!.split(',')).toContain('locale')
    expect(rows[0]).toContain('"ar"')
    expect(enquiryMail(stored).text).toContain('Language: Arabic (answer in Arabic)')
  })

  it('stores an enquiry sent without a language as English', async () => {
    const response = await postJson({ ...validEnquiry, fullName: 'No Locale Sent' })
    expect(response.statusCode).toBe(201)
    const stored = (await repo.listEnquiries()).find((row) => row.fullName === 'No Locale Sent')
    expect(stored?.locale).toBe('en')
  })

  it('answers an Arabic enquiry’s problems in Arabic, field by field', async () => {
    const response = await postJson({ ...validEnquiry, fullName: ' ', email: 'x', locale: 'ar' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: arFields.validationMessages.fullName,
      fields: {
        fullName: arFields.validationMessages.fullName,
        email: arFields.validationMessages.emailInvalid,
      },
    })
  })

  it('refuses a language the site does not have, in the language asked for', async () => {
    const response = await postJson(
      { ...validEnquiry, locale: 'fr' },
      { 'accept-language': 'ar-QA' },
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ locale: arServer.serverMessages.locale })
  })

  it('answers by Accept-Language where the request has no body', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'ar' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().error).toBe(arServer.serverMessages.notFound)
    const english = await app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(english.json().error).toBe(serverMessages.notFound)
  })

  const postForm = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        referer: `${ORIGIN}/ar/contact-us`,
        host: 'localhost:4000',
      },
      payload: new URLSearchParams(fields).toString(),
    })
  const { phoneNumber, email, serviceType } = validEnquiry

  it('sends a script-free Arabic form to /ar/thank-you', async () => {
    const response = await postForm({
      fullName: 'عمر الكواري',
      phoneNumber,
      email,
      serviceType,
      message: 'نقل فيلا من الوكرة إلى لوسيل',
      locale: 'ar',
    })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/ar/thank-you')
    const stored = (await repo.listEnquiries()).find((row) => row.fullName === 'عمر الكواري')
    expect(stored).toMatchObject({ locale: 'ar', message: 'نقل فيلا من الوكرة إلى لوسيل' })
  })

  it('gives a script-free Arabic form back in Arabic, around the Arabic page', async () => {
    const response = await postForm({ fullName: 'عمر', phoneNumber, email: '', locale: 'ar' })
    expect(response.statusCode).toBe(400)
    const echo = JSON.parse(response.body.replace(/^<pre>|<\/pre>$/g, ''))
    expect(echo).toMatchObject({
      language: 'ar',
      template: true,
      values: { fullName: 'عمر' },
      errors: {
        email: arFields.validationMessages.email,
        serviceType: arFields.validationMessages.serviceType,
        message: arFields.validationMessages.message,
      },
    })
  })

  it('serves the Arabic not-found page under /ar and the English one elsewhere', async () => {
    const arabic = await app.inject({ method: 'GET', url: '/ar/no-such-page' })
    expect(arabic.statusCode).toBe(404)
    expect(arabic.body).toContain('الصفحة غير موجودة')
    const english = await app.inject({ method: 'GET', url: '/no-such-page' })
    expect(english.statusCode).toBe(404)
    expect(english.body).toContain('Page not found')
    expect((await app.inject({ method: 'GET', url: '/ar' })).body).toContain('الرئيسية')
  })

  it('renders an Arabic result link with the Arabic renderer', async () => {
    const arabic = await app.inject({
      method: 'GET',
      url: '/ar/track-your-cargo?tracking_id=NOPE000000',
    })
    expect(arabic.statusCode).toBe(200)
    expect(arabic.body).toBe('<p>ar /track-your-cargo?tracking_id=NOPE000000</p>')
    const english = await app.inject({
      method: 'GET',
      url: '/track-your-cargo?tracking_id=NOPE000000',
    })
    expect(english.body).toBe('<p>en /track-your-cargo?tracking_id=NOPE000000</p>')
  })
})
