// Meta's webhook (issue 54, item 4), on both databases: the verification challenge answered only
// with the right verify token; bodies taken only with the app secret's signature of their exact
// bytes (refused when it is missing, malformed, wrong, or made for another body, with nothing
// stored); a repeat adding nothing; other methods refused; unsigned requests limited by address
// while Meta's are never; and no webhook at all without a WhatsApp account.
import { describe, expect, it } from 'vitest'

import { buildApp } from '../src/app.ts'
import { loadSite } from '../src/site/index.ts'

import { backends, fakeDist } from './helpers.ts'
import { database, testConfig } from './tracking-helpers.ts'
import { ACCOUNT, metaSignature, whatsappWorld } from './whatsapp-in-helpers.ts'

const PATH = '/api/whatsapp/webhook'
const verify = (token: string | null, challenge = '1158201444') =>
  `${PATH}?hub.mode=subscribe&hub.challenge=${challenge}` +
  (token === null ? '' : `&hub.verify_token=${encodeURIComponent(token)}`)

describe.each(backends)('the WhatsApp webhook, on %s', (backend) => {
  const { world, query, settled, messagesOf } = whatsappWorld(backend)
  const events = async () => (await query('SELECT * FROM whatsapp_events')).length
  const post = (raw: string, headers: Record<string, string>, remoteAddress = '10.9.0.1') =>
    world.app.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'application/json', ...headers },
      payload: raw,
      remoteAddress,
    })

  it('answers the verification challenge as text with the right verify token only', async () => {
    const right = await world.app.inject({ method: 'GET', url: verify(ACCOUNT.verifyToken) })
    expect(right.statusCode).toBe(200)
    expect(right.body).toBe('1158201444')
    expect(right.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(right.headers['x-content-type-options']).toBe('nosniff')

    const wrong = await world.app.inject({ method: 'GET', url: verify('verify-me-guess') })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().error).toBe('This verify token is not the one WHATSAPP_VERIFY_TOKEN sets.')
    expect(wrong.body).not.toContain('1158201444')
    const missing = await world.app.inject({ method: 'GET', url: verify(null) })
    expect(missing.statusCode).toBe(403)
    const unsubscribe = await world.app.inject({
      method: 'GET',
      url: verify(ACCOUNT.verifyToken).replace('mode=subscribe', 'mode=unsubscribe'),
    })
    expect(unsubscribe.statusCode).toBe(403)
  })

  it('stores a body signed with the app secret and answers at once', async () => {
    const sent = await world.graph.postMessage(world.webhook, {
      from: '97450000001',
      text: 'Hello',
    })
    expect(sent.status).toBe(200)
    const [stored] = await query(`SELECT * FROM whatsapp_events WHERE body LIKE '%97450000001%'`)
    expect(JSON.parse(String(stored!.body))).toEqual(sent.body)
    await settled()
    expect(await messagesOf('97450000001')).toHaveLength(1)
  })

  it('refuses a body whose signature is missing, malformed, wrong or made for another body', async () => {
    const before = await events()
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] })
    const refusals = {
      missing: {},
      malformed: { 'x-hub-signature-256': 'sha256=not-hex' },
      sha1: { 'x-hub-signature-256': `sha1=${'a'.repeat(40)}` },
      wrongSecret: { 'x-hub-signature-256': metaSignature(body, 'another-secret') },
      otherBody: { 'x-hub-signature-256': metaSignature(body.replace('[]', '[{}]')) },
    }
    for (const [name, headers] of Object.entries(refusals)) {
      const refused = await post(body, headers)
      expect(refused.statusCode, name).toBe(401)
      expect(refused.json().error).toBe(
        'The X-Hub-Signature-256 header is missing, malformed or does not match this body and the app secret.',
      )
    }
    // The same message signed, then changed on the way: Meta's own signature no longer fits.
    const changed = await world.graph.postWebhook(
      world.webhook,
      { object: 'whatsapp_business_account', entry: [] },
      { raw: JSON.stringify({ object: 'whatsapp_business_account', entry: [], x: 1 }) },
    )
    expect(changed.status).toBe(401)
    expect(await events()).toBe(before)
    // The exact bytes, signed: taken (a space of difference is a different body).
    const spaced = `${body} `
    expect((await post(spaced, { 'x-hub-signature-256': metaSignature(spaced) })).statusCode).toBe(
      200,
    )
    expect(await events()).toBe(before + 1)
  })

  it('adds nothing when Meta sends the same message again', async () => {
    const first = await world.graph.postMessage(world.webhook, { from: '97450000002', text: 'Hi' })
    await world.graph.postMessage(world.webhook, {
      from: '97450000002',
      text: 'Hi',
      id: first.id,
    })
    await settled()
    expect(await messagesOf('97450000002')).toHaveLength(1)
    const leads = await query(`SELECT id FROM enquiries WHERE phone_number = '97450000002'`)
    expect(leads).toHaveLength(1)
  })

  it('refuses other methods with the ones it takes', async () => {
    const put = await world.app.inject({ method: 'PUT', url: PATH })
    expect(put.statusCode).toBe(405)
    expect(put.headers.allow).toBe('GET, HEAD, POST')
  })

  it('limits unsigned requests by address, never Meta’s signed ones', async () => {
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] })
    const statuses = []
    for (let i = 0; i < 31; i++) statuses.push((await post(body, {}, '10.9.9.9')).statusCode)
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
    // The same address, signed: Meta is not counted and not stopped.
    for (let i = 0; i < 3; i++)
      expect(
        (await post(body, { 'x-hub-signature-256': metaSignature(body) }, '10.9.9.9')).statusCode,
      ).toBe(200)
    // Another address is not held up by the first.
    expect((await post(body, {}, '10.9.9.10')).statusCode).toBe(401)
  })
})

describe.each(backends)('without a WhatsApp account, on %s', (backend) => {
  it('has no webhook: every method is a 404', async () => {
    const db = await database(backend)
    const app = await buildApp({
      config: testConfig(),
      repo: db.repo,
      site: await loadSite(fakeDist()),
    })
    try {
      const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] })
      for (const request of [
        { method: 'GET' as const, url: verify(ACCOUNT.verifyToken) },
        {
          method: 'POST' as const,
          url: PATH,
          headers: {
            'content-type': 'application/json',
            'x-hub-signature-256': metaSignature(body),
          },
          payload: body,
        },
      ])
        expect((await app.inject(request)).statusCode).toBe(404)
      expect(await db.query('SELECT * FROM whatsapp_events')).toHaveLength(0)
      const media = await app.inject({ method: 'GET', url: '/api/staff/whatsapp/media/1' })
      expect(media.statusCode).toBe(404)
    } finally {
      await app.close()
      await db.repo.close()
    }
  })
})
