// Two instances sharing one Redis and one database (issue 39, ADR 031): one limit counted for
// both, what each route does while Redis does not answer, and live updates across instances.
// `node server/test/run.mjs` starts the Redis (TEST_REDIS_URL); SKIP_REDIS=1 skips this file.
import { get, type IncomingMessage } from 'node:http'
import { Writable } from 'node:stream'

import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { serverMessages as arabic } from '@contract/server-messages.ar.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { buildApp } from '../src/app.ts'
import { openRedis, redisLeadSignal, type SharedRedis } from '../src/redis/index.ts'
import { loadSite, type Site } from '../src/site/index.ts'
import { addMember } from '../src/people/index.ts'
import { seedDemo } from '../src/shipments/index.ts'

import { softAuthenticator } from './authenticator.ts'
import { asMonitor, backends, fakeDist, freePort, validEnquiry } from './helpers.ts'
import { database, REVEAL, SUBSCRIBE, testConfig } from './tracking-helpers.ts'

const REDIS_URL = process.env.TEST_REDIS_URL
const REDIS_PID = Number(process.env.TEST_REDIS_PID)
const ORIGIN = 'http://localhost:4000'
const RP_ID = 'localhost'
/** A dead or frozen Redis must cost a request no more than this, all told. */
const DEADLINE_MS = 1_000
const LIMITS = { tracking: 5, enquiries: 3, signIn: 4 }

if (!REDIS_URL) console.warn('TEST_REDIS_URL is not set (SKIP_REDIS=1?): the Redis tests skip.')

const config = () =>
  testConfig({
    SITE_URL: ORIGIN,
    ALLOWED_ORIGINS: ORIGIN,
    RATE_LIMIT_TRACKING_PER_MINUTE: String(LIMITS.tracking),
    RATE_LIMIT_ENQUIRIES_PER_MINUTE: String(LIMITS.enquiries),
    RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: String(LIMITS.signIn),
    // The database's own count of wrong answers stays out of the way of the route's limit.
    REVEAL_ATTEMPTS_PER_HOUR: '1000',
  })

/** Each log line an app writes, parsed. */
function logLines() {
  const lines: Array<{ level: number; msg: string; [key: string]: unknown }> = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { lines, logger: { level: 'warn', stream } }
}

const cookieOf = (response: LightMyRequestResponse) =>
  String([response.headers['set-cookie']].flat()[0]).split(';')[0]!

let site: Site
beforeAll(async () => {
  site = await loadSite(fakeDist())
})

