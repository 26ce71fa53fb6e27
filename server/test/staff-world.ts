import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'

import type { StaffRole } from '@contract/staff.ts'
import { buildApp } from '../src/app.ts'
import {
  createMailer,
  startOutbox,
  whatsappSender,
  type Outbox,
} from '../src/notifications/index.ts'
import { graphClient } from '../src/whatsapp/index.ts'
import { loadSite } from '../src/site/index.ts'
import { addMember } from '../src/people/index.ts'
import { seedDemo } from '../src/shipments/index.ts'

import { softAuthenticator } from './authenticator.ts'
import { fakeDist, type Backend } from './helpers.ts'
import { readMail, smtpServer } from './smtp.ts'
import { database, silent, testConfig, until } from './tracking-helpers.ts'

export const ORIGIN = 'http://localhost:4000'
export const RP_ID = 'localhost'

const cookieOf = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie']
  return String(Array.isArray(header) ? header[0] : header).split(';')[0]!
}

/** An RFC 2047 encoded word (=?UTF-8?B?…?= or =?UTF-8?Q?…?=), as a mailer writes Arabic headers. */
export const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, how: string, text: string) =>
      how.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )

/** A received e-mail's subject, plain text and HTML (multipart/alternative or one text part). */
function mailOf(raw: string) {
  const whole = readMail(raw)
  const subject = decodeWords(whole.headers.get('subject') ?? '')
  const boundary = /boundary="?([^";]+)"?/.exec(whole.headers.get('content-type') ?? '')?.[1]
  if (!boundary) return { subject, text: whole.text, html: '' }
  const parts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => readMail(part.replace(/^\r\n/, '')))
  const of = (type: string) =>
    parts.find((part) => part.headers.get('content-type')?.startsWith(type))?.text ?? ''
  return { subject, text: of('text/plain'), html: of('text/html') }
}

/**
 * For one describe block: a fresh database (with the demo jobs), a real SMTP server, the outbox
 * delivering to it and the app, as production runs them; with the staff requests tests make.
 */
export function staffWorld(backend: Backend, env: Record<string, string> = {}) {
  const world = {} as {
    db: Awaited<ReturnType<typeof database>>
    app: FastifyInstance
    outbox: Outbox
    smtp: Awaited<ReturnType<typeof smtpServer>>
  }
  beforeAll(async () => {
    const site = await loadSite(fakeDist())
    world.db = await database(backend)
    await seedDemo(world.db.repo)
    world.smtp = await smtpServer()
    const config = testConfig({
      SITE_URL: ORIGIN,
      SMTP_URL: world.smtp.url,
      RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: '100000',
      ...env,
    })
    world.outbox = startOutbox(
      world.db.repo,
      {
        mailer: createMailer(config.mail, silent),
        leadWebhook: null,
        // WhatsApp too when the test sets it up (WHATSAPP_* pointing at the fake Graph API).
        whatsapp: whatsappSender(
          world.db.repo,
          config.whatsapp && graphClient(config.whatsapp, 5_000),
          config.mail.siteUrl,
        ),
      },
      silent,
      { pollMs: 50, maxAttempts: 3, retryBaseMs: 100, leaseMs: 10_000 },
    )
    world.app = await buildApp({
      config,
      repo: world.db.repo,
      site,
      onNotification: () => world.outbox.kick(),
    })
  })
  afterAll(async () => {
    await world.app.close()
    await world.outbox.stop()
    await world.smtp.close()
    await world.db.repo.close()
  })

  const call = (
    method: 'GET' | 'POST',
    url: string,
    {
      cookie,
      body = {},
      language,
    }: { cookie?: string; body?: unknown; language?: 'en' | 'ar' } = {},
  ) =>
    world.app.inject({
      method,
      url,
      headers: {
        origin: ORIGIN,
        ...(cookie && { cookie }),
        ...(language && { 'accept-language': language }),
        ...(method === 'POST' && { 'content-type': 'application/json' }),
      },
      ...(method === 'POST' && { payload: JSON.stringify(body) }),
    })

  let people = 0
  /** A new account as the CLI makes it, enrolled through its link with a new passkey. */
  async function enrolled(role: StaffRole, language: 'en' | 'ar' = 'en') {
    people += 1
    const email = `${role}.${people}.${backend}@staff.example.qa`
    const name = `${role} ${people}`
    const added = await addMember(
      world.db.repo,
      ORIGIN,
      { email, name, role },
      { actorId: null, actorName: 'cli:test', ip: 'cli', action: 'staff.added' },
    )
    const token = added!.enrolUrl.split('#')[1]!
    const passkey = softAuthenticator(RP_ID)
    const options = await call('POST', '/api/staff/enrol/options', { body: { token } })
    const { challengeId, options: creation } = options.json()
    const enrolment = await call('POST', '/api/staff/enrol', {
      language,
      body: { token, challengeId, response: passkey.register(creation, ORIGIN) },
    })
    expect(enrolment.statusCode, enrolment.body).toBe(200)
    // Their first e-mail: the passkey added (later ones count from it).
    await nthMail(email, 1)
    return { id: added!.id, email, name, token, passkey, cookie: cookieOf(enrolment) }
  }

  /** A passkey sign-in; with `cookie`, made from that session's browser (it replaces it). */
  async function signIn(
    passkey: ReturnType<typeof softAuthenticator>,
    { cookie, language }: { cookie?: string; language?: 'en' | 'ar' } = {},
  ) {
    const { challengeId, options } = (await call('POST', '/api/staff/sign-in/options')).json()
    return call('POST', '/api/staff/sign-in', {
      cookie,
      language,
      body: { challengeId, response: passkey.signIn(options, ORIGIN) },
    })
  }

  /** The e-mails `email` received so far, read. */
  const mailsTo = (email: string) =>
    world.smtp.mails.filter((mail) => mail.to.includes(email)).map((mail) => mailOf(mail.raw))

  /** Waits for `email`'s `n`th e-mail and answers it. */
  async function nthMail(email: string, n: number) {
    await until(() => mailsTo(email).length >= n, `e-mail ${n} to ${email}`)
    return mailsTo(email)[n - 1]!
  }

  return { world, call, enrolled, signIn, mailsTo, nthMail }
}

/** The token of the one staff link in an e-mail's text. */
export const linkToken = (text: string) => /\/staff\/[\w/-]+#([\w-]{43})/.exec(text)?.[1]
