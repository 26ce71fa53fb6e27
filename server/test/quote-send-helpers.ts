// What the quote-sending tests share: the staff world (a real SMTP server and the outbox delivering
// to it, staff-world.ts) with a signed-in member of each role, leads sent as the site sends them,
// drafts prepared from them, sending and revising as the console does, and the database read and
// changed directly.
import Database from 'better-sqlite3'
import { beforeAll, expect } from 'vitest'

import { backends, validEnquiry, type Backend } from './helpers.ts'
import { ORIGIN, staffWorld } from './staff-world.ts'

export { backends }
export const QUOTES = '/api/staff/quotes'
type Role = 'admin' | 'sales' | 'operations'
type Method = 'GET' | 'POST' | 'PUT'

/** `env` is read when the world starts: a test may fill it in a `beforeAll` registered first. */
export function quoteSendWorld(backend: Backend, env: Record<string, string> = {}) {
  const staff = staffWorld(backend, env)
  const { world, enrolled } = staff
  const cookies = {} as Record<Role, string>
  beforeAll(async () => {
    for (const role of ['admin', 'sales', 'operations'] as const)
      cookies[role] = (await enrolled(role)).cookie
  })

  /** A request as `role` (or with no session), from `origin` (null: naming none). */
  const request = (
    method: Method,
    url: string,
    {
      role,
      body,
      origin = ORIGIN,
      language = 'en',
    }: { role?: Role; body?: unknown; origin?: string | null; language?: 'en' | 'ar' } = {},
  ) =>
    world.app.inject({
      method,
      url,
      headers: {
        ...(origin !== null && { origin }),
        ...(role && { cookie: cookies[role] }),
        'accept-language': language,
        ...(method !== 'GET' && { 'content-type': 'application/json' }),
      },
      ...(method !== 'GET' && { payload: JSON.stringify(body ?? {}) }),
    })
  const call = (role: Role, method: Method, url: string, body?: unknown, language?: 'en' | 'ar') =>
    request(method, url, { role, body, language })

  let leads = 0
  /** A new lead as the site sends it, with its own customer address; its id and address. */
  async function newLead(extra: Record<string, unknown> = {}) {
    leads += 1
    const email = `customer.${leads}.${backend}@example.com`
    const sent = await world.app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validEnquiry, email, ...extra }),
    })
    expect(sent.statusCode, sent.body).toBe(201)
    return { leadId: sent.json().id as number, email }
  }
  async function prepared(leadId: number) {
    const made = await call('sales', 'POST', QUOTES, { leadId })
    expect(made.statusCode, made.body).toBe(201)
    return made.json()
  }
  const send = (quote: { id: number; revision: number }, role: Role = 'sales') =>
    call(role, 'POST', `${QUOTES}/${quote.id}/send`, { revision: quote.revision })
  const revise = (quote: { id: number; revision: number }, role: Role = 'sales') =>
    call(role, 'POST', `${QUOTES}/${quote.id}/revise`, { revision: quote.revision })
  const read = async (id: number) => (await call('sales', 'GET', `${QUOTES}/${id}`)).json()

  /** Rows read straight from the database. */
  const query = async (statement: string) => await world.db.query(statement)
  /** Changes rows directly, as no API may. */
  async function exec(statement: string) {
    if (backend === 'postgres') return void (await world.db.query(statement))
    const raw = new Database(world.db.env.SQLITE_PATH!)
    try {
      raw.exec(statement)
    } finally {
      raw.close()
    }
  }
  /** Audit lines of `action` about `recordId`, oldest first, their JSON parsed. */
  async function auditOf(action: string, recordId: number) {
    const rows = await query(
      `SELECT * FROM audit_log WHERE action = '${action}' AND record_id = '${recordId}' ORDER BY id`,
    )
    const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)
    return rows.map((row) => ({ ...row, before: parsed(row.before), after: parsed(row.after) }))
  }

  return { ...staff, request, call, newLead, prepared, send, revise, read, query, exec, auditOf }
}

/** The token of the one quote link in a text. */
export const quoteToken = (text: string) => /\/quote\/([\w-]{43})(?![\w-])/.exec(text)?.[1]
