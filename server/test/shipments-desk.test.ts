// The shipments desk's server side (issue 36): the list, one shipment, its fields and updates,
// shipments made from won leads, the CSV of a day's updates, the audit trail, and the CLI doing
// the same through the same actions.
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverMessages } from '@contract/server-messages.ts'
import { MAX_CSV_BYTES, MAX_CSV_ROWS } from '@contract/shipments.ts'
import { staffMessages as arStaff } from '@contract/staff-messages.ar.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { WriteAborted } from '../src/db/sql.ts'
import { buildApp } from '../src/app.ts'
import { loadSite } from '../src/site/index.ts'

import { backends, fakeDist } from './helpers.ts'
import { enrolMember } from './staff-helpers.ts'
import { cli, database, testConfig } from './tracking-helpers.ts'

const ORIGIN = 'http://localhost:4000'
const DESK = '/api/staff/shipments'
const DAY = 86_400_000

describe.each(backends)('the shipments desk on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let app: FastifyInstance
  const cookies: Record<string, string> = {}

  /** Changes rows directly, as no API may: a subscriber confirmed, a shipment gone quiet. */
  async function exec(statement: string) {
    if (backend === 'postgres') return void (await db.query(statement))
    const raw = new Database(db.env.SQLITE_PATH!)
    try {
      raw.exec(statement)
    } finally {
      raw.close()
    }
  }

  const call = (
    method: 'GET' | 'POST',
    url: string,
    role: string | null,
    body?: unknown,
    origin: string | null = ORIGIN,
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(origin !== null && { origin }),
        ...(role && { cookie: cookies[role]! }),
        ...(method === 'POST' && { 'content-type': 'application/json' }),
      },
      ...(method === 'POST' && { payload: JSON.stringify(body ?? {}) }),
    })
  const ops = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(method, url, 'operations', body)

  async function created(fields: Record<string, unknown> = {}) {
    const response = await ops('POST', DESK, fields)
    expect(response.statusCode, response.body).toBe(201)
    return response.json().trackingId as string
  }

  /** A confirmed subscriber of the job, who a stage e-mails. */
  async function subscriber(trackingId: string, email: string) {
    const confirmed = backend === 'postgres' ? 'now()' : "'2025-01-01T00:00:00.000Z'"
    await exec(
      `INSERT INTO subscriptions (job_id, email, confirmed_at) SELECT id, '${email}', ${confirmed} FROM jobs WHERE tracking_id = '${trackingId}'`,
    )
  }

  type Line = Record<string, unknown> & { before: any; after: any } // eslint-disable-line @typescript-eslint/no-explicit-any
  const auditOf = async (action: string): Promise<Line[]> =>
    (await db.query(`SELECT * FROM audit_log WHERE action = '${action}' ORDER BY id`)).map(
      (row) => ({
        ...row,
        before: typeof row.before === 'string' ? JSON.parse(row.before) : row.before,
        after: typeof row.after === 'string' ? JSON.parse(row.after) : row.after,
      }),
    )

  beforeAll(async () => {
    db = await database(backend)
    const config = testConfig({
      SITE_URL: ORIGIN,
      ALLOWED_ORIGINS: ORIGIN,
      RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: '1000',
    })
    app = await buildApp({ config, repo: db.repo, site: await loadSite(fakeDist()) })
    for (const role of ['admin', 'sales', 'operations'] as const) {
      const email = `${role}@desk.example.qa`
      const enrolled = await enrolMember(app, db.repo, { email, name: `Desk ${role}`, role })
      cookies[role] = enrolled.cookie
    }
  })
  afterAll(async () => {
    await app.close()
    await db.repo.close()
  })

  it('lets only operations and admins in, and takes changes only from the console', async () => {
    const signedOut = await call('GET', DESK, null)
    expect([signedOut.statusCode, signedOut.json().error]).toEqual([401, staffMessages.signedOut])
    for (const [method, url] of [
      ['GET', DESK],
      ['POST', DESK],
      ['GET', `${DESK}/ABCD123456`],
      ['GET', `${DESK}/won-leads`],
      ['POST', `${DESK}/ABCD123456/move`],
      ['POST', `${DESK}/ABCD123456/move/leave`],
      ['POST', `${DESK}/import?dryRun=1`],
    ] as const) {
      expect([url, (await call(method, url, null, { csv: '' })).statusCode]).toEqual([url, 401])
      const sales = await call(method, url, 'sales', { csv: '' })
      expect([url, sales.statusCode, sales.json().error]).toEqual([
        url,
        403,
        staffMessages.forbidden,
      ])
    }
    expect((await call('GET', DESK, 'operations')).statusCode).toBe(200)
    expect((await call('GET', DESK, 'admin')).statusCode).toBe(200)

    const foreign = await call('POST', DESK, 'operations', {}, 'https://evil.example')
    expect([foreign.statusCode, foreign.json().error]).toEqual([403, serverMessages.foreignOrigin])
    const missing = await call('POST', DESK, 'operations', {}, null)
    expect([missing.statusCode, missing.json().error]).toEqual([403, staffMessages.missingOrigin])
  })

  it('creates a shipment under a new random number and refuses an invalid field with the contract’s words', async () => {
    const bad = await ops('POST', DESK, { customer_name: 'Huda Saleh', weight: -3 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual({
      error: staffMessages.badMeasure(1_000_000),
      fields: { weight: staffMessages.badMeasure(1_000_000) },
    })
    const email = await ops('POST', DESK, { email: 'not an address' })
    expect(email.json().fields).toEqual({ email: staffMessages.badEmail })
    const unknown = await ops('POST', DESK, { colour: 'red' })
    expect(unknown.json().fields).toEqual({ colour: staffMessages.unknownField })

    const trackingId = await created({
      customer_name: 'Huda Saleh',
      contact_number: '+974 5511 2233',
      email: 'huda@example.com',
      origin: 'Doha',
      destination: 'Amman',
      weight: '420.5',
      collection_date: '2030-03-01',
    })
    expect(trackingId).toMatch(/^[A-Z]{4}\d{6}$/)
    const shown = (await ops('GET', `${DESK}/${trackingId.toLowerCase()}`)).json()
    expect(shown.shipment).toMatchObject({
      tracking_id: trackingId,
      customer_name: 'Huda Saleh',
      weight: 420.5,
      next_due: '2030-03-01',
      stage: null,
    })
    expect(shown.subscribers).toBe(0)
    expect(shown.customerSees.masked.customer.name).toBe('H. S.')
    expect(shown.customerSees.full.customer.name).toBe('Huda Saleh')

    const edit = await ops('POST', `${DESK}/${trackingId}`, { date_of_arrival: '2030-02-30' })
    expect(edit.json()).toEqual({
      error: staffMessages.badDate,
      fields: { date_of_arrival: staffMessages.badDate },
    })
    const empty = await ops('POST', `${DESK}/${trackingId}`, {})
    expect(empty.json().error).toBe(staffMessages.nothingToChange)
    const saved = await ops('POST', `${DESK}/${trackingId}`, {
      weight: 430,
      email: 'huda.saleh@example.com',
    })
    expect(saved.json()).toEqual({ changed: ['weight', 'email'] })
    expect((await ops('POST', `${DESK}/ZZZZ999999`, { weight: 1 })).statusCode).toBe(404)

    const [line] = (await auditOf('shipment.edited')).filter((row) => row.record_id === trackingId)
    expect(line).toMatchObject({
      actor_name: 'Desk operations',
      ip: '127.0.0.1',
      record_type: 'shipment',
      before: { weight: 420.5 },
      after: { weight: 430, changed: ['weight', 'email'] },
    })
    const [made] = (await auditOf('shipment.created')).filter((row) => row.record_id === trackingId)
    expect(made!.after).toMatchObject({
      origin: 'Doha',
      personal: expect.arrayContaining(['email']),
    })
    // No contact detail is ever written into the trail.
    const trail = JSON.stringify(await db.query('SELECT * FROM audit_log'))
    for (const secret of ['Huda', 'huda@example.com', 'huda.saleh@', '5511'])
      expect(trail).not.toContain(secret)
  })

  it('posts, edits and removes updates, e-mailing confirmed subscribers of a stage, audited', async () => {
    const trackingId = await created({ customer_name: 'Nadia Karim' })
    await subscriber(trackingId, 'fan@example.com')
    expect((await ops('GET', `${DESK}/${trackingId}`)).json().subscribers).toBe(1)
    const queued = async () =>
      (
        await db.query(
          `SELECT o.id FROM outbox o JOIN status_updates u ON u.id = o.status_update_id JOIN jobs j ON j.id = u.job_id WHERE j.tracking_id = '${trackingId}'`,
        )
      ).length

    const refused = await ops('POST', `${DESK}/${trackingId}/updates`, {
      stage: 'sailing',
      date: '2030-03-02',
      note: 'x',
    })
    expect(refused.json().fields).toEqual({ stage: staffMessages.badStage })
    const posted = await ops('POST', `${DESK}/${trackingId}/updates`, {
      stage: 'Departed',
      date: '2030-03-02',
      time: '09:30',
      location: 'Hamad Port',
      note: 'Vessel departed',
    })
    expect(posted.statusCode, posted.body).toBe(201)
    const id = posted.json().id as number
    expect(await queued()).toBe(1)
    const shown = (await ops('GET', `${DESK}/${trackingId}`)).json()
    expect(shown.shipment.stage).toBe('departed')
    expect(shown.updates[0]).toMatchObject({ location: 'Hamad Port', milestone: 'departed' })
    expect(shown.customerSees.masked.status_updates[0].status_content).toBe(
      'Hamad Port: Vessel departed',
    )
    const [line] = (await auditOf('status-update.posted')).filter(
      (row) => row.record_id === String(id),
    )
    expect(line).toMatchObject({ record_type: 'status-update', actor_name: 'Desk operations' })
    expect(line!.after).toMatchObject({ trackingId, stage: 'departed', note: 'Vessel departed' })

    const plain = (
      await ops('POST', `${DESK}/${trackingId}/updates`, { date: '2030-03-03', note: 'At sea' })
    ).json().id
    expect(await queued()).toBe(1)
    expect(
      (await ops('POST', `${DESK}/${trackingId}/updates/${plain}`, { stage: 'in-transit' }))
        .statusCode,
    ).toBe(200)
    expect(await queued()).toBe(2)
    expect((await ops('GET', `${DESK}/${trackingId}`)).json().shipment.stage).toBe('in_transit')
    // An update is reached only through its own shipment.
    expect((await ops('POST', `${DESK}/ABCD123456/updates/${plain}/remove`)).statusCode).toBe(404)
    expect((await ops('POST', `${DESK}/${trackingId}/updates/${plain}/remove`)).statusCode).toBe(
      200,
    )
    expect((await ops('GET', `${DESK}/${trackingId}`)).json().shipment.stage).toBe('departed')
    const [removed] = await auditOf('status-update.removed')
    expect(removed).toMatchObject({ record_id: String(plain) })
    expect(removed!.before).toMatchObject({ trackingId, stage: 'in_transit', note: 'At sea' })
  })

  it('makes the same rows, e-mails and audit lines from the console and from the CLI', async () => {
    const fields = {
      customer_name: 'Same Person',
      cargo_type: 'Household goods',
      contact_number: '+974 3300 4455',
      number_of_packages: '12',
      date_of_departure: '2030-04-01',
    }
    const fromConsole = await created(fields)
    const cliAdded = cli(
      db.env,
      'job',
      ...Object.entries(fields).flatMap(([field, value]) => [
        `--${field.replaceAll('_', '-')}`,
        value,
      ]),
    )
    expect(cliAdded.code, cliAdded.stderr).toBe(0)
    const fromCli = /^Added job ([A-Z]{4}\d{6})\.$/.exec(cliAdded.stdout)![1]!
    for (const trackingId of [fromConsole, fromCli])
      await subscriber(trackingId, 'same@example.com')
    const update = { stage: 'collected', date: '2030-03-30', time: '14:00', location: 'West Bay' }
    expect(
      (await ops('POST', `${DESK}/${fromConsole}/updates`, { ...update, note: 'Packed' }))
        .statusCode,
    ).toBe(201)
    const cliPosted = cli(
      db.env,
      'status',
      '--tracking-id',
      fromCli,
      '--content',
      'Packed',
      ...Object.entries(update).flatMap(([field, value]) => [`--${field}`, value]),
    )
    expect(cliPosted.code, cliPosted.stderr).toBe(0)

    const rows = async (trackingId: string) => {
      const [job] = await db.query(
        `SELECT cargo_type, customer_name, contact_number, contact_digits, number_of_packages, date_of_departure, stage, next_due, lead_id FROM jobs WHERE tracking_id = '${trackingId}'`,
      )
      const updates = await db.query(
        `SELECT u.status_content, u.status_date, u.status_time, u.milestone, u.location FROM status_updates u JOIN jobs j ON j.id = u.job_id WHERE j.tracking_id = '${trackingId}'`,
      )
      const mail = await db.query(
        `SELECT o.payload, o.sent_at FROM outbox o JOIN status_updates u ON u.id = o.status_update_id JOIN jobs j ON j.id = u.job_id WHERE j.tracking_id = '${trackingId}'`,
      )
      const audit = (
        await db.query(
          `SELECT action, record_type, before, after FROM audit_log WHERE record_id = '${trackingId}' OR CAST(after AS TEXT) LIKE '%${trackingId}%' ORDER BY id`,
        )
      ).map((row): Record<string, unknown> => ({
        ...row,
        after: JSON.stringify(row.after).replaceAll(trackingId, 'ID'),
      }))
      return { job, updates, mail, audit }
    }
    const console_ = await rows(fromConsole)
    expect(console_.mail).toHaveLength(1)
    expect(console_.audit.map((row) => row.action)).toEqual([
      'shipment.created',
      'status-update.posted',
    ])
    expect(await rows(fromCli)).toEqual(console_)
    const [cliLine] = (await auditOf('shipment.created')).filter((row) => row.record_id === fromCli)
    expect(cliLine).toMatchObject({ actor_id: null, ip: 'cli' })
    expect(cliLine!.actor_name).toBe('system (command line)')
  })

  it('creates a shipment from a won lead, filled from it, and links the two both ways', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({
        fullName: 'Rania Aziz',
        phoneNumber: '97455667788',
        email: 'rania@example.com',
        serviceType: 'internationalMove',
        message: 'Moving to Jordan.',
        refererUrl: 'http://localhost/',
        submittedUrl: 'http://localhost/contact-us',
        recaptchaToken: 'good',
      }),
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const leadId = sent.json().id as number
    const waiting = async () =>
      ((await ops('GET', `${DESK}/won-leads`)).json().leads as Array<{ id: number }>).map(
        (lead) => lead.id,
      )
    expect(await waiting()).not.toContain(leadId)
    const notWon = await ops('POST', DESK, { leadId })
    expect([notWon.statusCode, notWon.json().error]).toEqual([409, staffMessages.leadNotWon])
    expect((await ops('POST', DESK, { leadId: 999_999 })).statusCode).toBe(404)
    const won = await call('POST', '/api/staff/enquiries/status', 'admin', {
      id: leadId,
      status: 'won',
    })
    expect(won.statusCode, won.body).toBe(200)
    // Operations, who cannot open leads, see it waiting with no more than its name and service.
    const [offered] = (await ops('GET', `${DESK}/won-leads`)).json().leads
    expect(offered).toEqual({
      id: leadId,
      name: 'Rania Aziz',
      service: 'internationalMove',
      createdAt: expect.any(Number),
    })

    const trackingId = await created({ leadId, destination: 'Amman' })
    expect(await waiting()).not.toContain(leadId)
    const shown = (await ops('GET', `${DESK}/${trackingId}`)).json().shipment
    expect(shown).toMatchObject({
      customer_name: 'Rania Aziz',
      contact_number: '97455667788',
      email: 'rania@example.com',
      destination: 'Amman',
      lead_id: leadId,
    })
    const lead = (await call('GET', `/api/staff/enquiries/${leadId}`, 'admin')).json()
    expect(lead.shipment).toBe(trackingId)
    const again = await ops('POST', DESK, { leadId })
    expect([again.statusCode, again.json().error]).toEqual([409, staffMessages.leadHasShipment])
    const [line] = (await auditOf('shipment.created')).filter((row) => row.record_id === trackingId)
    expect(line!.after).toMatchObject({ leadId, destination: 'Amman' })
    expect(JSON.stringify(line)).not.toContain('Rania')
  })

  it('puts shipments into one move, shows each leg the others without personal data, and takes them out', async () => {
    const leg = (cargo_type: string, date_of_arrival: string) =>
      created({
        cargo_type,
        customer_name: 'Leila Haddad',
        contact_number: '+974 5566 7788',
        email: 'leila@example.com',
        origin: 'Doha',
        destination: 'Beirut',
        date_of_arrival,
      })
    const air = await leg('Air freight', '2030-05-02')
    const sea = await leg('Sea freight', '2030-06-20')
    const storage = await leg('Storage', '2030-09-01')
    const elsewhere = [
      await created({ contact_number: '3300 2200' }),
      await created({ contact_number: '3300 2200' }),
    ]
    const join = (trackingId: string, other: string) =>
      ops('POST', `${DESK}/${trackingId}/move`, { trackingId: other })

    expect((await join(air, ` ${sea.toLowerCase()} `)).statusCode).toBe(200)
    expect((await join(storage, air)).statusCode).toBe(200)
    expect((await join(elsewhere[0]!, elsewhere[1]!)).statusCode).toBe(200)
    for (const [trackingId, other, status, error] of [
      [air, air, 400, staffMessages.ownLeg],
      [air, 'ZZZZ000000', 404, staffMessages.noSuchShipment],
      [air, sea, 409, staffMessages.alreadyLegs],
      [air, elsewhere[0]!, 409, staffMessages.otherMove],
    ] as const) {
      const refused = await join(trackingId, other)
      expect([other, refused.statusCode, refused.json().fields]).toEqual([
        other,
        status,
        { trackingId: error },
      ])
    }
    const blank = await ops('POST', `${DESK}/${air}/move`, { trackingId: '' })
    expect(blank.statusCode).toBe(400)

    // The desk and the customer both see the other legs, in the order they were made.
    const desk = (await ops('GET', `${DESK}/${sea}`)).json()
    expect(desk.legs.map((other: { tracking_id: string }) => other.tracking_id)).toEqual([
      air,
      storage,
    ])
    await ops('POST', `${DESK}/${air}/updates`, {
      stage: 'delivered',
      date: '2030-05-02',
      note: 'Delivered to the door',
    })
    const [answer] = (
      await app.inject({ method: 'GET', url: `/api/jobs/jobs/?tracking_id=${sea}` })
    ).json()
    expect(answer.move_legs).toEqual([
      {
        tracking_id: air,
        cargo_type: 'Air freight',
        origin: 'Doha',
        destination: 'Beirut',
        date_of_arrival: '2030-05-02',
        stage: 'delivered',
      },
      {
        tracking_id: storage,
        cargo_type: 'Storage',
        origin: 'Doha',
        destination: 'Beirut',
        date_of_arrival: '2030-09-01',
        stage: null,
      },
    ])
    expect(JSON.stringify(answer.move_legs)).not.toMatch(/Leila|5566|leila@/)
    // A job that is no leg answers exactly as before.
    const [alone] = (
      await app.inject({ method: 'GET', url: `/api/jobs/jobs/?tracking_id=${await created()}` })
    ).json()
    expect(alone).not.toHaveProperty('move_legs')

    // Taking a leg out leaves the others together; the last one left is no move.
    expect((await ops('POST', `${DESK}/${storage}/move/leave`)).statusCode).toBe(200)
    expect((await ops('GET', `${DESK}/${sea}`)).json().legs).toHaveLength(1)
    const notLeg = await ops('POST', `${DESK}/${storage}/move/leave`)
    expect([notLeg.statusCode, notLeg.json().error]).toEqual([409, staffMessages.notALeg])
    expect((await ops('POST', `${DESK}/${sea}/move/leave`)).statusCode).toBe(200)
    expect((await ops('GET', `${DESK}/${air}`)).json().legs).toEqual([])
    const [lonely] = (
      await app.inject({ method: 'GET', url: `/api/jobs/jobs/?tracking_id=${air}` })
    ).json()
    expect(lonely).not.toHaveProperty('move_legs')
    const moves = await db.query(
      `SELECT m.id FROM moves m JOIN jobs j ON j.move_id = m.id WHERE j.tracking_id IN ('${air}', '${sea}', '${storage}')`,
    )
    expect(moves).toEqual([])

    const joined = (await auditOf('shipment.move-joined')).filter((row) =>
      [air, storage].includes(row.record_id as string),
    )
    expect(joined.map((row) => [row.record_id, row.after.leg])).toEqual([
      [air, sea],
      [storage, air],
    ])
    expect((await auditOf('shipment.move-left')).map((row) => row.record_id)).toEqual(
      expect.arrayContaining([storage, sea]),
    )
  })

  it('caps a move at ten legs, so "Track all legs" fits one lookup', async () => {
    const legs = await Promise.all(
      Array.from({ length: 11 }, () => created({ contact_number: '+974 3300 1100' })),
    )
    for (const other of legs.slice(1, 10))
      expect((await ops('POST', `${DESK}/${legs[0]}/move`, { trackingId: other })).statusCode).toBe(
        200,
      )
    const eleventh = await ops('POST', `${DESK}/${legs[0]}/move`, { trackingId: legs[10] })
    expect([eleventh.statusCode, eleventh.json().error]).toEqual([
      409,
      staffMessages.tooManyLegs(10),
    ])
  })

  it('e-mails a subscriber to the whole move of every leg’s stage, once, under that leg’s number', async () => {
    const customer = { email: 'Family@Example.com' }
    const [air, sea] = [await created(customer), await created(customer)]
    expect((await ops('POST', `${DESK}/${air}/move`, { trackingId: sea })).statusCode).toBe(200)
    await subscriber(air, 'whole@example.com')
    await subscriber(air, 'air-only@example.com')
    await subscriber(sea, 'whole@example.com')
    await exec(`UPDATE subscriptions SET whole_move = 1 WHERE email = 'whole@example.com'`)
    // The desk counts who a stage of the sea leg e-mails: one address, once.
    expect((await ops('GET', `${DESK}/${sea}`)).json().subscribers).toBe(1)
    expect((await ops('GET', `${DESK}/${air}`)).json().subscribers).toBe(2)

    const posted = await ops('POST', `${DESK}/${sea}/updates`, {
      stage: 'departed',
      date: '2030-06-01',
      note: 'Vessel departed',
    })
    expect(posted.statusCode).toBe(201)
    const mails = await db.query(
      `SELECT s.email FROM outbox o JOIN subscriptions s ON s.id = o.subscription_id WHERE o.status_update_id = ${posted.json().id}`,
    )
    expect(mails.map((row) => row.email)).toEqual(['whole@example.com'])
  })

  it('searches by tracking number, name or last digits, filters quiet and overdue, next due first', async () => {
    const late = await created({
      customer_name: 'Yusuf Overdue',
      contact_number: '+974 7000 9876',
      date_of_arrival: '2020-01-10',
    })
    const quiet = await created({ customer_name: 'Quiet Quinn', collection_date: '2020-01-05' })
    await exec(
      `UPDATE jobs SET last_posted_at = ${Date.now() - 8 * DAY} WHERE tracking_id = '${quiet}'`,
    )
    const list = async (query: string) => (await ops('GET', `${DESK}?${query}`)).json()
    const ids = async (query: string) =>
      (await list(query)).shipments.map((row: { trackingId: string }) => row.trackingId)

    expect(await ids(`q=${late.slice(0, 6).toLowerCase()}`)).toContain(late)
    expect(await ids('q=yusuf')).toEqual([late])
    expect(await ids('q=9876')).toEqual([late])
    expect(await ids('q=70009876')).toEqual([late])
    expect(await ids('overdue=1')).toEqual([late])
    expect(await ids('quiet=1')).toEqual([quiet])
    const all = await list('')
    expect(all.quiet).toBe(1)
    expect(all.shipments[0]).toMatchObject({
      trackingId: quiet,
      quiet: true,
      nextDue: '2020-01-05',
    })
    expect(all.shipments[1]).toMatchObject({ trackingId: late, overdue: true })
    const dues = all.shipments.map((row: { nextDue: string | null }) => row.nextDue ?? '9999')
    expect([...dues].sort()).toEqual(dues)

    // Delivered is neither quiet nor overdue.
    for (const trackingId of [late, quiet])
      await ops('POST', `${DESK}/${trackingId}/updates`, {
        stage: 'delivered',
        date: '2020-02-01',
        note: 'Delivered',
      })
    await exec(
      `UPDATE jobs SET last_posted_at = ${Date.now() - 8 * DAY} WHERE tracking_id = '${quiet}'`,
    )
    expect(await ids('overdue=1')).toEqual([])
    expect((await list('quiet=1')).quiet).toBe(0)
    expect(await ids('stage=delivered')).toEqual(expect.arrayContaining([late, quiet]))
  })

  it('pages fifty at a time in next-due order', async () => {
    for (let i = 0; i < 55; i++)
      await db.repo.addShipment(
        `PAGE${String(i).padStart(6, '0')}`,
        { collection_date: `2031-01-${String((i % 28) + 1).padStart(2, '0')}` },
        null,
        { actorId: null, actorName: 'test', ip: 'test', action: 'shipment.created' },
      )
    const first = (await ops('GET', `${DESK}?q=PAGE`)).json()
    expect(first.shipments).toHaveLength(50)
    const second = (await ops('GET', `${DESK}?q=PAGE&after=${first.next}`)).json()
    expect(second.shipments).toHaveLength(5)
    expect(second.next).toBeNull()
    const seen = [...first.shipments, ...second.shipments].map((row) => row.trackingId)
    expect(new Set(seen).size).toBe(55)
  })

  describe('a CSV of status updates', () => {
    const header = 'tracking number,stage,date,time,location,note'
    const upload = (csv: string, dryRun: 0 | 1) =>
      ops('POST', `${DESK}/import?dryRun=${dryRun}`, { csv })
    const count = async () =>
      Number((await db.query('SELECT count(*) AS n FROM status_updates'))[0]!.n)

    it("names a wrong row's problem in Arabic to the Arabic console", async () => {
      const answer = await app.inject({
        method: 'POST',
        url: `${DESK}/import?dryRun=1`,
        headers: {
          origin: ORIGIN,
          cookie: cookies.operations!,
          'content-type': 'application/json',
          'accept-language': 'ar',
        },
        payload: JSON.stringify({ csv: `${header}\nNOPE000000,arrived,2030-05-02,,,Arrived` }),
      })
      expect(answer.json().rows[0].errors).toEqual({ trackingId: arStaff.noSuchShipment })
    })

    it('refuses a file over the size or row caps, saying which', async () => {
      const big = await upload(`${header}\n${'x'.repeat(MAX_CSV_BYTES)}`, 1)
      expect([big.statusCode, big.json().error]).toEqual([
        413,
        staffMessages.csvTooLarge(MAX_CSV_BYTES / 1024),
      ])
      const huge = await upload('x'.repeat(MAX_CSV_BYTES * 4 + 10), 1)
      expect([huge.statusCode, huge.json().error]).toEqual([
        413,
        staffMessages.csvTooLarge(MAX_CSV_BYTES / 1024),
      ])
      const rows = Array.from({ length: MAX_CSV_ROWS + 1 }, () => 'ABCD123456,,2030-01-01,,,x')
      const long = await upload([header, ...rows].join('\n'), 1)
      expect([long.statusCode, long.json().error]).toEqual([
        400,
        staffMessages.csvTooManyRows(MAX_CSV_ROWS),
      ])
      expect((await upload('', 1)).json().error).toBe(staffMessages.csvEmpty)
      expect((await upload('Tracking ID,Status\n', 1)).json().error).toBe(staffMessages.csvHeader)
    })

    it('reports each row’s change and each wrong row by its line, and applies none while one is wrong', async () => {
      const trackingId = await created({ customer_name: 'Csv Customer' })
      await subscriber(trackingId, 'csv@example.com')
      const csv = [
        header,
        `${trackingId},departed,2030-05-01,08:00,Hamad Port,Vessel departed`,
        'NOPE000000,arrived,2030-05-02,,,Arrived',
        `${trackingId.toLowerCase()},sailing,2030-05-40,,,`,
        `${trackingId},in transit,2030-05-03,,"Colombo, Sri Lanka","Transhipped, on ""time"""`,
      ].join('\r\n')
      const dry = await upload(csv, 1)
      expect(dry.statusCode, dry.body).toBe(200)
      const { rows, applied, count: posted } = dry.json()
      expect([applied, posted]).toEqual([false, 2])
      expect(rows[0]).toMatchObject({
        row: 2,
        stage: { before: null, after: 'departed' },
        emails: 1,
      })
      expect(rows[1]).toEqual({
        row: 3,
        trackingId: 'NOPE000000',
        errors: { trackingId: staffMessages.noSuchShipment },
      })
      expect(rows[2]).toMatchObject({
        row: 4,
        errors: { stage: staffMessages.badStage },
      })
      expect(rows[3]).toMatchObject({
        row: 5,
        update: { location: 'Colombo, Sri Lanka', note: 'Transhipped, on "time"' },
        stage: { before: 'departed', after: 'in_transit' },
      })

      const before = await count()
      const refused = await upload(csv, 0)
      expect([refused.statusCode, refused.json().error]).toEqual([
        400,
        staffMessages.csvRowsRefused,
      ])
      expect(await count()).toBe(before)

      const fixed = [header, csv.split('\r\n')[1], csv.split('\r\n')[4]].join('\n')
      const done = await upload(fixed, 0)
      expect(done.json()).toMatchObject({ applied: true, count: 2 })
      expect(await count()).toBe(before + 2)
      const shown = (await ops('GET', `${DESK}/${trackingId}`)).json()
      expect(shown.shipment.stage).toBe('in_transit')
      const mail = await db.query(
        `SELECT o.id FROM outbox o JOIN status_updates u ON u.id = o.status_update_id JOIN jobs j ON j.id = u.job_id WHERE j.tracking_id = '${trackingId}'`,
      )
      expect(mail).toHaveLength(2)
      const imported = await auditOf('shipment.imported')
      expect(imported.at(-1)!.after).toEqual({ rows: 2 })
      const lines = (await auditOf('status-update.posted')).filter(
        (row) => (row.after as { via?: string }).via === 'csv',
      )
      expect(lines.map((row) => (row.after as { row: number }).row)).toEqual([2, 3])
    })

    it('takes an Arabic note from the desk and from a CSV’s optional last column, for Arabic readers', async () => {
      const trackingId = await created({ customer_name: 'Arabic Reader' })
      const posted = await ops('POST', `${DESK}/${trackingId}/updates`, {
        date: '2030-07-01',
        location: 'Hamad Port',
        note: 'Vessel departed',
        noteAr: 'غادرت السفينة',
      })
      expect(posted.statusCode, posted.body).toBe(201)
      const csv = [
        `${header},arabic note`,
        `${trackingId},,2030-07-02,,,Arrived,وصلت الشحنة`,
        `${trackingId},,2030-07-03,,,Cleared,`,
      ].join('\n')
      expect((await upload(csv, 0)).statusCode).toBe(200)
      const answer = await app.inject(`/api/jobs/jobs/?tracking_id=${trackingId}`)
      expect(
        answer
          .json()[0]
          .status_updates.map((update: { status_content: string; status_content_ar?: string }) => [
            update.status_content,
            update.status_content_ar,
          ]),
      ).toEqual([
        ['Hamad Port: Vessel departed', 'Hamad Port: غادرت السفينة'],
        ['Arrived', 'وصلت الشحنة'],
        ['Cleared', undefined],
      ])
      // Cleared on the desk, the Arabic page falls back to the English note.
      const id = posted.json().id as number
      expect(
        (await ops('POST', `${DESK}/${trackingId}/updates/${id}`, { noteAr: '' })).statusCode,
      ).toBe(200)
      const shown = (await ops('GET', `${DESK}/${trackingId}`)).json()
      expect(shown.updates[0].status_content_ar).toBeNull()
    })

    it('stores formula-looking cells as the text they are', async () => {
      const trackingId = await created({ customer_name: 'Formula Fan' })
      const cells = ['=1+1', '+SUM(A1:A9)', '-2+3', '@cmd', '=HYPERLINK("http://evil.example")']
      const csv = [
        header,
        ...cells.map(
          (cell, i) =>
            `${trackingId},,2030-06-0${i + 1},,"${cell.replaceAll('"', '""')}","${cell.replaceAll('"', '""')}"`,
        ),
      ].join('\n')
      const done = await upload(csv, 0)
      expect(done.statusCode, done.body).toBe(200)
      const stored = await db.query(
        `SELECT u.location, u.status_content FROM status_updates u JOIN jobs j ON j.id = u.job_id WHERE j.tracking_id = '${trackingId}' ORDER BY u.status_date`,
      )
      expect(stored).toEqual(cells.map((cell) => ({ location: cell, status_content: cell })))
    })

    it('undoes the whole apply when one row’s job is gone by the time it is written', async () => {
      const trackingId = await created({ customer_name: 'Rolled Back' })
      const before = await count()
      const audits = (await db.query('SELECT count(*) AS n FROM audit_log'))[0]!.n
      const by = { actorId: null, actorName: 'test', ip: 'test', action: 'status-update.posted' }
      const update = (id: string) => ({
        update: { tracking_id: id, status_content: 'x', status_date: '2030-07-01' },
        by,
      })
      const attempt = db.repo.postShipmentUpdates(
        [update(trackingId), update('GONE000000'), update(trackingId)],
        { ...by, action: 'shipment.imported' },
      )
      await expect(attempt).rejects.toBeInstanceOf(WriteAborted)
      await expect(attempt).rejects.toMatchObject({ index: 1 })
      expect(await count()).toBe(before)
      expect((await db.query('SELECT count(*) AS n FROM audit_log'))[0]!.n).toBe(audits)
    })
  })
})
