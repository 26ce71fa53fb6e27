// Issue 53, items 4 and 5, on both databases: a lead's quotes on its timeline (read from the quote
// tables), the inbox's follow-up marks at their boundaries, the deposit (how to pay it, marking it
// received and each refusal of that), the accepted quote a shipment is filled from, and the
// report's quote counts with the average time from lead to acceptance.
import { describe, expect, it } from 'vitest'

import { quotePipelineMessages as arPipeline } from '@contract/quote-pipeline-messages.ar.ts'
import { quotePipelineMessages } from '@contract/quote-pipeline-messages.ts'
import { formatMoney } from '@contract/quote-money.ts'
import { addDays, type Quote } from '@contract/quotes.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { staffMessages } from '@contract/staff-messages.ts'
import type { TimelineEvent } from '@contract/timeline.ts'
import * as enPage from '../src/quotes/customer-page-messages.ts'
import { qatarToday } from '../../src/lib/qatar-today.ts'

import { plannedMove } from '../../src/testing/planned-move.ts'
import { backends } from './helpers.ts'
import { QUOTES, quoteConsole } from './quote-helpers.ts'
import { linkOnly } from './quote-sending.ts'
import { quoteStates } from './quote-states.ts'
import { staffSession } from './staff-sessions.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const BANK = {
  BANK_NAME: 'Doha Bank',
  BANK_ACCOUNT_NAME: 'Pearl Coast Movers W.L.L.',
  BANK_IBAN: 'QA58 DOHB 0000 1234 5678 90AB CDEF G',
  BANK_SWIFT: 'DOHBQAQA',
}

