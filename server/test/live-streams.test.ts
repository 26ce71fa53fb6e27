// The console's live stream after the second review (issue 48, W8): a few per session, and none
// that outlives its session by more than a second.
import { get, type IncomingMessage } from 'node:http'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { staffMessages as arStaff } from '@contract/staff-messages.ar.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { buildApp } from '../src/app.ts'
import { loadSite } from '../src/site/index.ts'

import { backends, fakeDist } from './helpers.ts'
import { staffSession } from './staff-sessions.ts'
import { database, testConfig } from './tracking-helpers.ts'

const ORIGIN = 'http://localhost:4000'
const LIVE = '/api/staff/enquiries/live'

describe.each(backends)('live streams on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let app: FastifyInstance
  let address: string
  const opened: IncomingMessage[] = []

  beforeAll(async () => {
    db = await database(backend)
    app = await buildApp({
      config: testConfig({ SITE_URL: ORIGIN, ALLOWED_ORIGINS: ORIGIN }),
      repo: db.repo,
      site: await loadSite(fakeDist()),
    })
    address = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    for (const stream of opened) stream.destroy()
    await app.close()
    await db.repo.close()
  })

  /** Opens the stream with `cookie`; resolves with its answer once its head has arrived. */
  const open = (cookie: string, language = 'en', query = '') =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const request = get(
        `${address}${LIVE}${query}`,
        { headers: { cookie, 'accept-language': language } },
        (response) => {
          opened.push(response)
          resolve(response)
        },
      )
      request.on('error', reject)
    })
  const body = (response: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve(text))
    })
  /** How long after `now` the stream ended. */
  const endedAfter = (stream: IncomingMessage, since: number) =>
    new Promise<number>((resolve) => {
      stream.on('close', () => resolve(Date.now() - since))
      stream.resume()
    })
  const post = (url: string, cookie: string, payload: unknown = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    })

  it('opens three per session and answers a fourth 429, in the console’s language', async () => {
    const { cookie } = await staffSession(db.repo, 'sales')
    const three = [await open(cookie), await open(cookie), await open(cookie)]
    for (const stream of three) {
      expect(stream.statusCode).toBe(200)
      expect(stream.headers['content-type']).toContain('text/event-stream')
    }
    const fourth = await open(cookie)
    expect(fourth.statusCode).toBe(429)
    expect(fourth.headers['content-type']).toContain('application/json')
    expect(JSON.parse(await body(fourth))).toEqual({ error: staffMessages.tooManyStreams(3) })
    const arabic = await open(cookie, 'ar')
    expect(JSON.parse(await body(arabic))).toEqual({ error: arStaff.tooManyStreams(3) })
    // The Arabic console's stream names its language in its address (EventSource sends no header).
    const fromConsole = await open(cookie, 'en', '?lang=ar')
    expect(JSON.parse(await body(fromConsole))).toEqual({ error: arStaff.tooManyStreams(3) })

    // Another session is counted apart.
    const other = await staffSession(db.repo, 'admin')
    expect((await open(other.cookie)).statusCode).toBe(200)

    // A closed stream frees its place.
    const closing = endedAfter(three[0]!, Date.now())
    three[0]!.destroy()
    await closing
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await open(cookie)).statusCode).toBe(200)
  })

  type Session = Awaited<ReturnType<typeof staffSession>>
  it.each([
    ['signed out', (session: Session) => post('/api/staff/sign-out', session.cookie)],
    [
      'signed out everywhere',
      (session: Session) => post('/api/staff/sign-out/everywhere', session.cookie),
    ],
    [
      'revoked from a second device',
      (session: Session, other: Session) =>
        post('/api/staff/sessions/revoke', other.cookie, { id: session.sessionId }),
    ],
  ])('ends within a second once its session is %s', async (_, revoke) => {
    const session = await staffSession(db.repo, 'sales')
    const stream = await open(session.cookie)
    expect(stream.statusCode).toBe(200)
    const other = await staffSession(db.repo, 'sales', { of: session.id })
    const since = Date.now()
    const ended = endedAfter(stream, since)
    const answer = await revoke(session, other)
    expect(answer.statusCode).toBe(200)
    expect(await ended).toBeLessThan(1000)
  })

  it('ends within a second once its account is disabled', async () => {
    const admin = await staffSession(db.repo, 'admin')
    const session = await staffSession(db.repo, 'sales')
    const stream = await open(session.cookie)
    const ended = endedAfter(stream, Date.now())
    const answer = await post('/api/staff/members/disable', admin.cookie, {
      id: session.id,
      disabled: true,
    })
    expect(answer.statusCode).toBe(200)
    expect(await ended).toBeLessThan(1000)
  })
})
