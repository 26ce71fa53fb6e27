// What the quote tests share: a console with a member of each role (staff-helpers.ts), leads sent
// as the site sends them, drafts prepared from them, and requests made outside the console.
import { expect } from 'vitest'

import { validEnquiry, type Backend } from './helpers.ts'
import { consoleApp } from './staff-helpers.ts'

export const QUOTES = '/api/staff/quotes'
const ORIGIN = 'http://localhost:4000'

export function quoteConsole(backend: Backend, env: Record<string, string> = {}) {
  const staff = consoleApp(backend, env)
  const { world, call } = staff

  async function newLead(extra: Record<string, unknown> = {}) {
    const sent = await world.app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validEnquiry, ...extra }),
    })
    expect(sent.statusCode, sent.body).toBe(201)
    return sent.json().id as number
  }
  async function prepared(leadId: number) {
    const made = await call('sales', 'POST', QUOTES, { leadId })
    expect(made.statusCode, made.body).toBe(201)
    return made.json()
  }
  /** A draft's edit as the console sends it: the whole draft and the revision it read. */
  const editOf = (quote: Record<string, unknown>, change: Record<string, unknown> = {}) => ({
    revision: quote.revision,
    lines: quote.lines,
    validUntil: quote.validUntil,
    depositPercent: quote.depositPercent,
    notes: quote.notes,
    language: quote.language,
    ...change,
  })
  /** A request with the session `cookie` names (or none), from `origin` (null: naming none). */
  const raw = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    { cookie, origin = ORIGIN, body }: { cookie?: string; origin?: string | null; body?: unknown },
  ) =>
    world.app.inject({
      method,
      url,
      headers: {
        ...(origin !== null && { origin }),
        ...(cookie && { cookie }),
        ...(method !== 'GET' && { 'content-type': 'application/json' }),
      },
      ...(method !== 'GET' && { payload: JSON.stringify(body ?? {}) }),
    })

  return { ...staff, newLead, prepared, editOf, raw }
}
