import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp, errorMessages } from '../src/app.ts'
import type { Repository } from '../src/repository.ts'
import { loadSite, precompressSite, type Site } from '../src/site/static-site.ts'

import { freshRepository, fakeDist, testConfig } from './helpers.ts'

let site: Site
beforeAll(async () => {
  site = await loadSite(fakeDist())
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
    expect(csp).toContain("frame-src 'self' https://www.google.com/ https://recaptcha.google.com/")
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

describe('a site the build precompressed', () => {
  const SCRIPT = 'assets/index-AbC123.js'
  let dist: string
  let app: FastifyInstance
  let repo: Repository
  let plain: FastifyInstance
  beforeAll(async () => {
    dist = fakeDist()
    // Not a compressed form of a text file: a download of its own, served as it is.
    mkdirSync(join(dist, 'files'))
    writeFileSync(join(dist, 'files/data.bin.gz'), 'archive')
    expect(await precompressSite(dist)).toBe(7)
    // A stand-in the server cannot have made itself, to prove it sends what the build wrote.
    const standIn = brotliCompressSync(readFileSync(join(dist, SCRIPT)), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
    })
    expect(standIn).not.toEqual(readFileSync(join(dist, `${SCRIPT}.br`)))
    writeFileSync(join(dist, `${SCRIPT}.br`), standIn)
    repo = await freshRepository('sqlite')
    app = await buildApp({ config: testConfig(), repo, site: await loadSite(dist) })
    plain = await buildApp({ config: testConfig(), repo, site })
  })
  afterAll(async () => {
    await app.close()
    await plain.close()
    await repo.close()
  })

  it('writes brotli and gzip forms beside each text file worth compressing', () => {
    for (const path of [SCRIPT, 'index.html', 'ar/404.html']) {
      const original = readFileSync(join(dist, path))
      expect(brotliDecompressSync(readFileSync(join(dist, `${path}.br`))), path).toEqual(original)
      expect(gunzipSync(readFileSync(join(dist, `${path}.gz`))), path).toEqual(original)
    }
    // Too small to gain, and the build's manifests are never served.
    for (const path of ['robots.txt', '.vite/manifest.json', 'files/data.bin.gz'])
      expect(existsSync(join(dist, `${path}.br`)), path).toBe(false)
  })

  it('serves the build’s bodies with the same encodings, ETags and Vary as compressing at start', async () => {
    for (const [url, accept, encoding] of [
      [`/${SCRIPT}`, 'gzip, br', 'br'],
      [`/${SCRIPT}`, 'gzip', 'gzip'],
      ['/', 'br', 'br'],
      ['/about-us', 'gzip', 'gzip'],
      ['/ar/nope', 'br', 'br'],
      ['/', 'identity', undefined],
    ] as const) {
      const request = { url, headers: { 'accept-encoding': accept } }
      const [built, started] = await Promise.all([app.inject(request), plain.inject(request)])
      for (const name of ['content-encoding', 'etag', 'vary', 'content-type', 'cache-control'])
        expect(built.headers[name], `${url} ${accept} ${name}`).toBe(started.headers[name])
      expect(built.headers['content-encoding'], url).toBe(encoding)
      expect(built.statusCode, url).toBe(started.statusCode)
    }
    const script = await app.inject({ url: `/${SCRIPT}`, headers: { 'accept-encoding': 'br' } })
    expect(script.rawPayload).toEqual(readFileSync(join(dist, `${SCRIPT}.br`)))
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(page.rawPayload).toEqual(readFileSync(join(dist, 'index.html.gz')))
    const again = await app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(page.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('never serves the compressed forms at addresses of their own', async () => {
    for (const path of [`/${SCRIPT}.br`, `/${SCRIPT}.gz`, '/index.html.br', '/ar/404.html.gz']) {
      const response = await app.inject(path)
      expect([response.statusCode, response.headers['content-type']], path).toEqual([
        404,
        'text/html; charset=utf-8',
      ])
    }
    const download = await app.inject('/files/data.bin.gz')
    expect([download.statusCode, download.body]).toEqual([200, 'archive'])
  })

  it('compresses a file changed after the build again instead of sending its old forms', async () => {
    const changed = 'console.log("changed");'.repeat(100)
    writeFileSync(join(dist, SCRIPT), changed)
    const later = new Date(Date.now() + 60_000)
    utimesSync(join(dist, SCRIPT), later, later)
    const reloaded = await buildApp({ config: testConfig(), repo, site: await loadSite(dist) })
    try {
      const response = await reloaded.inject({
        url: `/${SCRIPT}`,
        headers: { 'accept-encoding': 'br' },
      })
      expect(response.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(changed)
    } finally {
      await reloaded.close()
    }
  })
})
