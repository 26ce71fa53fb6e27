import { execFileSync } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync, readFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp, errorMessages } from '../src/app.ts'
import { type Repository } from '../src/repository.ts'
import { enquiryMessages } from '../src/leads/pipeline.ts'
import { loadSite, type Site } from '../src/site/static-site.ts'

import {
  asMonitor,
  backends,
  builtServer,
  exited,
  fakeDist,
  fakeSiteverify,
  freePort,
  freshRepository,
  tempDir,
  validEnquiry,
  waitUntilUp,
  postEnquiry,
  testConfig,
} from './helpers.ts'

let site: Site
beforeAll(async () => {
  site = await loadSite(fakeDist())
})
const { start, killAll } = builtServer()
afterAll(killAll)

describe('proxy trust', () => {
  it('with a hop count of 1, a spoofed X-Forwarded-For neither escapes the rate limit nor fakes the stored IP', async () => {
    const repo = await freshRepository('sqlite')
    const app = await buildApp({
      config: testConfig({ TRUST_PROXY: '1', RATE_LIMIT_TRACKING_PER_MINUTE: '3' }),
      repo,
      site,
    })
    const codes = []
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({
        url: '/api/jobs/jobs/?tracking_id=X',
        // The client wrote the first address; our one proxy appended the real one.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
      })
      codes.push(response.statusCode)
    }
    expect(codes).toEqual([200, 200, 200, 429, 429])

    const stored = await app.inject(
      postEnquiry({ 'x-forwarded-for': '198.51.100.99, 203.0.113.7' }),
    )
    expect(stored.statusCode).toBe(201)
    const [enquiry] = await repo.listEnquiries()
    expect(enquiry?.clientIp).toBe('203.0.113.7')
    await app.close()
    await repo.close()
  })

  it('with a list of proxies, trusts only hops from those addresses', async () => {
    const repo = await freshRepository('sqlite')
    const app = await buildApp({ config: testConfig({ TRUST_PROXY: '10.0.0.0/8' }), repo, site })
    await app.inject(postEnquiry({ 'x-forwarded-for': '198.51.100.1, 10.2.2.2' }, '10.1.1.1'))
    await app.inject(postEnquiry({ 'x-forwarded-for': '198.51.100.2' }, '192.0.2.50'))
    expect((await repo.listEnquiries()).map((e) => e.clientIp)).toEqual([
      '198.51.100.1',
      '192.0.2.50',
    ])
    await app.close()
    await repo.close()
  })
})

describe('origins from configuration', () => {
  it('refuses an origin that matches the Host header but is not configured', async () => {
    const repo = await freshRepository('sqlite')
    const app = await buildApp({
      config: testConfig({ ALLOWED_ORIGINS: 'https://www.example.qa' }),
      repo,
      site,
    })
    const spoofed = await app.inject(
      postEnquiry({ origin: 'https://evil.example', host: 'evil.example' }),
    )
    expect([spoofed.statusCode, spoofed.json()]).toEqual([
      403,
      { error: enquiryMessages.crossOrigin },
    ])
    const own = await app.inject(postEnquiry({ origin: 'https://www.example.qa' }))
    expect(own.statusCode).toBe(201)
    await app.close()
    await repo.close()
  })
})

