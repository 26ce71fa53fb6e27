// What the acceptance tests share: a quote with an optional insurance line sent through the
// staff API (the real outbox and SMTP server), its link read from the customer's e-mail, the
// page's forms posted as a browser posts them, and the code read from the e-mail it came in.
import { expect } from 'vitest'

import { catalogueLine, insuranceLine } from '@contract/quotes.ts'

import { plannedMove } from '../../src/testing/planned-move.ts'
import { QUOTES, quoteSendWorld, quoteToken } from './quote-send-helpers.ts'
import { ORIGIN } from './staff-world.ts'
import type { Backend } from './helpers.ts'

/** Packing and a truck, 1,140.00, and insurance the customer may add, 1,000.00. */
const LINES = [
  catalogueLine('l1', 'packing', 9),
  catalogueLine('l2', 'truck', 1),
  insuranceLine('ins', 5_000_000),
]
const TOTAL = 9 * 6_000 + 60_000
export const WITH_INSURANCE = TOTAL + 100_000
export const BROWSER = 'Mozilla/5.0 (Test) AcceptanceTest/1.0'

export function quoteAcceptWorld(backend: Backend, env: Record<string, string> = {}) {
  const world = quoteSendWorld(backend, env)
  const { call, newLead, prepared, send, mailsTo, nthMail } = world

  /** A quote sent in `language` (to a lead with `lead`'s fields); its ids, address and token. */
  async function sentQuote(language: 'en' | 'ar' = 'en', lead: Record<string, unknown> = {}) {
    const { leadId, email } = await newLead({ details: plannedMove(), locale: language, ...lead })
    const draft = await prepared(leadId)
    const edited = await call('sales', 'PUT', `${QUOTES}/${draft.id}`, {
      revision: draft.revision,
      lines: LINES,
      validUntil: draft.validUntil,
      depositPercent: draft.depositPercent,
      notes: draft.notes,
      language,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const sent = await send(edited.json())
    expect(sent.statusCode, sent.body).toBe(200)
    const token = quoteToken(sent.json().link)!
    const page = `${language === 'ar' ? '/ar' : ''}/quote/${token}`
    return { id: draft.id as number, leadId, email, token, page, quote: sent.json().quote }
  }

  /** A form posted from the page, as a browser posts it (null origin: naming none). */
  const post = (
    url: string,
    fields: Record<string, string>,
    {
      origin = ORIGIN as string | null,
      referer,
    }: { origin?: string | null; referer?: string } = {},
  ) =>
    world.world.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        // The origin a test server allows is its own (no ALLOWED_ORIGINS): ORIGIN's host.
        host: new URL(ORIGIN).host,
        'user-agent': BROWSER,
        'accept-encoding': 'identity',
        ...(origin !== null && { origin }),
        ...(referer && { referer }),
      },
      payload: new URLSearchParams(fields).toString(),
    })

  /** The code e-mails `email` received so far. */
  const codeMails = (email: string) =>
    mailsTo(email).filter((mail) => /code/i.test(mail.subject) || /رمز/.test(mail.subject))
  /** Waits for the `n`th code e-mail to `email` (after the acknowledgement and the quote). */
  async function nthCode(email: string, n: number) {
    await nthMail(email, n + 2)
    const mail = codeMails(email)[n - 1]!
    return { mail, code: /^\u2066?(\d{6})\u2069?$/m.exec(mail.text)![1]! }
  }

  return { ...world, sentQuote, post, codeMails, nthCode }
}
