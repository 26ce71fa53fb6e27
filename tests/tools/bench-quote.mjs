// The customer's quote page under `npm run bench` (issue 53): a quote prepared from a planned lead
// and sent through the staff API, as sales send one, then measured in the bench's rounds beside
// the tracking page. Budgets: its first-load JavaScript ≤ 40 KB gzipped, and its LCP median within
// 10% of /track-your-cargo's on the same runs.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

import Database from 'better-sqlite3'

import { serverModule, staffSession } from './bench-staff.mjs'

export const QUOTE_JS_BUDGET = 40 * 1024
export const QUOTE_LCP_RATIO = 1.1
/** How the quote page stands in the bench's tables: its real address holds a private token. */
export const QUOTE_PATH = '/quote/:token'
/** The page the quote page's LCP is held to. */
export const QUOTE_LCP_REFERENCE = '/track-your-cargo'

/**
 * A planned lead written into the idle server's database and a sales session; the quote is then
 * prepared, given an optional insurance line and sent through the staff API. Answers the path of
 * the customer's link (`/quote/<token>`).
 */
export async function sendBenchQuote(server) {
  const { plannedMove } = await serverModule('src/testing/planned-move.ts')
  const { insuranceLine } = await serverModule('shared/contract/quotes.ts')
  const db = new Database(server.database)
  db.pragma('busy_timeout = 5000')
  const leadId = db
    .prepare(
      `INSERT INTO enquiries
      (full_name, phone_number, email, service_type, message, referer_url, submitted_url, client_ip,
       locale, status, created_at, details)
      VALUES ('Priya Nair', '97466001122', 'priya.nair@example.com', 'internationalMove',
       'Our flat at The Pearl to Amman, with a piano.', '', 'https://example.qa/get-a-quote',
       '127.0.0.1', 'en', 'new', ?, ?) RETURNING id`,
    )
    .get(new Date().toISOString(), JSON.stringify(plannedMove())).id
  const cookie = staffSession(db, 'sales')
  db.close()

  const call = async (method, path, body) => {
    const response = await fetch(`${server.origin}/api/staff/quotes${path}`, {
      method,
      headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`)
    return response.json()
  }
  const draft = await call('POST', '', { leadId })
  const { id, revision, lines, validUntil, depositPercent, language } = draft
  const edited = await call('PUT', `/${id}`, {
    revision,
    lines: [...lines, insuranceLine('insurance', 8_000_000)],
    validUntil,
    depositPercent,
    notes: 'Packing on the Sunday, loading on the Monday morning.',
    language,
  })
  const { link } = await call('POST', `/${id}/send`, { revision: edited.revision })
  return new URL(link).pathname
}

/** The gzipped size of the built scripts the quote page at `url` loads. */
export async function quotePageJs(url) {
  const html = await (await fetch(url)).text()
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/g)].map(
    ([, src]) => src,
  )
  return scripts.reduce((sum, src) => sum + gzipSync(readFileSync(`dist${src}`)).length, 0)
}

/** The quote page's two checks, from its Lighthouse medians, the reference page's, and its JS. */
export function quoteChecks(quote, reference, jsBytes) {
  const limit = reference.lcp.median * QUOTE_LCP_RATIO
  return [
    {
      path: QUOTE_PATH,
      what: `LCP against ${QUOTE_LCP_REFERENCE}`,
      value: `${(quote.lcp.median / 1000).toFixed(2)} s`,
      limit: `≤ ${(limit / 1000).toFixed(2)} s (${QUOTE_LCP_RATIO} × ${(reference.lcp.median / 1000).toFixed(2)} s)`,
      pass: quote.lcp.median <= limit,
    },
    {
      path: QUOTE_PATH,
      what: 'First-load JS',
      value: `${(jsBytes / 1024).toFixed(2)} KB`,
      limit: `≤ ${(QUOTE_JS_BUDGET / 1024).toFixed(2)} KB`,
      pass: jsBytes <= QUOTE_JS_BUDGET,
    },
  ]
}
