// Where leads come from (issue 35, section 4): the enquiry's optional `attribution`, checked,
// stored with the source it counts under, shown and filtered in the inbox, and summed in the
// leads report, on SQLite and PostgreSQL.
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as arServer from '@contract/server-messages.ar.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { buildApp } from '../src/app.ts'
import { loadSite } from '../src/site/index.ts'
import { weekStart } from '../src/leads/report.ts'

import { backends, fakeDist, validEnquiry } from './helpers.ts'
import { enrolMember } from './staff-helpers.ts'
import { database, testConfig } from './tracking-helpers.ts'

const ORIGIN = 'http://localhost:4000'
const DAY = 86_400_000

describe.each(backends)('attribution on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let app: FastifyInstance
  const cookies: Record<string, string> = {}
  const leadIds: Record<string, number> = {}

  const get = (url: string, role = 'sales') =>
    app.inject({ method: 'GET', url, headers: { origin: ORIGIN, cookie: cookies[role]! } })

  const send = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ ...validEnquiry, ...body }),
    })

  /** A change made behind the API's back: a lead's age, or a row as an older release left it. */
  const write = async (sql: string) => {
    if (backend === 'postgres') return void (await db.query(sql))
    const raw = new Database(db.env.SQLITE_PATH!)
    try {
      raw.exec(sql)
    } finally {
      raw.close()
    }
  }

  const count = async () => Number((await db.query('SELECT COUNT(*) AS n FROM enquiries'))[0]!.n)

  beforeAll(async () => {
    db = await database(backend)
    const config = testConfig({
      SITE_URL: ORIGIN,
      ALLOWED_ORIGINS: ORIGIN,
      RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: '1000',
    })
    app = await buildApp({ config, repo: db.repo, site: await loadSite(fakeDist()) })
    for (const role of ['sales', 'operations'] as const) {
      const email = `${role}@attribution.example.qa`
      const enrolled = await enrolMember(app, db.repo, { email, name: `Attribution ${role}`, role })
      cookies[role] = enrolled.cookie
    }

    // Five visits and one enquiry stored before the site kept visits; `ago` places each in time.
    const leads = [
      [
        'adWords',
        'localMove',
        0,
        {
          landingPage: '/',
          referrer: 'www.google.com',
          utmSource: 'Google',
          utmMedium: 'cpc',
          gclid: 'Cj0KCQ',
        },
      ],
      ['newsletter', 'internationalMove', 0, { landingPage: '/get-a-quote', utmSource: 'google' }],
      ['facebook', 'localMove', 7, { landingPage: '/about-us', referrer: 'l.facebook.com' }],
      ['typedIn', 'storageServices', 14, { landingPage: '/contact-us' }],
      ['lastYear', 'localMove', 400, null],
      ['beforeVisits', 'carExport', 0, null],
    ] as const
    for (const [name, serviceType, ago, attribution] of leads) {
      const sent = await send({ fullName: name, serviceType, ...(attribution && { attribution }) })
      expect(sent.statusCode, sent.body).toBe(201)
      const id = sent.json().id as number
      leadIds[name] = id
      const at = new Date(Date.now() - ago * DAY).toISOString()
      await write(`UPDATE enquiries SET created_at = '${at}' WHERE id = ${id}`)
    }
    await write(
      `UPDATE enquiries SET source = NULL, attribution = NULL WHERE id = ${leadIds.beforeVisits}`,
    )
    for (const name of ['adWords', 'facebook'])
      await db.repo.setLeadStatus(
        leadIds[name]!,
        'new',
        { status: 'won', reason: null },
        { actorId: null, actorName: 'cli:test', ip: 'cli', action: 'lead.status-changed' },
      )
  })
  afterAll(async () => {
    await app.close()
    await db.repo.close()
  })

  it('stores the visit, and shows it and its source on the lead and in the list', async () => {
    const lead = (await get(`/api/staff/enquiries/${leadIds.adWords}`)).json()
    expect(lead).toMatchObject({
      fullName: 'adWords',
      source: 'google',
      attribution: {
        landingPage: '/',
        referrer: 'www.google.com',
        utmSource: 'Google',
        utmMedium: 'cpc',
        gclid: 'Cj0KCQ',
      },
    })
    const { leads } = (await get('/api/staff/enquiries')).json()
    const row = (name: string) => leads.find((each: { fullName: string }) => each.fullName === name)
    expect(row('facebook')).toMatchObject({
      source: 'l.facebook.com',
      attribution: { landingPage: '/about-us', referrer: 'l.facebook.com' },
    })
    expect(row('typedIn')).toMatchObject({
      source: 'direct',
      attribution: { landingPage: '/contact-us' },
    })
    expect(row('lastYear')).toMatchObject({ source: 'direct', attribution: null })
    expect(row('beforeVisits')).toMatchObject({ source: null, attribution: null })
  })

  it('refuses malformed attribution with a 400 in the visitor’s language, and stores nothing', async () => {
    const before = await count()
    const unknown = await send({ attribution: { utm_source: 'google' } })
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      {
        error: serverMessages.unknownField('attribution.utm_source'),
        fields: { attribution: serverMessages.unknownField('attribution.utm_source') },
      },
    ])
    expect((await send({ attribution: 'google' })).json().error).toBe(
      serverMessages.attributionNotObject,
    )
    expect((await send({ attribution: { gclid: ['x'] } })).json().error).toBe(
      serverMessages.notString('attribution.gclid'),
    )
    expect((await send({ attribution: { utmCampaign: 'a\nb' } })).json().error).toBe(
      serverMessages.singleLine(serverMessages.fieldLabels.utmCampaign),
    )
    const arabic = await send({ locale: 'ar', attribution: { utmSource: 'x'.repeat(101) } })
    expect([arabic.statusCode, arabic.json().error]).toEqual([
      400,
      arServer.serverMessages.tooLong(arServer.serverMessages.fieldLabels.utmSource, 100),
    ])
    expect(await count()).toBe(before)
  })

  it('filters the inbox by source, whatever its case', async () => {
    const names = async (query: string) =>
      (await get(`/api/staff/enquiries?${query}`))
        .json()
        .leads.map((lead: { fullName: string }) => lead.fullName)
    expect(await names('source=google')).toEqual(['newsletter', 'adWords'])
    expect(await names('source=Google')).toEqual(['newsletter', 'adWords'])
    expect(await names('source=direct')).toEqual(['lastYear', 'typedIn'])
    expect(await names('source=direct&service=storageServices')).toEqual(['typedIn'])
    expect(await names('source=nowhere.example')).toEqual([])
  })

  it('reports leads per office week by channel and by service, this week first', async () => {
    const response = await get('/api/staff/reports/leads')
    expect(response.statusCode).toBe(200)
    const report = response.json()
    expect(report.weeks).toHaveLength(12)
    const saturday = new Date(weekStart(Date.now()) + 3 * 3_600_000).toISOString().slice(0, 10)
    expect(report.weeks[0].start).toBe(saturday)
    const weeks = (...recent: number[]) => [...recent, ...Array<number>(12 - recent.length).fill(0)]
    const channel = (name: string | null, source: string | null, counts: number[]) => ({
      channel: name,
      counts,
      total: 1,
      sources: [{ source, counts, total: 1 }],
    })
    expect(report.byChannel).toEqual([
      channel('direct', 'direct', weeks(0, 0, 1)),
      channel(null, null, weeks(1)),
      channel('organic-search', 'google', weeks(1)),
      channel('organic-social', 'facebook', weeks(0, 1)),
      channel('paid-search', 'google', weeks(1)),
    ])
    expect(report.byService).toEqual([
      { service: 'localMove', counts: weeks(1, 1), total: 2 },
      { service: 'carExport', counts: weeks(1), total: 1 },
      { service: 'internationalMove', counts: weeks(1), total: 1 },
      { service: 'storageServices', counts: weeks(0, 0, 1), total: 1 },
    ])
    expect(report.wonRate).toEqual([
      { channel: 'direct', total: 1, won: 0, rate: 0 },
      { channel: null, total: 1, won: 0, rate: 0 },
      { channel: 'organic-search', total: 1, won: 0, rate: 0 },
      { channel: 'organic-social', total: 1, won: 1, rate: 1 },
      { channel: 'paid-search', total: 1, won: 1, rate: 1 },
    ])
    // Both won leads were answered as the test began: one at once, one a week late.
    expect(report.response).toEqual({
      leads: weeks(3, 1, 1),
      within: { '5m': weeks(1), '1h': weeks(1) },
      total: { leads: 5, within: { '5m': 1, '1h': 1 } },
    })
  })

  it('filters the inbox by channel and by how fast a lead was answered, as the report links', async () => {
    const names = async (query: string) =>
      (await get(`/api/staff/enquiries?${query}`))
        .json()
        .leads.map((lead: { fullName: string }) => lead.fullName)
    expect(await names('channel=paid-search')).toEqual(['adWords'])
    expect(await names('channel=organic-search')).toEqual(['newsletter'])
    expect(await names('channel=organic-social')).toEqual(['facebook'])
    expect(await names('channel=direct')).toEqual(['lastYear', 'typedIn'])
    expect(await names('channel=email')).toEqual([])
    expect(await names('within=5m')).toEqual(['adWords'])
    expect(await names('within=1h&channel=organic-social')).toEqual([])
    expect(await names('source=www.facebook.com')).toEqual(['facebook'])
    // An unknown channel or window is left out, as every malformed filter is.
    expect(await names('channel=carrier-pigeon&within=never')).toHaveLength(6)
  })

  it('spans the weeks asked for, at most 52, and 12 for anything else', async () => {
    const span = async (query: string) =>
      (await get(`/api/staff/reports/leads${query}`)).json().weeks.length
    expect(await span('?weeks=4')).toBe(4)
    expect(await span('?weeks=500')).toBe(52)
    for (const junk of ['?weeks=0', '?weeks=-3', '?weeks=two', ''])
      expect(await span(junk)).toBe(12)
    // 400 days back is past even 52 weeks.
    const year = (await get('/api/staff/reports/leads?weeks=52')).json()
    expect(year.byChannel.find((row: { channel: string }) => row.channel === 'direct').total).toBe(
      1,
    )
  })

  it('keeps the report from operations and from the signed out', async () => {
    expect((await get('/api/staff/reports/leads', 'operations')).statusCode).toBe(403)
    const nobody = await app.inject({
      method: 'GET',
      url: '/api/staff/reports/leads',
      headers: { origin: ORIGIN },
    })
    expect(nobody.statusCode).toBe(401)
  })
})
