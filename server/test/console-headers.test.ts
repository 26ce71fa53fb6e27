// The staff console's pages carry a policy of their own (issue 48, N8): no reCAPTCHA hosts, and
// framed by nobody; the public tracking page the desk frames (ADR 033) stays frameable by its own
// origin, so the desk's customer preview keeps working.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from '../src/app.ts'
import { loadSite } from '../src/site/index.ts'
import { seedDemo } from '../src/shipments/index.ts'

import { backends, fakeDist, testConfig } from './helpers.ts'
import { database } from './tracking-helpers.ts'

/** A policy as a map of directive → sources. */
const policyOf = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  )

describe.each(backends)('the console’s security headers on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let app: FastifyInstance

  beforeAll(async () => {
    const dist = fakeDist()
    for (const page of [
      'staff/index.html',
      'staff/ar/index.html',
      'track-your-cargo/index.html',
      'ar/track-your-cargo/index.html',
    ]) {
      mkdirSync(join(dist, page, '..'), { recursive: true })
      writeFileSync(join(dist, page), '<!doctype html><title>A page</title><div id=root>')
    }
    db = await database(backend)
    await seedDemo(db.repo)
    app = await buildApp({ config: testConfig(), repo: db.repo, site: await loadSite(dist) })
  })
  afterAll(async () => {
    await app.close()
    await db.repo.close()
  })

  it.each([
    '/staff',
    '/staff/leads/7',
    '/staff/shipments/ABCD123456',
    '/ar/staff',
    '/ar/staff/audit',
  ])('serves %s framed by nobody, with no reCAPTCHA host', async (url) => {
    const page = await app.inject(url)
    expect(page.statusCode).toBe(200)
    const csp = String(page.headers['content-security-policy'])
    expect(csp).not.toMatch(/google|gstatic|recaptcha/)
    const policy = policyOf(csp)
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    // The desk's preview frames our own tracking page; nothing else may be framed.
    expect(policy['frame-src']).toEqual(["'self'"])
    expect(policy['script-src']).toEqual(["'self'", expect.stringMatching(/^'sha256-/)])
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(page.headers['x-frame-options']).toBe('DENY')
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow')
  })

  it('lets the console frame the public tracking page, its own origin, and no other', async () => {
    for (const url of [
      '/track-your-cargo?tracking_id=ABCD123456',
      '/ar/track-your-cargo?tracking_id=ABCD123456',
    ]) {
      const page = await app.inject(url)
      expect(page.statusCode, url).toBe(200)
      expect(policyOf(page.headers['content-security-policy'])['frame-ancestors']).toEqual([
        "'self'",
      ])
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
    }
  })

  it('keeps reCAPTCHA on the public pages', async () => {
    const policy = policyOf((await app.inject('/')).headers['content-security-policy'])
    expect(policy['script-src']).toContain('https://www.google.com/recaptcha/')
    expect(policy['frame-ancestors']).toEqual(["'self'"])
  })
})
