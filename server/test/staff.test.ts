// The staff console's server side (issue 35): passkey enrolment and sign-in, sign-in links,
// sessions in the database, roles, the console-only guard on changes, and the audit trail.
import { get, type IncomingMessage } from 'node:http'

import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { StaffRole } from '@contract/staff.ts'
import { staffMessages as arStaff } from '@contract/staff-messages.ar.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { buildApp } from '../src/app.ts'
import { loadSite, type Site } from '../src/site/index.ts'
import { addMember } from '../src/people/index.ts'

import { softAuthenticator } from './authenticator.ts'
import { enrolMember } from './staff-helpers.ts'
import { backends, fakeDist } from './helpers.ts'
import { cli, database, testConfig, until } from './tracking-helpers.ts'

const ORIGIN = 'http://localhost:4000'
const RP_ID = 'localhost'
const MINUTE = 60_000

let site: Site
beforeAll(async () => {
  site = await loadSite(fakeDist())
})
afterEach(() => {
  vi.useRealTimers()
})

const config = (env: Record<string, string> = {}) =>
  testConfig({ SITE_URL: ORIGIN, RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: '1000', ...env })

const cookieOf = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie']
  return String(Array.isArray(header) ? header[0] : header).split(';')[0]!
}

/** Moves the clock the server reads (Date only: the databases' own timers keep real time). */
const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + ms)
}

