import { writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { validationMessages } from '@contract/messages.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import type { Repository } from '../src/repository.ts'
import type { PageRenderer } from '../src/site/page-renderer.ts'
import { NO_TOKEN_REVIEW } from '../src/leads/public-form-route.ts'
import { seedDemo } from '../src/shipments/seed.ts'
import { loadSite, type Site } from '../src/site/static-site.ts'

import { backends, fakeDist, freshRepository, validEnquiry } from './helpers.ts'

const ORIGIN = 'http://localhost:4000'
const TRACK_PAGE_HTML =
  '<!doctype html><html><head><title>Track</title></head><body>track</body></html>'

let site: Site
beforeAll(async () => {
  const dist = fakeDist()
  mkdirSync(join(dist, 'track-your-cargo'))
  writeFileSync(join(dist, 'track-your-cargo', 'index.html'), TRACK_PAGE_HTML)
  site = await loadSite(dist)
})

/** Stands in for the site's renderer (built by `npm run build`): shows what it was asked for. */
const renderer: PageRenderer = {
  renderTrackResultPage: async (_template, url, lookup) =>
    `<p id="url">${url}</p><pre>${JSON.stringify(lookup)}</pre>`,
  renderEnquiryCorrectionPage: async (_template, echo) => `<pre>${JSON.stringify(echo)}</pre>`,
}

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const { fullName, phoneNumber, email, serviceType, message } = validEnquiry
const filledForm = { fullName, phoneNumber, email, serviceType, message, companyWebsite: '' }

describe.each(backends)('Script-free forms on %s', (backend) => {
  let repo: Repository
  let app: FastifyInstance

  beforeAll(async () => {
    repo = await freshRepository(backend)
    await seedDemo(repo)
    const config = loadConfig({
      RATE_LIMIT_ENQUIRIES_PER_MINUTE: '1000',
      RATE_LIMIT_TRACKING_PER_MINUTE: '1000',
    })
    app = await buildApp({ config, repo, site, renderers: { en: renderer } })
  })
  afterAll(async () => {
    await app.close()
    await repo.close()
  })

  const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        origin: ORIGIN,
        referer: `${ORIGIN}/contact-us`,
        host: 'localhost:4000',
        ...headers,
      },
      payload: formBody(fields),
    })

  const count = async () => (await repo.listEnquiries()).length

  describe('POST /api/contacts/enquiries/ as a form', () => {
    it('stores the enquiry flagged for review and answers 303 to /thank-you', async () => {
      const response = await postForm({ ...filledForm, fullName: 'Layla Form-Post' })
      expect(response.statusCode).toBe(303)
      expect(response.headers.location).toBe('/thank-you')
      const stored = (await repo.listEnquiries()).find((row) => row.fullName === 'Layla Form-Post')
      expect(stored).toMatchObject({
        email: validEnquiry.email,
        serviceType: validEnquiry.serviceType,
        submittedUrl: `${ORIGIN}/contact-us`,
        recaptchaScore: null,
        reviewReason: NO_TOKEN_REVIEW,
      })
    })

    it('answers a missing field with the form again: the messages and the values kept', async () => {
      const before = await count()
      const response = await postForm({ ...filledForm, message: '  ', email: 'not-an-email' })
      expect(response.statusCode).toBe(400)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      const echo = JSON.parse(response.body.replace(/^<pre>|<\/pre>$/g, ''))
      expect(echo.errors).toEqual({
        email: validationMessages.emailInvalid,
        message: validationMessages.message,
      })
      expect(echo.values).toMatchObject({ fullName, phoneNumber, email: 'not-an-email' })
      expect(await count()).toBe(before)
    })

    it('puts the posted country code in front of the number, as the scripted forms do', async () => {
      // [who, code, number typed, number stored]: a number typed with its own + keeps it, and a
      // code that is no code is ignored.
      const cases = [
        ['Qatar Local', '974', '55 12 34 56', '97455123456'],
        ['UK Mobile', '44', '07700 900123', '447700900123'],
        ['Own Prefix', '974', '+91 98765 43210', '919876543210'],
        ['Odd Code', '9x', '97455001234', '97455001234'],
      ]
      for (const [name, dialCode, typed, sent] of cases) {
        await postForm({ ...filledForm, fullName: name!, dialCode: dialCode!, phoneNumber: typed! })
        const row = (await repo.listEnquiries()).find((enquiry) => enquiry.fullName === name)
        expect(row?.phoneNumber, name).toBe(sent)
      }
    })

    it('echoes the code and the number apart when the form comes back', async () => {
      const response = await postForm({
        ...filledForm,
        dialCode: '44',
        phoneNumber: '07700900123',
        message: '',
      })
      expect(response.statusCode).toBe(400)
      const echo = JSON.parse(response.body.replace(/^<pre>|<\/pre>$/g, ''))
      expect(echo.values).toMatchObject({ dialCode: '44', phoneNumber: '07700900123' })
      expect(echo.errors).toEqual({ message: validationMessages.message })
    })

    it('refuses a form posted from another site and stores nothing', async () => {
      const before = await count()
      const attempts: Array<Record<string, string>> = [
        { origin: 'https://evil.example' },
        { origin: '', referer: 'https://evil.example/page' },
      ]
      for (const headers of attempts) {
        const response = await postForm(filledForm, headers)
        expect(response.statusCode).toBe(403)
        expect(response.body).toBe(serverMessages.crossOrigin)
      }
      expect(await count()).toBe(before)
    })

    it('pretends success to a bot that filled the hidden field, storing nothing', async () => {
      const before = await count()
      const response = await postForm({ ...filledForm, companyWebsite: 'https://spam.example' })
      expect(response.statusCode).toBe(303)
      expect(await count()).toBe(before)
    })

    it('shows a bot that filled the hidden field the same corrections as a person', async () => {
      const response = await postForm({ ...filledForm, fullName: '', companyWebsite: 'spam' })
      expect(response.statusCode).toBe(400)
      const echo = JSON.parse(response.body.replace(/^<pre>|<\/pre>$/g, ''))
      expect(echo.errors).toEqual({ fullName: validationMessages.fullName })
      expect(echo.values).not.toHaveProperty('companyWebsite')
    })

    it('leaves JSON requests exactly as they were', async () => {
      const json = (body: unknown) =>
        app.inject({
          method: 'POST',
          url: '/api/contacts/enquiries/',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        })
      const ok = await json(validEnquiry)
      expect(ok.statusCode).toBe(201)
      expect(ok.json()).toEqual({ id: expect.any(Number) })
      const bad = await json({ ...validEnquiry, fullName: '' })
      expect(bad.statusCode).toBe(400)
      expect(bad.json()).toEqual({
        error: validationMessages.fullName,
        fields: { fullName: validationMessages.fullName },
      })
    })
  })

  describe('GET /track-your-cargo?tracking_id=…', () => {
    it('renders the job into the page, masked as the API answers it', async () => {
      const response = await app.inject({ url: '/track-your-cargo?tracking_id=%20ABCD123456' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.body).toContain('<p id="url">/track-your-cargo?tracking_id=%20ABCD123456</p>')
      const lookup = JSON.parse(response.body.replace(/^.*<pre>|<\/pre>$/gs, ''))
      expect(lookup.trackingId).toBe('ABCD123456')
      expect(lookup.jobs).toHaveLength(1)
      expect(lookup.jobs[0]).toMatchObject({
        tracking_id: 'ABCD123456',
        customer: { name: 'A. R.' },
        receiver_name: 'A. R.',
        contact_number: '•••••••22',
        email: 'a•••@example.com',
        recipient_address: 'Southport, Australia',
        weight: 2450,
        disclosure: 'masked',
      })
      for (const personal of ['Aisha', 'Rahman', '5500', '1122', 'aisha.rahman', 'Marine Parade'])
        expect(response.body).not.toContain(personal)
    })

    it('renders an unknown number with no jobs', async () => {
      const response = await app.inject({ url: '/track-your-cargo?tracking_id=ZZZZ000000' })
      expect(JSON.parse(response.body.replace(/^.*<pre>|<\/pre>$/gs, ''))).toEqual({
        trackingId: 'ZZZZ000000',
        jobs: [],
      })
    })

    it('renders several numbers as one lookup in the order asked, each masked', async () => {
      const response = await app.inject({
        url: '/track-your-cargo?tracking_id=SYKR293270,ZZZZ000000%0Aabcd123456&tracking_id=QTRM654321',
      })
      expect(response.statusCode).toBe(200)
      const lookup = JSON.parse(response.body.replace(/^.*<pre>|<\/pre>$/gs, ''))
      expect(lookup.trackingId).toBe('SYKR293270,ZZZZ000000,abcd123456,QTRM654321')
      expect(lookup.jobs.map((job: { tracking_id: string }) => job.tracking_id)).toEqual([
        'SYKR293270',
        'ABCD123456',
        'QTRM654321',
      ])
      expect(lookup.jobs.every((job: { disclosure: string }) => job.disclosure === 'masked')).toBe(
        true,
      )
      for (const personal of ['Aisha', 'Rahman', '5500', '1122', '3300', '4455'])
        expect(response.body).not.toContain(personal)
    })

    it('answers more than 10 numbers with the page holding them and 400, looking none up', async () => {
      const eleven = ['ABCD123456', ...Array.from({ length: 10 }, (_, i) => `ZZZZ00000${i}`)]
      const response = await app.inject({
        url: `/track-your-cargo?tracking_id=${eleven.join(',')}`,
      })
      expect(response.statusCode).toBe(400)
      expect(response.headers['content-type']).toContain('text/html')
      const lookup = JSON.parse(response.body.replace(/^.*<pre>|<\/pre>$/gs, ''))
      expect(lookup).toEqual({ trackingId: eleven.join(','), jobs: [] })
    })

    it('serves the prerendered page without a number', async () => {
      for (const url of [
        '/track-your-cargo',
        '/track-your-cargo?tracking_id=',
        '/track-your-cargo?x=1',
        // Not a text value, or only a control character: read as no number at all.
        '/track-your-cargo?tracking_id[]=ABCD123456',
        '/track-your-cargo?tracking_id=ABCD123456%00',
      ]) {
        const response = await app.inject({ url })
        expect(response.statusCode).toBe(200)
        expect(response.body).toBe(TRACK_PAGE_HTML)
      }
    })
  })
})