describe.each(backends)('quotes move the pipeline on, on %s', (backend) => {
  const quotes = quoteConsole(backend, BANK)
  const { world, call, exec, newLead, prepared, raw, auditOf } = quotes
  const state = quoteStates(exec)
  const memberId = async (role: string) =>
    Number(
      (
        await world.db.query(
          `SELECT id FROM staff_accounts WHERE email = '${role}@console.example.qa'`,
        )
      )[0]!.id,
    )
  const quoteOf = async (extra: Record<string, unknown> = {}) =>
    (await prepared(await newLead({ email: `q${Math.random()}@example.com`, ...extra }))) as Quote

  it('tells the quote’s story on the lead’s timeline: prepared, sent, viewed, accepted, deposit', async () => {
    const quote = await quoteOf({ details: plannedMove() })
    const now = Date.now()
    await state.preparedAt(quote, now - 6 * HOUR)
    await state.sent(quote, now - 5 * HOUR)
    await state.viewed(quote, now - 4 * HOUR, now - 3 * HOUR)
    await state.sent(quote, now - 2 * HOUR, 2, await memberId('admin'))
    await state.viewed(quote, now - 90 * 60_000, now - 90 * 60_000, 2)
    await state.accepted(quote, 'Fatima Al-Sayed', now - HOUR, 2)
    const deposit = await call('sales', 'POST', `${QUOTES}/${quote.id}/deposit`, {})
    expect(deposit.statusCode, deposit.body).toBe(200)
    const timeline = await call('sales', 'GET', `/api/staff/enquiries/${quote.leadId}/timeline`)
    const events = (timeline.json().events as TimelineEvent[]).filter(
      (event) => event.kind === 'quote',
    )
    expect(events.map(({ at: _at, ...event }) => event)).toEqual([
      { kind: 'quote', number: 1, quote: 'deposit-received', by: 'Console sales' },
      { kind: 'quote', number: 1, quote: 'accepted', version: 2, name: 'Fatima Al-Sayed' },
      // One view of version 2: its first is its latest, told once.
      { kind: 'quote', number: 1, quote: 'first-viewed', version: 2 },
      { kind: 'quote', number: 1, quote: 'sent', version: 2, by: 'Console admin' },
      { kind: 'quote', number: 1, quote: 'last-viewed', version: 1 },
      { kind: 'quote', number: 1, quote: 'first-viewed', version: 1 },
      { kind: 'quote', number: 1, quote: 'sent', version: 1, by: null },
      { kind: 'quote', number: 1, quote: 'prepared', by: 'Console sales' },
    ])
    expect(events[1]!.at).toBe(now - HOUR)
    expect(events[4]!.at).toBe(now - 3 * HOUR)
  })

  it('puts a declined quote and its reason on the timeline', async () => {
    const quote = await quoteOf()
    await state.preparedAt(quote, Date.now() - 2 * DAY)
    await state.sent(quote, Date.now() - DAY)
    await state.declined(quote, 'Found a cheaper mover.', Date.now() - HOUR)
    const second = await prepared(quote.leadId)
    const timeline = await call('sales', 'GET', `/api/staff/enquiries/${quote.leadId}/timeline`)
    const events = (timeline.json().events as TimelineEvent[]).filter((e) => e.kind === 'quote')
    expect(events.map(({ at: _at, ...event }) => event)).toEqual([
      { kind: 'quote', number: 2, quote: 'prepared', by: 'Console sales' },
      { kind: 'quote', number: 1, quote: 'declined', reason: 'Found a cheaper mover.' },
      { kind: 'quote', number: 1, quote: 'sent', version: 1, by: null },
      { kind: 'quote', number: 1, quote: 'prepared', by: 'Console sales' },
    ])
    expect(second.id).not.toBe(quote.id)
  })

  /** The inbox's marks on the lead of `quote`, found by its own e-mail address. */
  async function marksOf(quote: Quote) {
    const email = (await call('sales', 'GET', `/api/staff/enquiries/${quote.leadId}`)).json().email
    const page = await call('sales', 'GET', `/api/staff/enquiries?q=${encodeURIComponent(email)}`)
    expect(page.statusCode, page.body).toBe(200)
    const lead = page.json().leads.find((each: { id: number }) => each.id === quote.leadId)
    return lead.followUp as string[]
  }

  it('marks a quote viewed more than 24 hours ago and not accepted, not one viewed 23 hours ago', async () => {
    const now = Date.now()
    const [recent, old, accepted, older] = [
      await quoteOf(),
      await quoteOf(),
      await quoteOf(),
      await quoteOf(),
    ]
    for (const quote of [recent, old, accepted, older]) await state.sent(quote, now - 3 * DAY)
    await state.viewed(recent, now - 23 * HOUR)
    await state.viewed(old, now - 25 * HOUR, now - HOUR)
    await state.viewed(accepted, now - 25 * HOUR)
    await state.accepted(accepted, 'Fatima Al-Sayed', now - 2 * HOUR)
    // A second version replaces the one viewed: its own first view counts.
    await state.viewed(older, now - 30 * HOUR)
    await state.sent(older, now - 2 * HOUR, 2)
    expect(await marksOf(recent)).toEqual([])
    expect(await marksOf(old)).toEqual(['viewed-not-accepted'])
    expect(await marksOf(accepted)).toEqual([])
    expect(await marksOf(older)).toEqual([])
  })

  it('marks a sent quote whose last valid day is two days away, not three, nor an expired one', async () => {
    const today = qatarToday()
    const [two, three, past, draft] = [
      await quoteOf(),
      await quoteOf(),
      await quoteOf(),
      await quoteOf(),
    ]
    for (const quote of [two, three, past]) await state.sent(quote, Date.now())
    await state.validUntil(two, addDays(today, 2))
    await state.validUntil(three, addDays(today, 3))
    await state.validUntil(past, addDays(today, -1))
    await state.validUntil(draft, addDays(today, 1))
    expect(await marksOf(two)).toEqual(['expires-soon'])
    expect(await marksOf(three)).toEqual([])
    expect(await marksOf(past)).toEqual([])
    expect(await marksOf(draft)).toEqual([])
  })

  it('shows an accepted quote’s deposit, the bank account and its reference, and marks it received once', async () => {
    const quote = await quoteOf({ details: plannedMove() })
    const chosen = quote.lines.filter((line) => line.optional).map((line) => line.id)
    await state.sent(quote, Date.now() - DAY)
    await state.accepted(quote, 'Fatima Al-Sayed', Date.now() - HOUR, 1, chosen)
    const url = `${QUOTES}/${quote.id}/deposit`
    const before = await call('admin', 'GET', url)
    expect([before.statusCode, before.json()]).toEqual([
      200,
      {
        reference: quote.reference,
        due: quote.totalsWithOptions.deposit,
        bank: {
          bank: 'Doha Bank',
          accountName: 'Pearl Coast Movers W.L.L.',
          iban: 'QA58DOHB00001234567890ABCDEFG',
          swift: 'DOHBQAQA',
        },
        receivedAt: null,
        receivedBy: null,
      },
    ])
    // The customer's page shows the same: the deposit due and the account, with the reference.
    const page = (await world.app.inject({ url: `/quote/${await linkOnly(exec, quote.id)}` })).body
    expect(page).toContain(
      enPage.depositDue(formatMoney(quote.totalsWithOptions.deposit, 'en'), 30),
    )
    for (const value of ['Doha Bank', 'QA58DOHB00001234567890ABCDEFG', 'DOHBQAQA', quote.reference])
      expect(page).toContain(`<dd>${value}</dd>`)
    expect(page).toContain('Pearl Coast Movers W.L.L.')
    expect((await call('admin', 'POST', url, {})).statusCode).toBe(200)
    const after = (await call('sales', 'GET', url)).json()
    expect(after.receivedBy).toBe('Console admin')
    expect(Math.abs(after.receivedAt - Date.now())).toBeLessThan(60_000)
    const again = await call('sales', 'POST', url, {})
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      quotePipelineMessages.depositAlreadyReceived,
    ])
    const lines = (await auditOf('quote.deposit_received')).filter(
      (line) => line.record_id === String(quote.id),
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ record_type: 'quote', after: { leadId: quote.leadId } })
  })

  it('refuses a deposit on a quote that was not accepted (409), in English and in Arabic', async () => {
    const draft = await quoteOf()
    const sent = await quoteOf()
    await state.sent(sent, Date.now())
    for (const quote of [draft, sent]) {
      const url = `${QUOTES}/${quote.id}/deposit`
      const english = await call('sales', 'POST', url, {})
      expect([english.statusCode, english.json().error]).toEqual([
        409,
        quotePipelineMessages.notAccepted,
      ])
      const arabic = await call('sales', 'POST', url, {}, 'ar')
      expect([arabic.statusCode, arabic.json().error]).toEqual([409, arPipeline.notAccepted])
      const read = await call('sales', 'GET', url)
      expect([read.statusCode, read.json().error]).toEqual([409, quotePipelineMessages.notAccepted])
    }
    const written = (await auditOf('quote.deposit_received')).filter((line) =>
      [String(draft.id), String(sent.id)].includes(line.record_id),
    )
    expect(written).toEqual([])
  })

  it('refuses the deposit to operations (403) and from a foreign origin or none (403)', async () => {
    const quote = await quoteOf()
    await state.sent(quote, Date.now())
    await state.accepted(quote, 'Fatima Al-Sayed', Date.now())
    const url = `${QUOTES}/${quote.id}/deposit`
    for (const method of ['GET', 'POST'] as const) {
      const answer = await call('operations', method, url, {})
      expect([method, answer.statusCode, answer.json().error]).toEqual([
        method,
        403,
        staffMessages.forbidden,
      ])
    }
    const { cookie } = await staffSession(world.db.repo, 'sales')
    const foreign = await raw('POST', url, { cookie, origin: 'https://evil.example' })
    expect([foreign.statusCode, foreign.json().error]).toEqual([403, serverMessages.foreignOrigin])
    const none = await raw('POST', url, { cookie, origin: null })
    expect([none.statusCode, none.json().error]).toEqual([403, staffMessages.missingOrigin])
    const unknown = await call('sales', 'POST', `${QUOTES}/987654321/deposit`, {})
    expect(unknown.statusCode).toBe(404)
    expect((await call('sales', 'GET', url)).json().receivedAt).toBeNull()
  })

  it('gives operations the accepted quote a shipment is filled from, and nothing for a lead without one', async () => {
    const quote = await quoteOf({ details: plannedMove() })
    const url = `${QUOTES}/accepted?lead=${quote.leadId}`
    const none = await call('operations', 'GET', url)
    expect([none.statusCode, none.json().error]).toEqual([
      404,
      quotePipelineMessages.noAcceptedQuote,
    ])
    await state.sent(quote, Date.now())
    await state.accepted(quote, 'Fatima Al-Sayed', Date.now())
    const found = await call('operations', 'GET', url)
    expect([found.statusCode, found.json()]).toEqual([
      200,
      { reference: quote.reference, subject: quote.subject },
    ])
    expect((await call('sales', 'GET', url)).statusCode).toBe(403)
  })
})

