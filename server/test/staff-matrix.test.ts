// The second security review's matrices, kept as tests (issue 48): every staff route against
// every kind of caller, and every staff change against forged requests. The routes come from one
// list (staff-routes.ts); a route the app registers but the list lacks fails the first test.
import { get } from 'node:http'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverMessages } from '@contract/server-messages.ts'
import { can, STAFF_ROLES, type StaffRole } from '@contract/staff.ts'
import { staffMessages as arStaff } from '@contract/staff-messages.ar.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import { buildApp } from '../src/app.ts'
import { loadSite } from '../src/site/index.ts'

import { backends, fakeDist } from './helpers.ts'
import { registeredStaffRoutes, staffRoutes, urlOf, type StaffRoute } from './staff-routes.ts'
import { staffSession } from './staff-sessions.ts'
import { database, testConfig } from './tracking-helpers.ts'

const ORIGIN = 'http://localhost:4000'
const signedInRoutes = staffRoutes.filter((route) => route.access !== 'sign-in')
const writeRoutes = staffRoutes.filter((route) => route.method !== 'GET')
const name = (route: StaffRoute) => `${route.method} ${route.path}`

describe.each(backends)('the staff routes’ matrices on %s', (backend) => {
  let db: Awaited<ReturnType<typeof database>>
  let app: FastifyInstance
  let address: string

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
    await app.close()
    await db.repo.close()
  })

  const send = (
    route: StaffRoute,
    headers: Record<string, string | undefined>,
    payload = route.method === 'GET' ? undefined : '{}',
  ) =>
    app.inject({
      method: route.method,
      url: urlOf(route),
      headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value)),
      ...(payload !== undefined && { payload }),
    })
  /** A request as the console sends it, with `cookie`. */
  const asConsole = (route: StaffRoute, cookie?: string) =>
    send(route, {
      origin: ORIGIN,
      cookie,
      ...(route.method !== 'GET' && { 'content-type': 'application/json' }),
    })
  /** The status a stream opens with (held open, so read over a socket and dropped). */
  const streamStatus = (route: StaffRoute, cookie: string) =>
    new Promise<number>((resolve, reject) => {
      get(`${address}${urlOf(route)}`, { headers: { cookie } }, (response) => {
        resolve(response.statusCode ?? 0)
        response.destroy()
      }).on('error', reject)
    })

  it('lists every route the app registers under /api/staff/, and no other', async () => {
    await app.ready()
    expect(registeredStaffRoutes(app.printRoutes({ commonPrefix: false }))).toEqual(
      staffRoutes.map(name).sort(),
    )
  })

  it.each(signedInRoutes.map((route) => [name(route), route] as const))(
    '%s: refuses no session, a made-up one, a signed-out one and a disabled account’s with 401',
    async (_, route) => {
      const signedOut = await staffSession(db.repo, 'admin')
      const out = await app.inject({
        method: 'POST',
        url: '/api/staff/sign-out',
        headers: { origin: ORIGIN, cookie: signedOut.cookie, 'content-type': 'application/json' },
        payload: '{}',
      })
      expect(out.statusCode).toBe(200)
      const disabled = await staffSession(db.repo, 'admin', { disabled: true })
      for (const [caller, cookie] of [
        ['none', undefined],
        ['made up', `__Host-staff=${'A'.repeat(43)}`],
        ['signed out', signedOut.cookie],
        ['disabled', disabled.cookie],
      ] as const) {
        const answer = await asConsole(route, cookie)
        expect([caller, answer.statusCode, answer.json()]).toEqual([
          caller,
          401,
          { error: staffMessages.signedOut },
        ])
      }
    },
  )

  it.each(signedInRoutes.map((route) => [name(route), route] as const))(
    '%s: lets in each role it is for, and refuses the others with 403',
    async (_, route) => {
      for (const role of STAFF_ROLES) {
        const { cookie } = await staffSession(db.repo, role as StaffRole)
        const allowed = route.access === 'member' || can(role, route.access as never)
        if (route.stream && allowed) {
          expect([role, await streamStatus(route, cookie)]).toEqual([role, 200])
          continue
        }
        const answer = await asConsole(route, cookie)
        // Let in: whatever the placeholder request then gets, it is not a refusal of the caller.
        if (allowed) expect([role, [401, 403].includes(answer.statusCode)]).toEqual([role, false])
        else
          expect([role, answer.statusCode, answer.json()]).toEqual([
            role,
            403,
            { error: staffMessages.forbidden },
          ])
      }
    },
  )

  it.each(writeRoutes.map((route) => [name(route), route] as const))(
    '%s: refuses a forged or missing Origin with 403, and anything but JSON with 415',
    async (_, route) => {
      const { cookie } =
        route.access === 'sign-in' ? { cookie: undefined } : await staffSession(db.repo, 'admin')
      const json = { cookie, 'content-type': 'application/json' }
      for (const origin of [
        'https://evil.example',
        'null',
        `${ORIGIN}.evil.example`,
        'http://localhost:4001',
      ]) {
        const forged = await send(route, { ...json, origin })
        expect([origin, forged.statusCode, forged.json()]).toEqual([
          origin,
          403,
          { error: serverMessages.foreignOrigin },
        ])
      }
      const missing = await send(route, json)
      expect([missing.statusCode, missing.json()]).toEqual([
        403,
        { error: staffMessages.missingOrigin },
      ])
      const arabic = await send(route, { ...json, 'accept-language': 'ar' })
      expect(arabic.json()).toEqual({ error: arStaff.missingOrigin })
      for (const [type, payload] of [
        ['text/plain', '{}'],
        ['text/plain; charset=utf-8', '{}'],
        ['application/x-www-form-urlencoded', 'a=1'],
        ['multipart/form-data; boundary=x', '--x--'],
        ['application/xml', '<a/>'],
        [undefined, '{}'],
      ] as const) {
        const refused = await send(route, { cookie, origin: ORIGIN, 'content-type': type }, payload)
        expect([type, refused.statusCode, refused.json()]).toEqual([
          type,
          415,
          { error: serverMessages.jsonOnly },
        ])
      }
    },
  )
})
