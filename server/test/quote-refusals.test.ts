// Each refusal of the console's quote routes (issue 53), on both databases: no session (401),
// a role that does not work leads (403), a foreign origin or none (403), a malformed body (400,
// in the request's language), an unknown lead or quote (404), and an edit of a quote that is no
// longer a draft or was changed meanwhile (409). Nothing refused is written.
import { describe, expect, it } from 'vitest'

import * as arQuotes from '@contract/quote-messages.ar.ts'
import { quoteMessages } from '@contract/quote-messages.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { staffMessages } from '@contract/staff-messages.ts'

import { plannedMove } from '../../src/testing/planned-move.ts'
import { backends } from './helpers.ts'
import { QUOTES, quoteConsole } from './quote-helpers.ts'
import { staffSession } from './staff-sessions.ts'

describe.each(backends)('the console’s quote routes refuse, on %s', (backend) => {
  const { world, call, exec, newLead, prepared, editOf, raw } = quoteConsole(backend)

  it('refuses a request without a session (401)', async () => {
    const quote = await prepared(await newLead())
    for (const [method, url] of [
      ['GET', QUOTES],
      ['GET', `${QUOTES}/${quote.id}`],
      ['POST', QUOTES],
      ['PUT', `${QUOTES}/${quote.id}`],
    ] as const) {
      const answer = await raw(method, url, { body: editOf(quote) })
      expect([method, url, answer.statusCode, answer.json().error]).toEqual([
        method,
        url,
        401,
        staffMessages.signedOut,
      ])
    }
  })

  it('refuses the operations role (403), which does not work leads', async () => {
    const quote = await prepared(await newLead())
    for (const [method, url, body] of [
      ['GET', QUOTES, undefined],
      ['GET', `${QUOTES}/${quote.id}`, undefined],
      ['POST', QUOTES, { leadId: quote.leadId }],
      ['PUT', `${QUOTES}/${quote.id}`, editOf(quote)],
    ] as const) {
      const answer = await call('operations', method, url, body)
      expect([method, answer.statusCode, answer.json().error]).toEqual([
        method,
        403,
        staffMessages.forbidden,
      ])
    }
    expect((await call('sales', 'GET', `${QUOTES}/${quote.id}`)).json().revision).toBe(0)
  })

  it('refuses a change from a foreign origin, or naming none (403)', async () => {
    const leadId = await newLead()
    const quote = await prepared(leadId)
    const { cookie } = await staffSession(world.db.repo, 'sales')
    for (const [method, url, body] of [
      ['POST', QUOTES, { leadId }],
      ['PUT', `${QUOTES}/${quote.id}`, editOf(quote, { notes: 'From elsewhere.' })],
    ] as const) {
      const foreign = await raw(method, url, { cookie, origin: 'https://evil.example', body })
      expect([foreign.statusCode, foreign.json().error]).toEqual([
        403,
        serverMessages.foreignOrigin,
      ])
      const none = await raw(method, url, { cookie, origin: null, body })
      expect([none.statusCode, none.json().error]).toEqual([403, staffMessages.missingOrigin])
    }
    const quotes = (await call('sales', 'GET', `${QUOTES}?lead=${leadId}`)).json().quotes
    expect(quotes).toHaveLength(1)
    expect((await call('sales', 'GET', `${QUOTES}/${quote.id}`)).json().notes).toBe('')
  })

  it('refuses a malformed body (400) with its message, in English and in Arabic', async () => {
    const quote = await prepared(await newLead({ details: plannedMove() }))
    const url = `${QUOTES}/${quote.id}`
    const badPrice = editOf(quote, {
      lines: [{ ...quote.lines[0], unitPrice: 60.5 }, ...quote.lines.slice(1)],
    })
    const english = await call('sales', 'PUT', url, badPrice)
    expect([english.statusCode, english.json()]).toEqual([
      400,
      { error: 'Line 1: the unit price must be a whole number of dirhams from 0 to 100,000,000.' },
    ])
    const arabic = await call('sales', 'PUT', url, badPrice, 'ar')
    expect([arabic.statusCode, arabic.json().error]).toEqual([
      400,
      arQuotes.quoteMessages.badPrice(1, 100_000_000),
    ])
    for (const [body, message] of [
      [editOf(quote, { depositPercent: -5 }), quoteMessages.badDeposit],
      [editOf(quote, { validUntil: '2020-01-01' }), quoteMessages.badValidUntil(180)],
      [editOf(quote, { revision: 'latest' }), quoteMessages.badRevision],
      [editOf(quote, { lines: 'packing' }), quoteMessages.badLines],
    ] as const) {
      const answer = await call('sales', 'PUT', url, body)
      expect([answer.statusCode, answer.json().error]).toEqual([400, message])
    }
    const badLead = await call('sales', 'POST', QUOTES, { leadId: 'seven' })
    expect([badLead.statusCode, badLead.json().error]).toEqual([400, staffMessages.badId])
    expect((await call('sales', 'GET', url)).json().revision).toBe(0)
  })

  it('answers 404 for a lead or a quote that does not exist', async () => {
    const noLead = await call('sales', 'POST', QUOTES, { leadId: 987_654_321 })
    expect([noLead.statusCode, noLead.json().error]).toEqual([404, staffMessages.noSuchLead])
    const quote = await prepared(await newLead())
    for (const url of [`${QUOTES}/987654321`, `${QUOTES}/abc`]) {
      const read = await call('sales', 'GET', url)
      expect([read.statusCode, read.json().error]).toEqual([404, quoteMessages.noSuchQuote])
      const edited = await call('sales', 'PUT', url, editOf(quote))
      expect([edited.statusCode, edited.json().error]).toEqual([404, quoteMessages.noSuchQuote])
    }
  })

  it('refuses an edit made on an older reading of the draft (409)', async () => {
    const quote = await prepared(await newLead())
    expect((await call('sales', 'PUT', `${QUOTES}/${quote.id}`, editOf(quote))).statusCode).toBe(
      200,
    )
    const stale = await call('admin', 'PUT', `${QUOTES}/${quote.id}`, editOf(quote, { notes: 'x' }))
    expect([stale.statusCode, stale.json().error]).toEqual([409, quoteMessages.changedMeanwhile])
  })

  it.each(['sent', 'accepted', 'declined', 'expired'])(
    'refuses to edit a quote that is %s (409), and leaves it as it was',
    async (status) => {
      const quote = await prepared(await newLead({ details: plannedMove() }))
      await exec(`UPDATE quotes SET status = '${status}' WHERE id = ${quote.id}`)
      const change = editOf(quote, { depositPercent: 50 })
      const refused = await call('sales', 'PUT', `${QUOTES}/${quote.id}`, change)
      expect([refused.statusCode, refused.json().error]).toEqual([409, quoteMessages.notDraft])
      const now = (await call('sales', 'GET', `${QUOTES}/${quote.id}`)).json()
      expect(now).toMatchObject({ status, depositPercent: 30, revision: 0 })
    },
  )
})
