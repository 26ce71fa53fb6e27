// What the second security review of the staff side found weak (issue 48), each answered: who a
// lead may be given to, the CSV export, the health check's details, and an audit trail the
// database itself keeps append-only.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { serverMessages as arServer } from '@contract/server-messages.ar.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { staffMessages as arStaff } from '@contract/staff-messages.ar.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { buildApp } from '../src/app.ts'
import { AUDIT_APPEND_ONLY } from '../src/db/audit-append-only.ts'
import { loadSite } from '../src/site/index.ts'

import { asMonitor, backends, fakeDist, HEALTH_TOKEN, validEnquiry } from './helpers.ts'
import { runRaw, staffSession } from './staff-sessions.ts'
import { database, testConfig } from './tracking-helpers.ts'

const ORIGIN = 'http://localhost:4000'

describe.each(backends)('the staff side after the second review, on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let app: FastifyInstance
  const staff = {} as Record<'admin' | 'sales' | 'operations', { id: number; cookie: string }>

  const call = (method: 'GET' | 'HEAD' | 'POST', url: string, cookie: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        origin: ORIGIN,
        cookie,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    })
  const exports = async () =>
    (await call('GET', '/api/staff/audit?action=lead.exported', staff.admin.cookie)).json()
      .entries as Array<{ actorId: number; after: unknown }>

  beforeAll(async () => {
    db = await database(backend)
    app = await buildApp({
      config: testConfig({ SITE_URL: ORIGIN, ALLOWED_ORIGINS: ORIGIN }),
      repo: db.repo,
      site: await loadSite(fakeDist()),
    })
    for (const role of ['admin', 'sales', 'operations'] as const)
      staff[role] = await staffSession(db.repo, role)
    for (const [fullName, serviceType, locale, remoteAddress] of [
      ['Omar Haddad', 'localMove', 'ar', '203.0.113.7'],
      ['Omar Nasser', 'internationalMove', 'ar', '203.0.113.8'],
      ['Priya Nair', 'localMove', 'en', '203.0.113.9'],
    ]) {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/contacts/enquiries/',
        remoteAddress,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...validEnquiry, fullName, serviceType, locale }),
      })
      expect(sent.statusCode, sent.body).toBe(201)
    }
  })
  afterAll(async () => {
    await app.close()
    await db.repo.close()
  })

  describe('assigning a lead (N3)', () => {
    it('refuses an operations account, which cannot open leads, in the console’s language', async () => {
      const assign = (accept: string) =>
        app.inject({
          method: 'POST',
          url: '/api/staff/enquiries/assign',
          headers: {
            origin: ORIGIN,
            cookie: staff.sales.cookie,
            'content-type': 'application/json',
            'accept-language': accept,
          },
          payload: JSON.stringify({ id: 1, staffId: staff.operations.id }),
        })
      const refused = await assign('en')
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { error: staffMessages.cannotWorkLeads },
      ])
      expect((await assign('ar')).json()).toEqual({ error: arStaff.cannotWorkLeads })
      const lead = (await call('GET', '/api/staff/enquiries/1', staff.sales.cookie)).json()
      expect(lead.assignedTo).toBeNull()
    })

    it('refuses a disabled account', async () => {
      const gone = await staffSession(db.repo, 'sales', { disabled: true })
      const refused = await call('POST', '/api/staff/enquiries/assign', staff.sales.cookie, {
        id: 1,
        staffId: gone.id,
      })
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { error: staffMessages.noSuchMember },
      ])
    })

    it('gives a lead to an admin or to sales, and lists only them', async () => {
      for (const person of [staff.admin, staff.sales]) {
        const given = await call('POST', '/api/staff/enquiries/assign', staff.sales.cookie, {
          id: 1,
          staffId: person.id,
        })
        expect(given.statusCode).toBe(200)
      }
      const { assignees } = (
        await call('GET', '/api/staff/enquiries/assignees', staff.sales.cookie)
      ).json()
      expect(assignees.map((person: { id: number }) => person.id)).not.toContain(
        staff.operations.id,
      )
    })
  })

  describe('the CSV export (N5)', () => {
    it('answers HEAD without reading a lead, building a file or writing the audit trail', async () => {
      const before = (await exports()).length
      const read = vi.spyOn(db.repo, 'leadsToExport')
      const head = await call('HEAD', '/api/staff/enquiries/export', staff.sales.cookie)
      expect(head.statusCode).toBe(200)
      expect(head.headers['content-type']).toContain('text/csv')
      expect(head.body).toBe('')
      expect(read).not.toHaveBeenCalled()
      read.mockRestore()
      expect(await exports()).toHaveLength(before)
      // HEAD is still kept from those who may not export.
      expect(
        (await call('HEAD', '/api/staff/enquiries/export', staff.operations.cookie)).statusCode,
      ).toBe(403)
    })

    it('takes the inbox’s filters, and audits which ones, never a searched name', async () => {
      const rows = async (query: string) =>
        (await call('GET', `/api/staff/enquiries/export?${query}`, staff.sales.cookie)).body
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line) => line.split(',')[2])
      expect(await rows('')).toEqual(['"Priya Nair"', '"Omar Nasser"', '"Omar Haddad"'])
      expect(await rows('q=omar')).toEqual(['"Omar Nasser"', '"Omar Haddad"'])
      expect(await rows('q=omar&service=localMove')).toEqual(['"Omar Haddad"'])
      expect(await rows('locale=en')).toEqual(['"Priya Nair"'])
      expect(await rows('status=won')).toEqual([])
      expect(await rows('from=2000-01-01&to=2000-01-02')).toEqual([])
      const [latest] = await exports()
      expect(latest!.after).toEqual({ rows: 0, filters: ['from', 'to'] })
      const trail = JSON.stringify(await exports())
      expect(trail).not.toContain('omar')
    })

    it('shows the client IP to admins only', async () => {
      const csv = async (cookie: string) =>
        (await call('GET', '/api/staff/enquiries/export', cookie)).body
      const forAdmin = await csv(staff.admin.cookie)
      expect(forAdmin.split('\r\n')[0]).toContain('clientIp')
      expect(forAdmin).toContain('203.0.113.7')
      const forSales = await csv(staff.sales.cookie)
      expect(forSales.split('\r\n')[0]).not.toContain('clientIp')
      expect(forSales).not.toContain('203.0.113.')
    })
  })

  describe('the health check (W9)', () => {
    const health = (headers: Record<string, string> = {}) =>
      app.inject({ url: '/api/health', headers })

    it('tells the public only whether the service is up', async () => {
      const open = await health()
      expect([open.statusCode, open.json()]).toEqual([200, { status: 'ok' }])
      expect(open.headers['cache-control']).toBe('no-store')
    })

    it('answers 503 and nothing more while the database is down', async () => {
      const down = await buildApp({
        config: testConfig({ SITE_URL: ORIGIN }),
        repo: { ...db.repo, ping: () => Promise.reject(new Error('down')) },
        site: await loadSite(fakeDist()),
      })
      const answer = await down.inject('/api/health')
      expect([answer.statusCode, answer.json()]).toEqual([503, { status: 'error' }])
      const monitor = await down.inject({ url: '/api/health', headers: asMonitor })
      expect([monitor.statusCode, monitor.json()]).toEqual([
        503,
        { status: 'error', database: { kind: backend, reachable: false } },
      ])
      await down.close()
    })

    it('gives the details to a monitor that sends HEALTH_TOKEN', async () => {
      const monitor = await health(asMonitor)
      expect(monitor.statusCode).toBe(200)
      expect(monitor.json()).toMatchObject({
        status: 'ok',
        database: { kind: backend, reachable: true },
        notifications: { delivery: 'log' },
        webhook: { configured: false },
        redis: { configured: false },
      })
    })

    it.each([
      ['a wrong token', `Bearer ${HEALTH_TOKEN.replace(/.$/, 'x')}`],
      ['a shorter token', `Bearer ${HEALTH_TOKEN.slice(1)}`],
      ['another scheme', `Basic ${Buffer.from(`x:${HEALTH_TOKEN}`).toString('base64')}`],
      ['an empty bearer', 'Bearer '],
    ])('refuses %s with our error, in the console’s language', async (_, authorization) => {
      const refused = await health({ authorization })
      expect([refused.statusCode, refused.json()]).toEqual([
        401,
        { error: serverMessages.badHealthToken },
      ])
      expect(refused.headers['www-authenticate']).toBe('Bearer')
      const arabic = await health({ authorization, 'accept-language': 'ar' })
      expect(arabic.json()).toEqual({ error: arServer.badHealthToken })
    })

    it('refuses every token when HEALTH_TOKEN is not set', async () => {
      const unset = await buildApp({
        config: testConfig({ SITE_URL: ORIGIN, HEALTH_TOKEN: '' }),
        repo: db.repo,
        site: await loadSite(fakeDist()),
      })
      expect((await unset.inject({ url: '/api/health', headers: asMonitor })).statusCode).toBe(401)
      expect((await unset.inject('/api/health')).json()).toEqual({ status: 'ok' })
      await unset.close()
    })

    it('gives the details to admins in the console, and to no other role', async () => {
      const forAdmin = await call('GET', '/api/staff/health', staff.admin.cookie)
      expect(forAdmin.statusCode).toBe(200)
      expect(forAdmin.json()).toEqual((await health(asMonitor)).json())
      for (const role of ['sales', 'operations'] as const)
        expect((await call('GET', '/api/staff/health', staff[role].cookie)).statusCode).toBe(403)
      expect((await app.inject('/api/staff/health')).statusCode).toBe(401)
    })

    it('still tells those who work leads whether the CRM gets them', async () => {
      const answer = await call('GET', '/api/staff/deliveries', staff.sales.cookie)
      expect([answer.statusCode, answer.json()]).toEqual([
        200,
        {
          webhook: { configured: false, pending: 0, retrying: 0, failed: 0, lastError: null },
          whatsapp: { configured: false, retrying: 0, failed: 0, lastError: null },
        },
      ])
    })
  })

  describe('the audit trail (N6)', () => {
    it.each([
      `UPDATE audit_log SET action = 'nothing happened'`,
      `DELETE FROM audit_log`,
      `DELETE FROM audit_log WHERE id = 1`,
    ])('is refused by the database itself: %s', async (statement) => {
      const count = async () =>
        Number((await db.query('SELECT count(*) AS n FROM audit_log'))[0]!.n)
      const before = await count()
      expect(before).toBeGreaterThan(0)
      await expect(runRaw(db.env, statement)).rejects.toThrow(AUDIT_APPEND_ONLY)
      expect(await count()).toBe(before)
      expect(await db.query(`SELECT 1 FROM audit_log WHERE action = 'nothing happened'`)).toEqual(
        [],
      )
    })

    it.runIf(backend === 'postgres')('refuses TRUNCATE too', async () => {
      await expect(runRaw(db.env, 'TRUNCATE audit_log')).rejects.toThrow(AUDIT_APPEND_ONLY)
    })

    it('still takes new lines', async () => {
      const before = (await db.query('SELECT count(*) AS n FROM audit_log'))[0]!.n
      await db.repo.audit({ actorId: null, actorName: 'test', ip: 'test', action: 'test.line' })
      expect(Number((await db.query('SELECT count(*) AS n FROM audit_log'))[0]!.n)).toBe(
        Number(before) + 1,
      )
    })
  })
})
