// Each refusal of sending and revising a quote (issue 53), on both databases: no session (401),
// a role that does not work leads (403), a foreign origin or none (403), a malformed revision
// (400, in the request's language), an unknown quote (404), a revision read before a change
// (409), sending what is not a draft and revising what is not sent (409), an accepted quote
// (409, never changed), and a draft that cannot go: no e-mail address, no lines or a validity
// already past (422). Nothing refused is written: no version, no link, no e-mail.
import { describe, expect, it } from 'vitest'

import * as arQuotes from '@contract/quote-messages.ar.ts'
import { quoteMessages } from '@contract/quote-messages.ts'
import { serverMessages } from '@contract/server-messages.ts'
import { staffMessages } from '@contract/staff-messages.ts'

import { plannedMove } from '../../src/testing/planned-move.ts'
import { backends, QUOTES, quoteSendWorld } from './quote-send-helpers.ts'

describe.each(backends)('sending and revising a quote refuse, on %s', (backend) => {
  const { request, call, newLead, prepared, send, revise, read, query, exec } =
    quoteSendWorld(backend)

  /** A planned lead's draft, ready to send. */
  const draft = async () => prepared((await newLead({ details: plannedMove() })).leadId)
  const stepsOf = (id: number | string) => [`${QUOTES}/${id}/send`, `${QUOTES}/${id}/revise`]

  /** The quote was not sent: no version, no link and no e-mail queued. */
  async function untouched(id: number) {
    const count = async (sql: string) => Number((await query(sql))[0]!.n)
    expect(await count(`SELECT count(*) AS n FROM quote_versions WHERE quote_id = ${id}`)).toBe(0)
    expect(await count(`SELECT count(*) AS n FROM quote_links WHERE quote_id = ${id}`)).toBe(0)
    expect(
      await count(
        `SELECT count(*) AS n FROM outbox WHERE payload LIKE '%"quoteId":${id},%' AND payload LIKE '%quote-link%'`,
      ),
    ).toBe(0)
  }

  it('refuses a request without a session (401)', async () => {
    const quote = await draft()
    for (const url of stepsOf(quote.id)) {
      const answer = await request('POST', url, { body: { revision: 0 } })
      expect([url, answer.statusCode, answer.json().error]).toEqual([
        url,
        401,
        staffMessages.signedOut,
      ])
    }
    await untouched(quote.id)
  })

  it('refuses the operations role (403), which does not work leads', async () => {
    const quote = await draft()
    for (const url of stepsOf(quote.id)) {
      const answer = await call('operations', 'POST', url, { revision: 0 })
      expect([answer.statusCode, answer.json().error]).toEqual([403, staffMessages.forbidden])
    }
    await untouched(quote.id)
  })

  it('refuses a request from a foreign origin, or naming none (403)', async () => {
    const quote = await draft()
    for (const url of stepsOf(quote.id)) {
      const foreign = await request('POST', url, {
        role: 'sales',
        origin: 'https://evil.example',
        body: { revision: 0 },
      })
      expect([foreign.statusCode, foreign.json().error]).toEqual([
        403,
        serverMessages.foreignOrigin,
      ])
      const none = await request('POST', url, {
        role: 'sales',
        origin: null,
        body: { revision: 0 },
      })
      expect([none.statusCode, none.json().error]).toEqual([403, staffMessages.missingOrigin])
    }
    await untouched(quote.id)
  })

  it('refuses a malformed revision (400), in English and in Arabic', async () => {
    const quote = await draft()
    for (const url of stepsOf(quote.id))
      for (const body of [{}, { revision: 'latest' }, { revision: -1 }, { revision: 1.5 }]) {
        const english = await call('sales', 'POST', url, body)
        expect([english.statusCode, english.json().error]).toEqual([400, quoteMessages.badRevision])
        const arabic = await call('sales', 'POST', url, body, 'ar')
        expect(arabic.json().error).toBe(arQuotes.quoteMessages.badRevision)
      }
    await untouched(quote.id)
  })

  it('answers 404 for a quote that does not exist', async () => {
    for (const url of [...stepsOf(987_654_321), ...stepsOf('abc')]) {
      const answer = await call('sales', 'POST', url, { revision: 0 })
      expect([url, answer.statusCode, answer.json().error]).toEqual([
        url,
        404,
        quoteMessages.noSuchQuote,
      ])
    }
  })

  it('refuses to send a draft read before someone changed it (409)', async () => {
    const quote = await draft()
    const edited = await call('admin', 'PUT', `${QUOTES}/${quote.id}`, {
      ...quote,
      notes: 'Piano on the ninth floor.',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const stale = await send(quote)
    expect([stale.statusCode, stale.json().error]).toEqual([409, quoteMessages.changedMeanwhile])
    await untouched(quote.id)
  })

  it('refuses to revise a quote read before someone changed it (409)', async () => {
    const quote = await draft()
    const sent = (await send(quote)).json().quote
    // A colleague revised it and sent version 2 meanwhile: it is sent again, at a later revision.
    const revised = (await revise(sent, 'admin')).json().quote
    expect((await send(revised, 'admin')).statusCode).toBe(200)
    const stale = await revise(sent)
    expect([stale.statusCode, stale.json().error]).toEqual([409, quoteMessages.changedMeanwhile])
  })

  it('refuses to send a quote that was already sent (409): it is revised first', async () => {
    const quote = await draft()
    const sent = (await send(quote)).json().quote
    const again = await send(sent)
    expect([again.statusCode, again.json().error]).toEqual([409, quoteMessages.sendOnlyDraft])
    expect(await query(`SELECT version FROM quote_versions WHERE quote_id = ${quote.id}`)).toEqual([
      { version: 1 },
    ])
  })

  it.each(['declined', 'expired'])('refuses to send a quote that is %s (409)', async (status) => {
    const quote = await draft()
    await exec(`UPDATE quotes SET status = '${status}' WHERE id = ${quote.id}`)
    const refused = await send(quote)
    expect([refused.statusCode, refused.json().error]).toEqual([409, quoteMessages.sendOnlyDraft])
    await untouched(quote.id)
  })

  it.each(['draft', 'declined', 'expired'])(
    'refuses to revise a quote that is %s (409)',
    async (status) => {
      const quote = await draft()
      await exec(`UPDATE quotes SET status = '${status}' WHERE id = ${quote.id}`)
      const refused = await revise(quote)
      expect([refused.statusCode, refused.json().error]).toEqual([
        409,
        quoteMessages.reviseOnlySent,
      ])
      expect(await read(quote.id)).toMatchObject({ status, revision: 0 })
    },
  )

  it('never changes an accepted quote (409): neither revised nor sent again', async () => {
    const quote = await draft()
    const sent = (await send(quote)).json().quote
    const [version] = await query(
      `SELECT content, content_sha256 FROM quote_versions WHERE quote_id = ${quote.id}`,
    )
    // An acceptance as the customer's page will record it, the quote still marked sent.
    await exec(
      `INSERT INTO quote_acceptances (quote_id, version, content, content_sha256, typed_name,
        accepted_at, accepted_at_doha, ip, user_agent, code_channel, language)
       VALUES (${quote.id}, 1, '${String(version!.content).replaceAll("'", "''")}',
        '${String(version!.content_sha256)}', 'Fatima Al-Sayed', ${Date.now()},
        '2026-11-28T12:00:00+03:00', '127.0.0.1', 'test', 'email', 'en')`,
    )
    const revised = await revise(sent)
    expect([revised.statusCode, revised.json().error]).toEqual([409, quoteMessages.accepted])
    await exec(`UPDATE quotes SET status = 'accepted' WHERE id = ${quote.id}`)
    for (const answer of [await revise(sent), await send(sent)])
      expect([answer.statusCode, answer.json().error]).toEqual([409, quoteMessages.accepted])
    expect(await read(quote.id)).toMatchObject({ currentVersion: 1, revision: 1 })
    const versions = await query(
      `SELECT content_sha256 FROM quote_versions WHERE quote_id = ${quote.id}`,
    )
    expect(versions).toEqual([{ content_sha256: version!.content_sha256 }])
  })

  it('refuses to send when the lead has no usable e-mail address (422)', async () => {
    for (const address of ['', 'fatima at example.com']) {
      const { leadId } = await newLead({ details: plannedMove() })
      // Leads stored before the enquiry's address was checked.
      await exec(`UPDATE enquiries SET email = '${address}' WHERE id = ${leadId}`)
      const quote = await prepared(leadId)
      const refused = await send(quote)
      expect([refused.statusCode, refused.json().error]).toEqual([
        422,
        quoteMessages.noCustomerEmail,
      ])
      const arabic = await call(
        'sales',
        'POST',
        `${QUOTES}/${quote.id}/send`,
        { revision: 0 },
        'ar',
      )
      expect(arabic.json().error).toBe(arQuotes.quoteMessages.noCustomerEmail)
      await untouched(quote.id)
    }
  })

  it('refuses to send a draft with no lines (422)', async () => {
    const quote = await prepared((await newLead()).leadId)
    expect(quote.lines).toEqual([])
    const refused = await send(quote)
    expect([refused.statusCode, refused.json().error]).toEqual([422, quoteMessages.noLines])
    await untouched(quote.id)
  })

  it('refuses to send a draft whose validity has passed (422)', async () => {
    const quote = await draft()
    await exec(`UPDATE quotes SET valid_until = '2020-01-01' WHERE id = ${quote.id}`)
    const refused = await send(quote)
    expect([refused.statusCode, refused.json().error]).toEqual([422, quoteMessages.validityPassed])
    await untouched(quote.id)
  })
})
