// Every error the framework or Node's HTTP parser raises is answered in our shape, `{"error": …}`
// with our words and headers (issue 48, N9), never Fastify's bare `{"error":"Bad Request",
// "message":"Client Error"}`. Requests Node cannot parse are sent through raw sockets.
import { once } from 'node:events'
import { connect, type AddressInfo } from 'node:net'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverMessages as arabic } from '@contract/server-messages.ar.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { buildApp, errorMessages } from '../src/app.ts'
import { loadSite } from '../src/site/index.ts'

import { backends, fakeDist, testConfig } from './helpers.ts'
import { database } from './tracking-helpers.ts'

const ORIGIN = 'http://localhost:4000'
const ENQUIRY = `POST /api/contacts/enquiries/ HTTP/1.1\r\nHost: localhost\r\nOrigin: ${ORIGIN}\r\n`

type Answer = { status: number; headers: Record<string, string>; body: unknown }

/** Every answer the server wrote on one connection, in order, until it closed. */
function answersIn(text: string): Answer[] {
  const answers: Answer[] = []
  let rest = text
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n')
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n')
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    )
    const length = Number(headers['content-length'])
    const body = rest.slice(end + 4, end + 4 + length)
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) })
    rest = rest.slice(end + 4 + length)
  }
  return answers
}

describe.each(backends)('framework errors on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let app: FastifyInstance
  let port: number

  beforeAll(async () => {
    db = await database(backend)
    app = await buildApp({
      config: testConfig({ ALLOWED_ORIGINS: ORIGIN, REQUEST_TIMEOUT_MS: '500' }),
      repo: db.repo,
      site: await loadSite(fakeDist()),
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await app.close()
    await db.repo.close()
  })

  /** Writes `request` as it is and reads until the server closes the connection. */
  async function send(request: string) {
    const socket = connect(port, '127.0.0.1')
    await once(socket, 'connect')
    let text = ''
    socket.on('data', (chunk) => (text += String(chunk)))
    socket.on('error', () => {})
    socket.write(request)
    await once(socket, 'close')
    return { text, answers: answersIn(text) }
  }

  it.each([
    [
      'a body longer than its Content-Length (the rest read as a request)',
      `${ENQUIRY}Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{"fullName":1}`,
    ],
    [
      'a Content-Length that is not a number',
      `${ENQUIRY}Content-Type: application/json\r\nContent-Length: two\r\n\r\n{}`,
    ],
    [
      'both Content-Length and Transfer-Encoding',
      `${ENQUIRY}Content-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    [
      'a malformed chunk',
      `${ENQUIRY}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
    ],
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
  ])('answers %s with our 400', async (_, request) => {
    const { text, answers } = await send(request)
    expect(text).not.toContain('Client Error')
    const last = answers.at(-1)!
    expect([last.status, last.body]).toEqual([400, { error: serverMessages.unreadable }])
    expect(last.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      connection: 'close',
    })
    // Whatever the server answered before it gave up on the connection was ours too.
    for (const answer of answers) expect(Object.keys(answer.body as object)).toEqual(['error'])
  })

  it('answers a body shorter than its Content-Length, once the wait is over, with our 408', async () => {
    const { text, answers } = await send(
      `${ENQUIRY}Content-Type: application/json\r\nContent-Length: 50\r\n\r\n{}`,
    )
    expect(text).not.toContain('Client Timeout')
    expect(answers.map(({ status, body }) => [status, body])).toEqual([
      [408, { error: serverMessages.tooSlow }],
    ])
  })

  it('answers headers too large with our 431', async () => {
    const { answers } = await send(
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    expect(answers.map(({ status, body }) => [status, body])).toEqual([
      [431, { error: serverMessages.headersTooLarge }],
    ])
  })

  const post = (url: string, type: string, payload: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url,
      headers: { origin: ORIGIN, 'content-type': type, 'accept-language': language },
      payload,
    })

  it.each([
    ['malformed JSON', 'application/json', '{"fullName":', 400, 'badJson'],
    ['an empty JSON body', 'application/json', '', 400, 'badJson'],
    ['a body too large', 'application/json', `"${'a'.repeat(20_000)}"`, 413, 'tooLarge'],
    ['XML', 'application/xml', '<a/>', 415, 'notJson'],
    ['a content type that is not one', ';;;', '{}', 415, 'notJson'],
  ] as const)(
    'answers %s with our words, in either language',
    async (_, type, body, status, key) => {
      const english = await post('/api/contacts/enquiries/', type, body)
      expect([english.statusCode, english.json()]).toEqual([status, { error: errorMessages[key] }])
      const inArabic = await post('/api/contacts/enquiries/', type, body, 'ar')
      expect(inArabic.json()).toEqual({
        error: key === 'tooLarge' ? arabic.tooLarge(16) : arabic[key],
      })
    },
  )

  it('answers a body that ends before its Content-Length in our words, not Fastify’s', async () => {
    const short = await app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'content-length': '10' },
      payload: '{}',
    })
    expect([short.statusCode, short.json()]).toEqual([400, { error: serverMessages.unreadable }])
  })

  it('answers malformed JSON sent to a staff route with our words too', async () => {
    const staff = await app.inject({
      method: 'POST',
      url: '/api/staff/sign-in/options',
      headers: { origin: 'http://localhost:4173', 'content-type': 'application/json' },
      payload: '{"oops"',
    })
    expect([staff.statusCode, staff.json()]).toEqual([400, { error: serverMessages.badJson }])
  })
})