describe.each(backends)('the staff API on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let app: FastifyInstance

  beforeAll(async () => {
    db = await database(backend)
    app = await buildApp({ config: config(), repo: db.repo, site })
  })
  afterAll(async () => {
    await app.close()
    await db.repo.close()
  })

  const call = (
    method: 'GET' | 'POST',
    url: string,
    {
      cookie,
      origin = ORIGIN,
      body = {},
    }: { cookie?: string; origin?: string | null; body?: unknown } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(origin !== null && { origin }),
        ...(cookie && { cookie }),
        ...(method === 'POST' && { 'content-type': 'application/json' }),
      },
      ...(method === 'POST' && { payload: JSON.stringify(body) }),
    })

  let people = 0
  /** A new account as the CLI makes it, enrolled through its link with a new passkey. */
  async function enrolled(role: StaffRole) {
    people += 1
    const email = `${role}.${people}@staff.example.qa`
    const added = await addMember(
      db.repo,
      ORIGIN,
      { email, name: `${role} ${people}`, role },
      {
        actorId: null,
        actorName: 'cli:test',
        ip: 'cli',
        action: 'staff.added',
      },
    )
    const token = added!.enrolUrl.split('#')[1]!
    const passkey = softAuthenticator(RP_ID)
    const options = await call('POST', '/api/staff/enrol/options', { body: { token } })
    expect(options.statusCode).toBe(200)
    const { challengeId, options: creation } = options.json()
    const enrolment = await call('POST', '/api/staff/enrol', {
      body: { token, challengeId, response: passkey.register(creation, ORIGIN) },
    })
    expect(enrolment.statusCode).toBe(200)
    return { id: added!.id, email, token, passkey, cookie: cookieOf(enrolment) }
  }

  async function signIn(passkey: ReturnType<typeof softAuthenticator>, origin = ORIGIN) {
    const { challengeId, options } = (await call('POST', '/api/staff/sign-in/options')).json()
    return call('POST', '/api/staff/sign-in', {
      body: { challengeId, response: passkey.signIn(options, origin) },
    })
  }

  it('enrols a passkey from the enrolment link, signs out, and signs in again with it', async () => {
    const { email, cookie, passkey } = await enrolled('sales')
    expect((await call('GET', '/api/staff/me', { cookie })).json().member).toMatchObject({
      email,
      role: 'sales',
    })
    expect((await call('POST', '/api/staff/sign-out', { cookie })).statusCode).toBe(200)
    expect((await call('GET', '/api/staff/me', { cookie })).statusCode).toBe(401)

    const again = await signIn(passkey)
    expect(again.statusCode).toBe(200)
    expect(again.json().member.email).toBe(email)
    const fresh = cookieOf(again)
    expect(fresh).not.toBe(cookie)
    expect((await call('GET', '/api/staff/me', { cookie: fresh })).statusCode).toBe(200)
  })

  it('sets a __Host- session cookie that is HttpOnly, Secure, SameSite=Strict, for every path', async () => {
    const { passkey } = await enrolled('operations')
    const header = String((await signIn(passkey)).headers['set-cookie'])
    expect(header).toMatch(/^__Host-staff=[A-Za-z0-9_-]{43};/)
    expect(header).toContain('; Path=/;')
    expect(header).toContain('; HttpOnly;')
    expect(header).toContain('; Secure;')
    expect(header).toContain('; SameSite=Strict;')
    expect(header).not.toMatch(/Domain=/i)
  })

  it('keeps only a hash of each session, and a new session id at every sign-in ends the old one', async () => {
    const { cookie, passkey } = await enrolled('sales')
    const token = cookie.split('=')[1]!
    const stored = await db.query('SELECT token_hash FROM staff_sessions')
    expect(stored.map((row) => row.token_hash)).not.toContain(token)

    const rotated = await app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(
        await (async () => {
          const { challengeId, options } = (await call('POST', '/api/staff/sign-in/options')).json()
          return { challengeId, response: passkey.signIn(options, ORIGIN) }
        })(),
      ),
    })
    expect(rotated.statusCode).toBe(200)
    expect(cookieOf(rotated)).not.toBe(cookie)
    expect((await call('GET', '/api/staff/me', { cookie })).statusCode).toBe(401)
  })

  it('refuses an enrolment link used once already, or past its 24 hours', async () => {
    const { token } = await enrolled('sales')
    const reused = await call('POST', '/api/staff/enrol/options', { body: { token } })
    expect(reused.statusCode).toBe(410)
    expect(reused.json().error).toBe(staffMessages.usedLink)

    const added = await addMember(
      db.repo,
      ORIGIN,
      { email: 'late@staff.example.qa', name: 'Late', role: 'sales' },
      { actorId: null, actorName: 'cli:test', ip: 'cli', action: 'staff.added' },
    )
    later(24 * 60 * MINUTE + 1000)
    const stale = await call('POST', '/api/staff/enrol/options', {
      body: { token: added!.enrolUrl.split('#')[1] },
    })
    expect(stale.statusCode).toBe(410)
  })

  it('refuses a passkey made for another site, and keeps the link for a real one', async () => {
    const added = await addMember(
      db.repo,
      ORIGIN,
      { email: 'phished@staff.example.qa', name: 'Phished', role: 'sales' },
      { actorId: null, actorName: 'cli:test', ip: 'cli', action: 'staff.added' },
    )
    const token = added!.enrolUrl.split('#')[1]!
    const passkey = softAuthenticator(RP_ID)
    const attempt = async (origin: string) => {
      const { challengeId, options } = (
        await call('POST', '/api/staff/enrol/options', { body: { token } })
      ).json()
      return call('POST', '/api/staff/enrol', {
        body: { token, challengeId, response: passkey.register(options, origin) },
      })
    }
    expect((await attempt('https://pearlcoastmovers.example')).statusCode).toBe(400)
    expect((await attempt(ORIGIN)).statusCode).toBe(200)
  })

  it('refuses a sign-in signed for another origin, or answering a challenge twice', async () => {
    const { passkey } = await enrolled('sales')
    expect((await signIn(passkey, 'https://evil.example')).statusCode).toBe(401)

    const { challengeId, options } = (await call('POST', '/api/staff/sign-in/options')).json()
    const body = { challengeId, response: passkey.signIn(options, ORIGIN) }
    expect((await call('POST', '/api/staff/sign-in', { body })).statusCode).toBe(200)
    expect((await call('POST', '/api/staff/sign-in', { body })).statusCode).toBe(401)
  })

  it('ends a session after 30 minutes idle', async () => {
    const { cookie } = await enrolled('sales')
    later(29 * MINUTE)
    expect((await call('GET', '/api/staff/me', { cookie })).statusCode).toBe(200)
    later(31 * MINUTE)
    expect((await call('GET', '/api/staff/me', { cookie })).statusCode).toBe(401)
  })

  it('ends a session 12 hours after sign-in, however busy', async () => {
    const { cookie } = await enrolled('sales')
    for (let hour = 0; hour < 12; hour++) {
      later(25 * MINUTE)
      expect((await call('GET', '/api/staff/me', { cookie })).statusCode).toBe(200)
      later(25 * MINUTE)
      expect((await call('GET', '/api/staff/me', { cookie })).statusCode).toBe(200)
      later(10 * MINUTE)
      if (hour < 11) expect((await call('GET', '/api/staff/me', { cookie })).statusCode).toBe(200)
    }
    expect((await call('GET', '/api/staff/me', { cookie })).statusCode).toBe(401)
  })

  it('lists your sessions, revokes one, and signs out everywhere', async () => {
    const { cookie, passkey } = await enrolled('sales')
    const other = cookieOf(await signIn(passkey))
    const listed = (await call('GET', '/api/staff/sessions', { cookie })).json().sessions
    expect(listed).toHaveLength(2)
    const otherId = listed.find((session: { current: boolean }) => !session.current).id
    expect(
      (await call('POST', '/api/staff/sessions/revoke', { cookie, body: { id: otherId } }))
        .statusCode,
    ).toBe(200)
    expect((await call('GET', '/api/staff/me', { cookie: other })).statusCode).toBe(401)

    const third = cookieOf(await signIn(passkey))
    expect((await call('POST', '/api/staff/sign-out/everywhere', { cookie })).statusCode).toBe(200)
    for (const each of [cookie, third])
      expect((await call('GET', '/api/staff/me', { cookie: each })).statusCode).toBe(401)
  })

  it("cannot revoke someone else's session", async () => {
    const mine = await enrolled('sales')
    const theirs = await enrolled('sales')
    const [session] = (await call('GET', '/api/staff/sessions', { cookie: theirs.cookie })).json()
      .sessions
    const refused = await call('POST', '/api/staff/sessions/revoke', {
      cookie: mine.cookie,
      body: { id: session.id },
    })
    expect(refused.statusCode).toBe(404)
    expect((await call('GET', '/api/staff/me', { cookie: theirs.cookie })).statusCode).toBe(200)
  })

  /** The outbox rows of sign-in link e-mails: whose account, never a link. */
  const signInMails = async () =>
    (await db.query("SELECT payload FROM outbox WHERE payload LIKE '%sign-in-link%'")).map(
      (row) => JSON.parse(String(row.payload)) as { accountId: number },
    )

  it('answers a sign-in link request the same for any address, and mails only a real one', async () => {
    const { id, email } = await enrolled('operations')
    const before = (await signInMails()).length
    const unknown = await call('POST', '/api/staff/sign-in/email', {
      body: { email: 'nobody@staff.example.qa' },
    })
    const known = await call('POST', '/api/staff/sign-in/email', { body: { email } })
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body])
    expect(known.statusCode).toBe(202)
    // Queued after the answer, for the known address alone.
    await until(async () => (await signInMails()).length > before, 'the sign-in e-mail')
    expect((await signInMails()).slice(before)).toEqual([
      { kind: 'staff-mail', accountId: id, mail: 'sign-in-link' },
    ])
  })

  it('signs in once with an e-mailed link, within its 15 minutes', async () => {
    const { id, email } = await enrolled('sales')
    // What the outbox does when the e-mail goes: it draws the link's token then.
    const link = async () => {
      await call('POST', '/api/staff/sign-in/email', { body: { email } })
      const sent = await db.repo.staffMailFor({
        kind: 'staff-mail',
        accountId: id,
        mail: 'sign-in-link',
      })
      return sent!.token!
    }
    const token = await link()
    const first = await call('POST', '/api/staff/sign-in/link', { body: { token } })
    expect(first.statusCode).toBe(200)
    expect((await call('GET', '/api/staff/me', { cookie: cookieOf(first) })).statusCode).toBe(200)
    expect((await call('POST', '/api/staff/sign-in/link', { body: { token } })).statusCode).toBe(
      410,
    )

    const slow = await link()
    later(16 * MINUTE)
    expect(
      (await call('POST', '/api/staff/sign-in/link', { body: { token: slow } })).statusCode,
    ).toBe(410)
  })

  it('lets an admin add, link and disable accounts; a disabled account is signed out and refused', async () => {
    const admin = await enrolled('admin')
    const added = await call('POST', '/api/staff/members', {
      cookie: admin.cookie,
      body: { email: 'New.Hire@Staff.example.qa', name: 'New Hire', role: 'operations' },
    })
    expect(added.statusCode).toBe(201)
    expect(added.json().enrolUrl).toMatch(new RegExp(`^${ORIGIN}/staff/enrol#[A-Za-z0-9_-]{43}$`))
    const again = await call('POST', '/api/staff/members', {
      cookie: admin.cookie,
      body: { email: 'new.hire@staff.example.qa', name: 'Twice', role: 'sales' },
    })
    expect(again.statusCode).toBe(409)

    const worker = await enrolled('sales')
    const disable = (id: number, disabled: boolean) =>
      call('POST', '/api/staff/members/disable', { cookie: admin.cookie, body: { id, disabled } })
    expect((await disable(worker.id, true)).statusCode).toBe(200)
    expect((await call('GET', '/api/staff/me', { cookie: worker.cookie })).statusCode).toBe(401)
    expect((await signIn(worker.passkey)).statusCode).toBe(401)
    expect((await disable(admin.id, true)).statusCode).toBe(400)
    expect((await disable(worker.id, false)).statusCode).toBe(200)
    expect((await signIn(worker.passkey)).statusCode).toBe(200)

    const link = await call('POST', '/api/staff/members/link', {
      cookie: admin.cookie,
      body: { id: worker.id },
    })
    expect(link.json().enrolUrl).toMatch(/\/staff\/enrol#/)
  })

  it('shows an admin each step in the audit trail: who, from where, what, on which record', async () => {
    const admin = await enrolled('admin')
    const { passkey, id } = await enrolled('sales')
    await signIn(passkey, 'https://evil.example')
    await call('POST', '/api/staff/members/disable', {
      cookie: admin.cookie,
      body: { id, disabled: true },
    })
    const { entries } = (await call('GET', '/api/staff/audit', { cookie: admin.cookie })).json()
    const actions = entries.map((entry: { action: string }) => entry.action)
    for (const action of [
      'staff.added',
      'staff.link-issued',
      'staff.passkey-added',
      'staff.signed-in',
      'staff.sign-in-refused',
      'staff.disabled',
    ])
      expect(actions).toContain(action)
    const disabled = entries.find((entry: { action: string }) => entry.action === 'staff.disabled')
    expect(disabled).toMatchObject({
      actorId: admin.id,
      ip: '127.0.0.1',
      recordType: 'staff',
      recordId: String(id),
      before: { disabled: false },
      after: { disabled: true },
    })
    const added = entries.find(
      (entry: { action: string; recordId: string }) =>
        entry.action === 'staff.added' && entry.recordId === String(id),
    )
    expect(added).toBeDefined()

    const filtered = (
      await call('GET', '/api/staff/audit?action=staff.disabled', { cookie: admin.cookie })
    ).json().entries
    expect(new Set(filtered.map((entry: { action: string }) => entry.action))).toEqual(
      new Set(['staff.disabled']),
    )
  })

  it('adds an account from the command line, prints its link, and prints the audit trail', () => {
    const added = cli(
      db.env,
      'staff',
      'add',
      '--email',
      'cli.person@staff.example.qa',
      '--name',
      'Cli Person',
      '--role',
      'operations',
    )
    expect(added.code).toBe(0)
    expect(added.stdout).toMatch(/staff\/enrol#[A-Za-z0-9_-]{43}/)
    const wrong = cli(
      db.env,
      'staff',
      'add',
      '--email',
      'x@staff.example.qa',
      '--name',
      'X',
      '--role',
      'boss',
    )
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toContain(staffMessages.badRole)
    const trail = cli(db.env, 'audit', '--action', 'staff.added')
    expect(trail.code).toBe(0)
    expect(trail.stdout).toMatch(/staff\.added\s+staff #\d+/)
  })
})

describe('staff sign-in attempts', () => {
  it('are rate-limited per client, with Retry-After', async () => {
    const db = await database('sqlite')
    const app = await buildApp({
      config: config({ RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: '3' }),
      repo: db.repo,
      site,
    })
    try {
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/staff/sign-in/email',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'someone@staff.example.qa' }),
        })
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(202)
      const limited = await attempt()
      expect(limited.statusCode).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await app.close()
      await db.repo.close()
    }
  })
})