describe.each(backends)('the report counts quotes per week and per channel, on %s', (backend) => {
  const { call, exec, newLead, prepared } = quoteConsole(backend)
  const state = quoteStates(exec)

  it('counts quotes sent, viewed, accepted and declined this week, and the average wait to acceptance', async () => {
    const now = Date.now()
    const made: Quote[] = []
    for (const ago of [2, 4, 1]) {
      const quote = (await prepared(await newLead({ email: `r${ago}@example.com` }))) as Quote
      await exec(
        `UPDATE enquiries SET created_at = '${new Date(now - ago * DAY).toISOString()}' WHERE id = ${quote.leadId}`,
      )
      await state.sent(quote, now - 10 * 60_000)
      made.push(quote)
    }
    const [first, second, third] = made as [Quote, Quote, Quote]
    await state.viewed(first, now - 5 * 60_000)
    await state.viewed(second, now - 5 * 60_000)
    await state.accepted(first, 'Fatima Al-Sayed', now - 60_000)
    await state.accepted(second, 'Fatima Al-Sayed', now - 60_000)
    await state.declined(third, null, now - 60_000)
    // Prepared only: no step of a quote never sent is counted.
    await prepared(first.leadId)
    const report = await call('sales', 'GET', '/api/staff/reports/leads?weeks=4')
    expect(report.statusCode, report.body).toBe(200)
    const { quotes } = report.json()
    expect(quotes.all).toEqual({
      sent: [3, 0, 0, 0],
      viewed: [2, 0, 0, 0],
      accepted: [2, 0, 0, 0],
      declined: [1, 0, 0, 0],
    })
    expect(quotes.accepted).toBe(2)
    // Two days and four, less the minute before now each was accepted: three days on average.
    expect(quotes.averageToAcceptMs).toBe(3 * DAY - 60_000)
    const sent = quotes.byChannel.reduce(
      (sum: number, row: { sent: number[] }) => sum + row.sent[0]!,
      0,
    )
    expect(sent).toBe(3)
  })
})
