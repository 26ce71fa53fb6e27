import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import pg from 'pg'
import { afterAll } from 'vitest'

import type { PostgresTimeouts } from '../src/db/postgres.ts'
import { loadConfig, type Config } from '../src/config.ts'
import { openPostgres, openSqlite, type Repository } from '../src/repository.ts'

const created: string[] = []

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
  created.push(dir)
  return dir
}

// Registered on the importing file's root suite, so it runs last, whether its tests passed or not.
afterAll(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const INLINE_SCRIPT = 'window.__boot = 1'

/**
 * A minimal built site: two pages and a 404 in English, a page and a 404 in Arabic, a hashed asset,
 * an inline script and a JSON-LD block.
 */
export function fakeDist(): string {
  const dir = tempDir('dist')
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script>` +
    `<script>${INLINE_SCRIPT}</script></head><body>${title.repeat(100)}</body></html>`
  const files: Record<string, string> = {
    'index.html': page('Home'),
    '404.html': page('Page not found'),
    'about-us/index.html': page('About'),
    'not-found/index.html': page('Not found route'),
    'ar/index.html': page('الرئيسية'),
    'ar/404.html': page('الصفحة غير موجودة'),
    'assets/index-AbC123.js': 'console.log("app");'.repeat(100),
    'robots.txt': 'User-agent: *\n',
    '.vite/manifest.json': '{"index.html": {"file": "assets/index-AbC123.js"}}',
    '.vite/module-chunks.json': '{"src/main.tsx": {"file": "assets/index-AbC123.js"}}',
  }
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), body)
  }
  return dir
}

export type Backend = 'sqlite' | 'postgres'

/** TEST_DATABASE_URL is set by server/test/run.mjs, which starts a throwaway PostgreSQL. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite']

/** A fresh, migrated database of the given kind. */
export async function freshRepository(
  backend: Backend,
  timeouts?: PostgresTimeouts,
): Promise<Repository> {
  if (backend === 'sqlite') {
    const repo = openSqlite(join(tempDir('db'), 'test.db'))
    await repo.migrate()
    return repo
  }
  const repo = openPostgres(await emptyPostgresDatabase(), timeouts)
  await repo.migrate()
  return repo
}

/** The URL of a new, empty database in the throwaway PostgreSQL. */
export async function emptyPostgresDatabase(): Promise<string> {
  const url = process.env.TEST_DATABASE_URL as string
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

export async function freePort(): Promise<number> {
  const server = createNetServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  server.close()
  await once(server, 'close')
  return port
}

export type SiteverifyCall = {
  secret: string | null
  response: string | null
  remoteip: string | null
}

/**
 * Google's siteverify, faked at the HTTP layer. The token chooses the answer:
 * "good", "low" (score 0.1), "wrong-action", "wrong-host", "bad" (success false), "down" (HTTP 500),
 * "slow" (good, after 1.5 s).
 */
export async function fakeSiteverify(): Promise<{
  url: string
  calls: SiteverifyCall[]
  close: () => Promise<void>
}> {
  const calls: SiteverifyCall[] = []
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    let body = ''
    for await (const chunk of request) body += String(chunk)
    const form = new URLSearchParams(body)
    const token = form.get('response')
    calls.push({ secret: form.get('secret'), response: token, remoteip: form.get('remoteip') })
    if (token === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500))
    if (token === 'down') {
      response.writeHead(500).end()
      return
    }
    const answer = {
      success: token !== 'bad',
      score: token === 'low' ? 0.1 : 0.9,
      action: token === 'wrong-action' ? 'login' : 'contact_form',
      hostname: token === 'wrong-host' ? 'evil.example' : 'localhost',
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The monitors' token (HEALTH_TOKEN) in the tests' settings, and the header that sends it. */
export const HEALTH_TOKEN = 'monitor-0123456789abcdef0123456789abcdef'
export const asMonitor = { authorization: `Bearer ${HEALTH_TOKEN}` }

/** Settings for tests: limits out of the way (a test of a limit sets its own), no wait on answers. */
export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    RATE_LIMIT_ENQUIRIES_PER_MINUTE: '1000',
    RATE_LIMIT_TRACKING_PER_MINUTE: '1000',
    REVEAL_ANSWER_MS: '0',
    HEALTH_TOKEN,
    ...env,
  })

export const validEnquiry = {
  fullName: 'Fatima Al-Sayed',
  phoneNumber: '97455001234',
  email: 'fatima@example.com',
  serviceType: 'internationalMove',
  message: 'Moving a 3-bedroom flat from Doha to Brisbane in May.',
  refererUrl: 'http://localhost/',
  submittedUrl: 'http://localhost/contact-us',
  recaptchaToken: 'good',
}

const MAIN = 'dist-ssr/server/main.js'

/** Starts the bundled server (`npm run test:server` builds it) as a child; killAll() in afterAll. */
export function builtServer() {
  const children: ChildProcess[] = []
  return {
    start(env: Record<string, string>, stdio: 'ignore' | 'pipe' = 'ignore') {
      if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build:server".`)
      const child = spawn(process.execPath, [MAIN], {
        env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', stdio, stdio === 'pipe' ? 'pipe' : 'inherit'],
      })
      children.push(child)
      return child
    },
    killAll() {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}

export async function waitUntilUp(base: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not start')
}

/** The exit code and everything written to stderr, once the child has exited. */
export async function exited(
  child: ChildProcess,
): Promise<{ code: number | null; stderr: string }> {
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)))
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, stderr }
}

/** The valid enquiry as JSON, for app.inject. */
export const postEnquiry = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => ({
  method: 'POST' as const,
  url: '/api/contacts/enquiries/',
  headers: { 'content-type': 'application/json', ...headers },
  payload: JSON.stringify(validEnquiry),
  remoteAddress,
})

/** `token` with its last character changed: of the right shape, and never the token itself. */
export const wrongToken = (token: string) =>
  `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