describe.each(backends)('the leads inbox API on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let app: FastifyInstance
  const cookies: Record<string, string> = {}
  const ids: Record<string, number> = {}

  const call = (method: 'GET' | 'POST', url: string, role: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        origin: ORIGIN,
        cookie: cookies[role]!,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    })

  beforeAll(async () => {
    db = await database(backend)
    app = await buildApp({ config: config({ ALLOWED_ORIGINS: ORIGIN }), repo: db.repo, site })
    for (const role of ['admin', 'sales', 'operations'] as const) {
      const email = `${role}@leads.example.qa`
      const enrolled = await enrolMember(app, db.repo, { email, name: `Lead ${role}`, role })
      ids[role] = enrolled.id
      cookies[role] = enrolled.cookie
    }
    const people = [
      ['Omar Haddad', '97455112233', 'omar@example.com', 'localMove', 'ar'],
      ['Priya Nair', '97466001122', 'priya@example.com', 'internationalMove', 'en'],
      ['Liam O’Brien', '97433009988', 'liam_obrien@example.com', 'storageServices', 'en'],
    ] as const
    for (let i = 0; i < 52; i++) {
      const [fullName, phoneNumber, email, serviceType, locale] = people[i % 3]!
      const sent = await app.inject({
        method: 'POST',
        url: '/api/contacts/enquiries/',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({
          fullName: `${fullName} ${i}`,
          phoneNumber,
          email,
          serviceType,
          locale,
          message: `Enquiry number ${i}.`,
          refererUrl: 'http://localhost/',
          submittedUrl: 'http://localhost/contact-us',
          recaptchaToken: 'good',
        }),
      })
      expect(sent.statusCode, sent.body).toBe(201)
    }
  })
  afterAll(async () => {
    await app.close()
    await db.repo.close()
  })

  it('pages the leads newest first, fifty at a time', async () => {
    const first = (await call('GET', '/api/staff/enquiries', 'sales')).json()
    expect(first.leads).toHaveLength(50)
    expect(first.leads[0].fullName).toBe('Omar Haddad 51')
    expect(first.leads.every((lead: { status: string }) => lead.status === 'new')).toBe(true)
    const second = (await call('GET', `/api/staff/enquiries?before=${first.next}`, 'sales')).json()
    expect(second.leads.map((lead: { fullName: string }) => lead.fullName)).toEqual([
      'Priya Nair 1',
      'Omar Haddad 0',
    ])
    expect(second.next).toBeNull()
  })

  it('filters by service and language, and searches names, phone digits and addresses', async () => {
    const page = async (query: string) =>
      (await call('GET', `/api/staff/enquiries?${query}`, 'admin')).json().leads as Array<{
        fullName: string
      }>
    expect(await page('service=storageServices')).toHaveLength(17)
    expect(await page('locale=ar')).toHaveLength(18)
    expect((await page('q=priya%20nair%2013')).map((lead) => lead.fullName)).toEqual([
      'Priya Nair 13',
    ])
    expect(await page('q=33009988')).toHaveLength(17)
    // LIKE's wildcards are taken literally: "_" matches only an underscore.
    expect(await page('q=liam_obrien')).toHaveLength(17)
    expect(await page('q=omar_')).toHaveLength(0)
  })

  it('moves a lead along the pipeline, assigns it, notes it and audits each step without contact details', async () => {
    const [lead] = (await call('GET', '/api/staff/enquiries?q=Priya%20Nair%204', 'sales')).json()
      .leads
    const id = lead.id as number
    expect(
      (await call('POST', '/api/staff/enquiries/status', 'sales', { id, status: 'contacted' }))
        .statusCode,
    ).toBe(200)
    expect(
      (await call('POST', '/api/staff/enquiries/assign', 'sales', { id, staffId: ids.sales }))
        .statusCode,
    ).toBe(200)
    expect(
      (
        await call('POST', '/api/staff/enquiries/note', 'sales', {
          id,
          body: 'Called her; she wants a survey on Saturday, call +974 6600 1122.',
        })
      ).statusCode,
    ).toBe(201)
    const lost = await call('POST', '/api/staff/enquiries/status', 'sales', { id, status: 'lost' })
    expect([lost.statusCode, lost.json().error]).toEqual([400, staffMessages.lostReason])
    expect(
      (await call('POST', '/api/staff/enquiries/status', 'sales', { id, status: 'won' }))
        .statusCode,
    ).toBe(200)

    const saved = (await call('GET', `/api/staff/enquiries/${id}`, 'sales')).json()
    expect(saved).toMatchObject({ status: 'won', assignedTo: ids.sales })
    expect(saved.contactedAt).toBeGreaterThan(0)
    expect(saved.notes).toMatchObject([
      { authorName: 'Lead sales', body: expect.stringContaining('survey') },
    ])

    const trail = JSON.stringify(
      (await call('GET', '/api/staff/audit?record=lead', 'admin')).json().entries,
    )
    for (const action of ['lead.status-changed', 'lead.assigned', 'lead.note-added'])
      expect(trail).toContain(action)
    expect(trail).toContain('"after":{"status":"won"}')
    for (const contact of ['priya@example.com', '97466001122', '6600 1122', 'Priya Nair'])
      expect(trail).not.toContain(contact)
  })

  it('tells a connected console when a lead arrives or changes, until its session ends', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const events: string[] = []
    const stream = await new Promise<IncomingMessage>((resolve) =>
      get(`${address}/api/staff/enquiries/live`, { headers: { cookie: cookies.sales! } }, resolve),
    )
    expect(stream.headers['content-type']).toContain('text/event-stream')
    const heard = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => events.length >= count && resolve()
        stream.on('data', () => check())
        check()
      })
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) =>
      events.push(...(chunk.match(/^event: \w+\ndata: .*/gm) ?? [])),
    )
    await heard(1)
    expect(events).toEqual(['event: ready\ndata: {"unanswered":51}'])
    const sent = await app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({
        fullName: 'Huda Live',
        phoneNumber: '97455000111',
        email: 'huda@example.com',
        serviceType: 'localMove',
        locale: 'ar',
        message: 'Moving next week.',
        refererUrl: 'http://localhost/',
        submittedUrl: 'http://localhost/ar/contact-us',
        recaptchaToken: 'good',
      }),
    })
    expect(sent.statusCode).toBe(201)
    await heard(2)
    const { id } = sent.json() as { id: number }
    await call('POST', '/api/staff/enquiries/note', 'admin', { id, body: 'Seen.' })
    await heard(3)
    // The second change is a note: the new lead is still unanswered.
    expect(events).toEqual([
      'event: ready\ndata: {"unanswered":51}',
      'event: leads\ndata: {"unanswered":52}',
      'event: leads\ndata: {"unanswered":52}',
    ])
    stream.destroy()
  })

  it('names who a lead can be given to: active accounts that work leads', async () => {
    const { assignees } = (await call('GET', '/api/staff/enquiries/assignees', 'sales')).json()
    expect(assignees).toEqual([
      { id: ids.admin, name: 'Lead admin' },
      { id: ids.sales, name: 'Lead sales' },
    ])
  })

  it("answers the Arabic console's refusals in Arabic", async () => {
    const inArabic = (url: string, body?: unknown) =>
      app.inject({
        method: body === undefined ? 'GET' : 'POST',
        url,
        headers: {
          origin: ORIGIN,
          'accept-language': 'ar',
          cookie: cookies.operations!,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { payload: JSON.stringify(body) }),
      })
    expect((await inArabic('/api/staff/enquiries')).json().error).toBe(arStaff.forbidden)
    const lost = await app.inject({
      method: 'POST',
      url: '/api/staff/enquiries/status',
      headers: {
        origin: ORIGIN,
        'accept-language': 'ar',
        cookie: cookies.sales!,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ id: 1, status: 'lost' }),
    })
    expect([lost.statusCode, lost.json().error]).toEqual([400, arStaff.lostReason])
  })

  it('refuses a change made on a lead someone else moved meanwhile', async () => {
    const [lead] = (await call('GET', '/api/staff/enquiries?q=Omar%20Haddad%203', 'sales')).json()
      .leads
    await db.repo.setLeadStatus(
      lead.id,
      'new',
      { status: 'quoted', reason: null },
      {
        actorId: ids.admin!,
        actorName: 'Lead admin',
        ip: '127.0.0.1',
        action: 'lead.status-changed',
      },
    )
    const late = await db.repo.setLeadStatus(
      lead.id,
      'new',
      { status: 'contacted', reason: null },
      {
        actorId: ids.sales!,
        actorName: 'Lead sales',
        ip: '127.0.0.1',
        action: 'lead.status-changed',
      },
    )
    expect(late).toBe(false)
  })

  it('exports every lead as CSV, and the export is audited', async () => {
    const csv = await call('GET', '/api/staff/enquiries/export', 'sales')
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body.trim().split('\r\n')).toHaveLength(54)
    const trail = (await call('GET', '/api/staff/audit?action=lead.exported', 'admin')).json()
    expect(trail.entries[0]).toMatchObject({ actorId: ids.sales, action: 'lead.exported' })
  })
})