describe('timeouts', () => {
  it('cuts off a slowly dripped body with 408', async () => {
    const repo = await freshRepository('sqlite')
    const app = await buildApp({ config: testConfig({ REQUEST_TIMEOUT_MS: '500' }), repo, site })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const socket: Socket = connect(port, '127.0.0.1')
    await once(socket, 'connect')
    let answer = ''
    socket.on('data', (chunk) => (answer += String(chunk)))
    socket.on('error', () => {})
    socket.write(
      'POST /api/contacts/enquiries/ HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
    )
    // The server resets the socket when it gives up; a drip already on its way then fails, which
    // is the point (on newer Node the failed write can also throw where it is made).
    const drip = setInterval(() => {
      try {
        if (socket.writable) socket.write(' ', () => {})
      } catch {
        clearInterval(drip)
      }
    }, 50)
    const started = Date.now()
    await once(socket, 'close')
    clearInterval(drip)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(Date.now() - started).toBeLessThan(3000)
    await app.close()
    await repo.close()
  })

  it('refuses to start on a bad setting, naming it and what it must be', async () => {
    const child = start(
      { PORT: String(await freePort()), DIST_DIR: fakeDist(), LOG_LEVEL: 'verbose' },
      'pipe',
    )
    const { code, stderr } = await exited(child)
    expect(code).toBe(1)
    expect(stderr).toContain(
      '- LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose".',
    )
  })

  it('gives up starting when the database accepts connections but never answers', async () => {
    const silent = createServer(() => {}).listen(0, '127.0.0.1')
    await once(silent, 'listening')
    const dbPort = (silent.address() as AddressInfo).port
    const started = Date.now()
    const child = start(
      {
        PORT: String(await freePort()),
        DIST_DIR: fakeDist(),
        DATABASE_URL: `postgres://nobody@127.0.0.1:${dbPort}/site`,
        DB_CONNECT_TIMEOUT_MS: '60000',
        DB_STARTUP_TIMEOUT_MS: '1000',
      },
      'pipe',
    )
    const { code, stderr } = await exited(child)
    silent.close()
    expect(code).toBe(1)
    expect(stderr).toMatch(/Cannot start: PostgreSQL \(DATABASE_URL\) is not usable/)
    expect(stderr).toContain('DB_STARTUP_TIMEOUT_MS')
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})

/** The throwaway cluster's processes: the postmaster (first line of its pid file) and its children. */
function clusterPids(): number[] {
  const pidFile = process.env.TEST_PG_PIDFILE as string
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster
      } catch {
        return false
      }
    })
    .map(Number)
  return [postmaster, ...children]
}

describe.runIf(backends.includes('postgres') && process.env.TEST_PG_PIDFILE)(
  'a frozen PostgreSQL (SIGSTOP)',
  () => {
    let repo: Repository
    beforeAll(async () => {
      repo = await freshRepository('postgres', { connectMs: 1000, queryMs: 1000 })
    })
    afterAll(() => repo.close())

    it('makes health answer 503 within its deadline, and tracking fail instead of hanging', async () => {
      const app = await buildApp({ config: testConfig({ HEALTH_TIMEOUT_MS: '1000' }), repo, site })
      expect((await app.inject('/api/health')).statusCode).toBe(200)
      const pids = clusterPids()
      execFileSync('kill', ['-STOP', ...pids.map(String)])
      try {
        let started = Date.now()
        const health = await app.inject({ url: '/api/health', headers: asMonitor })
        expect(health.statusCode).toBe(503)
        expect(health.json()).toEqual({
          status: 'error',
          database: { kind: 'postgres', reachable: false },
        })
        expect(Date.now() - started).toBeLessThan(2500)

        started = Date.now()
        const track = await app.inject('/api/jobs/jobs/?tracking_id=ABCD123456')
        expect([track.statusCode, track.json()]).toEqual([500, { error: errorMessages.server }])
        expect(Date.now() - started).toBeLessThan(5000)
      } finally {
        execFileSync('kill', ['-CONT', ...pids.map(String)])
      }
      expect((await app.inject('/api/health')).statusCode).toBe(200)
      await app.close()
    })
  },
)

describe('graceful shutdown (the built server)', () => {
  it('finishes the request in flight, closes idle keep-alive connections and exits 0', async () => {
    const siteverify = await fakeSiteverify()
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const child = start({
      PORT: String(port),
      DIST_DIR: fakeDist(),
      SQLITE_PATH: join(tempDir('shutdown'), 'site.db'),
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_VERIFY_URL: siteverify.url,
      RECAPTCHA_HOSTNAMES: 'localhost',
      KEEP_ALIVE_TIMEOUT_MS: '60000',
    })
    await waitUntilUp(base)
    const agent = new Agent({ keepAlive: true, maxSockets: 4 })
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          `${base}${path}`,
          { method, agent, headers: body ? { 'content-type': 'application/json' } : {} },
          (res) => {
            let text = ''
            res.on('data', (chunk) => (text += String(chunk)))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
          },
        )
        req.on('error', reject)
        req.end(body)
      })
    // An idle keep-alive connection, then an enquiry whose bot check takes 1.5 s.
    expect((await send('GET', '/api/health')).status).toBe(200)
    const inFlight = send(
      'POST',
      '/api/contacts/enquiries/',
      JSON.stringify({ ...validEnquiry, recaptchaToken: 'slow' }),
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    const started = Date.now()
    child.kill('SIGTERM')
    const answer = await inFlight
    expect(answer.status).toBe(201)
    const [code] = (await once(child, 'exit')) as [number | null]
    expect(code).toBe(0)
    // Well before the 10 s forced exit.
    expect(Date.now() - started).toBeLessThan(5000)
    agent.destroy()
    await siteverify.close()
  })
})