describe.runIf(REDIS_URL).each(backends)('two instances sharing Redis, on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let admin: Redis
  const instances: Array<{
    app: FastifyInstance
    redis: SharedRedis
    log: ReturnType<typeof logLines>
  }> = []
  let cookie = ''

  const request = (
    app: FastifyInstance,
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        origin: ORIGIN,
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    })

  /** What each kind of route answers: a public lookup, an enquiry, sign-in, the second factor. */
  const ask = {
    lookup: (app: FastifyInstance) => request(app, 'GET', '/api/jobs/jobs/?tracking_id=ABCD123456'),
    enquiry: (app: FastifyInstance) =>
      request(app, 'POST', '/api/contacts/enquiries/', validEnquiry),
    signIn: (app: FastifyInstance, headers?: Record<string, string>) =>
      request(app, 'POST', '/api/staff/sign-in/options', {}, headers),
    reveal: (app: FastifyInstance) =>
      request(app, 'POST', REVEAL, { tracking_id: 'ABCD123456', contact_last4: '0000' }),
    subscribe: (app: FastifyInstance) =>
      request(app, 'POST', SUBSCRIBE, {
        tracking_id: 'ABCD123456',
        contact_last4: '0000',
        email: 'someone@example.com',
      }),
  }

  async function instance(url: string) {
    const redis = openRedis({ url, timeoutMs: 250 })
    await redis.connected(2_000)
    const log = logLines()
    const app = await buildApp({
      config: config(),
      repo: db.repo,
      site,
      redis,
      leads: redisLeadSignal(redis),
      logger: log.logger,
    })
    instances.push({ app, redis, log })
    return { app, redis, log }
  }

  let a: FastifyInstance
  let b: FastifyInstance

  beforeAll(async () => {
    db = await database(backend)
    await seedDemo(db.repo)
    admin = new Redis(REDIS_URL!)
    ;({ app: a } = await instance(REDIS_URL!))
    ;({ app: b } = await instance(REDIS_URL!))
    // One staff member, enrolled through A: the session is in the database, valid on B too.
    const added = await addMember(
      db.repo,
      ORIGIN,
      { email: 'sales@redis.example.qa', name: 'Redis sales', role: 'sales' },
      { actorId: null, actorName: 'cli:test', ip: 'cli', action: 'staff.added' },
    )
    const token = added!.enrolUrl.split('#')[1]!
    const passkey = softAuthenticator(RP_ID)
    const { challengeId, options } = (
      await request(a, 'POST', '/api/staff/enrol/options', { token })
    ).json()
    const enrolled = await request(a, 'POST', '/api/staff/enrol', {
      token,
      challengeId,
      response: passkey.register(options, ORIGIN),
    })
    expect(enrolled.statusCode).toBe(200)
    cookie = cookieOf(enrolled)
  })
  beforeEach(async () => {
    await admin.flushall()
  })
  afterAll(async () => {
    process.kill(REDIS_PID, 'SIGCONT')
    for (const { app, redis } of instances) {
      await app.close()
      redis.close()
    }
    admin.disconnect()
    await db.repo.close()
  })

  it('counts each limit once for both instances, not once each', async () => {
    const cases = [
      [ask.lookup, LIMITS.tracking, 200],
      [ask.enquiry, LIMITS.enquiries, 201],
      [ask.signIn, LIMITS.signIn, 200],
      [ask.reveal, LIMITS.tracking, 403],
    ] as const
    for (const [send, max, allowed] of cases) {
      // Lookups and reveals spend one budget: each case starts with a full one.
      await admin.flushall()
      const statuses = []
      // Round-robin, as a proxy in front of the two would send them.
      for (let i = 0; i < max + 2; i++) statuses.push((await send(i % 2 ? b : a)).statusCode)
      expect(statuses).toEqual([...Array<number>(max).fill(allowed), 429, 429])
    }
    expect((await request(a, 'GET', '/api/health', undefined, asMonitor)).json().redis).toEqual({
      configured: true,
      reachable: true,
    })
  })

  it('spends one lookup budget for lookups, reveals and subscriptions, on both instances', async () => {
    const ways = [ask.lookup, ask.reveal, ask.subscribe]
    const statuses = []
    for (let i = 0; i < LIMITS.tracking + 3; i++)
      statuses.push((await ways[i % 3]!(i % 2 ? b : a)).statusCode)
    expect(statuses.slice(LIMITS.tracking)).toEqual([429, 429, 429])
    expect(statuses.slice(0, LIMITS.tracking)).not.toContain(429)
  })

  it('tells a console on instance B of a lead that reached instance A, once, and A its own once', async () => {
    // Both instances' subscriptions are in place before the lead is sent.
    for (let i = 0; i < 100; i++) {
      const [, count] = (await admin.pubsub('NUMSUB', 'leads-changed')) as [string, number]
      if (count >= 2) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const streams = await Promise.all(
      [a, b].map(async (app) => {
        const address = await app.listen({ port: 0, host: '127.0.0.1' })
        const events: string[] = []
        const stream = await new Promise<IncomingMessage>((resolve) =>
          get(`${address}/api/staff/enquiries/live`, { headers: { cookie } }, resolve),
        )
        expect(stream.statusCode).toBe(200)
        stream.setEncoding('utf8')
        stream.on('data', (chunk: string) => events.push(...(chunk.match(/^event: \w+/gm) ?? [])))
        return { stream, events }
      }),
    )
    const heard = async (count: number) => {
      for (let i = 0; i < 200 && streams.some(({ events }) => events.length < count); i++)
        await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await heard(1)
    expect((await ask.enquiry(a)).statusCode).toBe(201)
    await heard(2)
    // Time enough for a second, duplicate event to arrive, if one were coming.
    await new Promise((resolve) => setTimeout(resolve, 300))
    for (const { stream, events } of streams) {
      expect(events).toEqual(['event: ready', 'event: leads'])
      stream.destroy()
    }
  })

  /**
   * What the ADR chose, while Redis does not answer: sign-in and the second factor refused with
   * 503 (in the visitor's language), lookups and enquiries answered without their limit, health
   * saying so, one loud log line for them all, and every answer in well under a second.
   */
  async function whileRedisIsDown(
    app: FastifyInstance,
    lines: ReturnType<typeof logLines>['lines'],
  ) {
    const timed = async (answer: Promise<LightMyRequestResponse>) => {
      const started = performance.now()
      const response = await answer
      expect(performance.now() - started).toBeLessThan(DEADLINE_MS)
      return response
    }
    for (const send of [ask.signIn, ask.reveal, ask.subscribe]) {
      const refused = await timed(send(app))
      expect(refused.statusCode).toBe(503)
      expect(refused.json()).toEqual({ error: serverMessages.limitsUnavailable })
      expect(refused.headers['retry-after']).toBe('60')
    }
    const inArabic = await timed(ask.signIn(app, { 'accept-language': 'ar' }))
    expect(inArabic.json()).toEqual({ error: arabic.limitsUnavailable })

    // Past every limit, still answered.
    for (let i = 0; i < LIMITS.tracking + 2; i++)
      expect((await timed(ask.lookup(app))).statusCode).toBe(200)
    for (let i = 0; i < LIMITS.enquiries + 2; i++)
      expect((await timed(ask.enquiry(app))).statusCode).toBe(201)

    const health = await timed(request(app, 'GET', '/api/health', undefined, asMonitor))
    expect(health.statusCode).toBe(200)
    expect(health.json()).toMatchObject({
      status: 'ok',
      database: { reachable: true },
      redis: { configured: true, reachable: false },
    })
    const loud = lines.filter(({ msg }) => msg.includes('Redis (REDIS_URL) did not answer'))
    expect(loud).toHaveLength(1)
    expect(loud[0]).toMatchObject({ level: 50, unlimited: 0, refused: 1 })
  }

  it('keeps to the ADR with nothing listening at REDIS_URL', async () => {
    const { app, log } = await instance(`redis://127.0.0.1:${await freePort()}`)
    await whileRedisIsDown(app, log.lines)
  })

  it('keeps to the ADR while Redis is frozen, and counts again once it answers', async () => {
    const { app, log } = await instance(REDIS_URL!)
    process.kill(REDIS_PID, 'SIGSTOP')
    try {
      await whileRedisIsDown(app, log.lines)
    } finally {
      process.kill(REDIS_PID, 'SIGCONT')
    }
    for (let i = 0; i < 50 && (await ask.signIn(app)).statusCode !== 200; i++)
      await new Promise((resolve) => setTimeout(resolve, 50))
    await admin.flushall()
    const statuses = []
    for (let i = 0; i < LIMITS.signIn + 1; i++) statuses.push((await ask.signIn(app)).statusCode)
    expect(statuses).toEqual([...Array<number>(LIMITS.signIn).fill(200), 429])
  })
})
