import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'

import { buildApp } from '../src/app.ts'
import type { Repository } from '../src/repository.ts'
import { loadSite } from '../src/site/index.ts'
import { addMember } from '../src/people/index.ts'

import { softAuthenticator } from './authenticator.ts'
import { fakeDist, type Backend } from './helpers.ts'
import { database, testConfig } from './tracking-helpers.ts'

const ORIGIN = 'http://localhost:4000'
export type Role = 'admin' | 'sales' | 'operations'

const cookieOf = (header: string | string[] | undefined) =>
  String(Array.isArray(header) ? header[0] : header).split(';')[0]!

/**
 * Adds a member as the CLI does and enrols a software passkey through the API, as the e-mailed
 * link would: the member's id and the session cookie the enrolment signs them in with.
 */
export async function enrolMember(
  app: FastifyInstance,
  repo: Repository,
  member: { email: string; name: string; role: Role },
  origin = ORIGIN,
) {
  const added = await addMember(repo, origin, member, {
    actorId: null,
    actorName: 'cli:test',
    ip: 'cli',
    action: 'staff.added',
  })
  const token = added!.enrolUrl.split('#')[1]!
  const post = (url: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: { origin, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
  const { challengeId, options } = (await post('/api/staff/enrol/options', { token })).json()
  const enrolled = await post('/api/staff/enrol', {
    token,
    challengeId,
    response: softAuthenticator(new URL(origin).hostname).register(options, origin),
  })
  return { id: added!.id, cookie: cookieOf(enrolled.headers['set-cookie']) }
}

/**
 * For one describe block: a fresh database and the app, with one signed-in member of each role,
 * the console's requests as each of them, and direct reads and writes of the rows.
 */
export function consoleApp(backend: Backend, env: Record<string, string> = {}) {
  const world = {} as { db: Awaited<ReturnType<typeof database>>; app: FastifyInstance }
  const cookies: Partial<Record<Role, string>> = {}
  beforeAll(async () => {
    world.db = await database(backend)
    const config = testConfig({
      SITE_URL: ORIGIN,
      ALLOWED_ORIGINS: ORIGIN,
      RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: '1000',
      ...env,
    })
    world.app = await buildApp({ config, repo: world.db.repo, site: await loadSite(fakeDist()) })
    for (const role of ['admin', 'sales', 'operations'] as const) {
      const email = `${role}@console.example.qa`
      const enrolled = await enrolMember(world.app, world.db.repo, {
        email,
        name: `Console ${role}`,
        role,
      })
      cookies[role] = enrolled.cookie
    }
  })
  afterAll(async () => {
    await world.app.close()
    await world.db.repo.close()
  })

  return {
    world,
    /** A console request as `role`, in English unless `language` says otherwise. */
    call: (
      role: Role,
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      body?: unknown,
      language = 'en',
    ) =>
      world.app.inject({
        method,
        url,
        headers: {
          origin: ORIGIN,
          cookie: cookies[role]!,
          'accept-language': language,
          ...(method !== 'GET' && { 'content-type': 'application/json' }),
        },
        ...(method !== 'GET' && { payload: JSON.stringify(body ?? {}) }),
      }),
    /** Changes rows directly, as no API may. */
    async exec(statement: string) {
      if (backend === 'postgres') return void (await world.db.query(statement))
      const raw = new Database(world.db.env.SQLITE_PATH!)
      try {
        raw.exec(statement)
      } finally {
        raw.close()
      }
    },
    /** Audit lines of `action`, oldest first, their JSON parsed. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async auditOf(action: string): Promise<Array<Record<string, any>>> {
      const rows = await world.db.query(
        `SELECT * FROM audit_log WHERE action = '${action}' ORDER BY id`,
      )
      const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)
      return rows.map((row) => ({ ...row, before: parsed(row.before), after: parsed(row.after) }))
    },
  }
}
