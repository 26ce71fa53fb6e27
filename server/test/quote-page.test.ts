// The customer's quote page (issue 53, item 2), on both databases: a sent version read through its
// private link, in English and Arabic; options recalculated by the server without scripts; the
// opening recorded; the notice of a version that replaces one the customer saw; expired, declined
// and accepted quotes; and every link that opens nothing answered alike, with nothing of a quote.
import { createHash } from 'node:crypto'

import { describe, expect, it, vi } from 'vitest'

import { quoteContent, sealedContent } from '@contract/quote-content.ts'
import { catalogueLine, insuranceLine, type Quote } from '@contract/quotes.ts'
import * as enPage from '../src/quotes/customer-page-messages.ts'
import { qatarToday } from '../../src/lib/qatar-today.ts'

import { plannedMove } from '../../src/testing/planned-move.ts'
import { backends, validEnquiry } from './helpers.ts'
import { QUOTES, quoteConsole } from './quote-helpers.ts'
import { linkOnly, sendVersion } from './quote-sending.ts'

/** The lines every test quote has: packing, a truck, optional insurance, and a discount. */
const LINES = [
  catalogueLine('l1', 'packing', 9),
  catalogueLine('l2', 'truck', 1),
  insuranceLine('ins', 5_000_000),
  { ...catalogueLine('d1', 'discount', 1), unitPrice: 10_000 },
]
// 9 × 60.00 + 600.00 − 100.00 = 1,040.00; insurance 2% of 50,000.00 = 1,000.00.
const TOTAL = 9 * 6_000 + 60_000 - 10_000
const PREMIUM = 100_000
const dayOf = (at: number) => qatarToday(new Date(at)).split('-').reverse().join('/')

describe.each(backends)('the customer’s quote page, on %s', (backend) => {
  const { world, call, exec, newLead, prepared, editOf } = quoteConsole(backend)

  /** A quote with LINES from a planned lead, edited as sales would, read back whole. */
  async function readyQuote(language: 'en' | 'ar' = 'en', notes = 'Crew arrives at 8.') {
    const draft = await prepared(await newLead({ details: plannedMove(), locale: language }))
    const edited = await call(
      'sales',
      'PUT',
      `${QUOTES}/${draft.id}`,
      editOf(draft, { lines: LINES, notes, language }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    return edited.json() as Quote
  }
  const open = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    world.app.inject({ method, url, headers: { 'accept-encoding': 'identity' } })
  const versionRow = async (quoteId: number, version = 1) => {
    const [row] = await world.db.query(
      `SELECT first_viewed_at, last_viewed_at FROM quote_versions WHERE quote_id = ${quoteId} AND version = ${version}`,
    )
    const time = (value: unknown) => (value === null ? null : Number(value))
    return { first: time(row!.first_viewed_at), last: time(row!.last_viewed_at) }
  }

  it('shows the sent version: company, reference, customer, move, lines, totals and terms', async () => {
    const quote = await readyQuote()
    const token = await sendVersion(exec, quote, 1)
    const page = await open(`/quote/${token}`)
    expect(page.statusCode).toBe(200)
    const html = page.body
    expect(html).toContain('<html lang="en" dir="ltr">')
    expect(html).toContain('Pearl Coast Movers')
    expect(html).toContain('+974 4000 1234')
    expect(html).toContain('info@pearlcoastmovers.qa')
    expect(html).toContain(`<h1>Quote <span class="reference">${quote.reference}</span></h1>`)
    expect(html).toContain('<li>Version 1</li>')
    expect(html).toContain(validEnquiry.fullName)
    expect(html).toContain('The Pearl, Qatar')
    expect(html).toContain('Amman, Jordan')
    expect(html).toContain('8.3 m³')
    expect(html).toContain('30 × Standard carton')
    expect(html).toContain('<td class="wide num">9</td><td class="wide">QAR 60.00 per m³</td>')
    expect(html).toContain('QAR 540.00')
    expect(html).toContain('2% of the declared value, QAR 50,000.00')
    expect(html).toContain('−QAR 100.00')
    expect(html).toContain(`<td class="num" data-total="total">QAR 1,040.00</td>`)
    expect(html).toContain('Deposit due on acceptance (30%)')
    expect(html).toContain(`data-total="deposit">QAR 312.00</td>`)
    expect(html).toContain(`data-total="balance">QAR 728.00</td>`)
    expect(html).toContain(`Valid until ${quote.validUntil.split('-').reverse().join('/')}`)
    expect(html).toContain(
      '<a href="/terms-and-conditions">terms and conditions</a> of 01/06/2025.',
    )
    expect(html).toContain('Crew arrives at 8.')
    // The optional line is a choice, not yet made.
    expect(html).toMatch(/<input type="checkbox" name="option" value="ins">/)
  })

  it('opens the link sending answers, and shows a revision sent later on that same link', async () => {
    const quote = await readyQuote()
    const send = async (revision: number) => {
      const sent = await call('sales', 'POST', `${QUOTES}/${quote.id}/send`, { revision })
      expect(sent.statusCode, sent.body).toBe(200)
      return sent.json() as { quote: Quote; link: string }
    }
    const first = await send(quote.revision)
    const link = new URL(first.link).pathname
    expect(link).toMatch(/^\/quote\/[\w-]{43}$/)
    expect((await open(link)).body).toContain('<li>Version 1</li>')
    const revised = await call('sales', 'POST', `${QUOTES}/${quote.id}/revise`, {
      revision: first.quote.revision,
    })
    expect(revised.statusCode, revised.body).toBe(200)
    await send(revised.json().quote.revision)
    const page = (await open(link)).body
    expect(page).toContain('<li>Version 2</li>')
    expect(page).toContain('It replaces version 1, which you opened on')
  })

  it('names the service asked for when the lead planned no move', async () => {
    const draft = await prepared(await newLead())
    const planned = await sendVersion(exec, await readyQuote(), 1)
    const page = await open(`/quote/${await sendVersion(exec, draft, 1)}`)
    expect(page.body).toContain('<dt>Service</dt><dd>International move</dd>')
    expect(page.body).not.toContain('Your move')
    // A planned move says what kind it is in its own section instead.
    expect((await open(`/quote/${planned}`)).body).not.toContain('<dt>Service</dt>')
  })

  it('is private: not indexed, not cached, no referrer, nothing from another origin', async () => {
    const token = await sendVersion(exec, await readyQuote(), 1)
    const page = await open(`/quote/${token}`)
    expect(page.headers['x-robots-tag']).toBe('noindex')
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['referrer-policy']).toBe('same-origin')
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/https?:|\*/)
    // Every inline stylesheet is allowed by its hash, and nothing else inline.
    for (const [, style] of page.body.matchAll(/<style>([\s\S]*?)<\/style>/g))
      expect(csp).toContain(`'sha256-${createHash('sha256').update(style!).digest('base64')}'`)
    expect(page.body).toContain('<meta name="robots" content="noindex">')
    expect(page.body).not.toMatch(/(?:src|href)="(?:https?:)?\/\//)
  })

  it('speaks Arabic on /ar/quote/, with Latin digits and the Arabic terms page', async () => {
    const quote = await readyQuote('ar', 'يصل الفريق في الثامنة.')
    const token = await sendVersion(exec, quote, 1)
    const page = await open(`/ar/quote/${token}`)
    expect(page.statusCode).toBe(200)
    const html = page.body
    expect(html).toContain('<html lang="ar-QA" dir="rtl">')
    expect(html).toContain(
      `عرض السعر <span class="reference">\u2066${quote.reference}\u2069</span>`,
    )
    expect(html).toContain('<li>النسخة 1</li>')
    expect(html).toContain('التغليف ومواد التغليف')
    expect(html).toContain('60.00 ر.ق لكل متر مكعب')
    expect(html).toContain('data-total="total">1,040.00 ر.ق</td>')
    expect(html).toContain('Amman، الأردن')
    expect(html).toContain(
      '<a href="/ar/terms-and-conditions">للشروط والأحكام</a> السارية من 1 يونيو 2025.',
    )
    expect(html).toContain('يصل الفريق في الثامنة.')
  })

  it('recalculates the total on the server from the options asked for, ignoring unknown ones', async () => {
    const token = await sendVersion(exec, await readyQuote(), 1)
    const money = (dirhams: number) =>
      `QAR ${Math.floor(dirhams / 100).toLocaleString('en-US')}.${String(dirhams % 100).padStart(2, '0')}`
    const withInsurance = await open(`/quote/${token}?option=ins&option=nope`)
    expect(withInsurance.body).toContain(`data-total="total">${money(TOTAL + PREMIUM)}</td>`)
    expect(withInsurance.body).toContain(
      '<input type="checkbox" name="option" value="ins" checked>',
    )
    // A required line or an unknown id chosen changes nothing.
    for (const query of ['option=l1', 'option=nope', 'option=', ''])
      expect((await open(`/quote/${token}?${query}`)).body).toContain(
        `data-total="total">${money(TOTAL)}</td>`,
      )
    // The form asks the page again, with scripts or without.
    expect(withInsurance.body).toContain(
      `<form class="options" method="get" action="/quote/${token}">`,
    )
    expect(withInsurance.body).toContain(
      '<button type="submit" class="update">Update the total</button>',
    )
  })

  it('records the first and latest opening, at most once a minute, and never for a HEAD', async () => {
    const quote = await readyQuote()
    const token = await sendVersion(exec, quote, 1)
    expect((await open(`/quote/${token}`, 'HEAD')).statusCode).toBe(200)
    expect(await versionRow(quote.id)).toEqual({ first: null, last: null })
    await open(`/quote/${token}`)
    const first = await versionRow(quote.id)
    expect(first.first).toBeGreaterThan(Date.now() - 10_000)
    expect(first.last).toBe(first.first)
    await open(`/quote/${token}?option=ins`)
    expect(await versionRow(quote.id)).toEqual(first)
    // Over a minute later, the latest opening moves on; the first stays.
    await exec(
      `UPDATE quote_versions SET last_viewed_at = ${first.last! - 61_000} WHERE quote_id = ${quote.id}`,
    )
    await open(`/quote/${token}`)
    const later = await versionRow(quote.id)
    expect(later.first).toBe(first.first)
    expect(later.last).toBeGreaterThan(first.last! - 1)
  })

  it('says that a newer version replaces the one the customer opened, on every link', async () => {
    const quote = await readyQuote()
    const first = await sendVersion(exec, quote, 1)
    // Nobody opened version 1 before version 2 of another quote: no notice there.
    const unseen = await readyQuote()
    await sendVersion(exec, unseen, 1)
    const unseenLink = await sendVersion(exec, unseen, 2)
    expect((await open(`/quote/${unseenLink}`)).body).not.toContain('It replaces')

    await open(`/quote/${first}`)
    const opened = (await versionRow(quote.id)).first!
    const second = await sendVersion(exec, quote, 2, { notes: 'Now with a second truck.' })
    for (const token of [first, second]) {
      const page = await open(`/quote/${token}`)
      expect(page.body).toContain('<li>Version 2</li>')
      expect(page.body).toContain('Now with a second truck.')
      expect(page.body).toContain(
        `This is version 2 of your quote. It replaces version 1, which you opened on ${dayOf(opened)}.`,
      )
    }
    const arabic = await open(`/ar/quote/${second}`)
    expect(arabic.body).toContain(
      'هذه هي النسخة 2 من عرض السعر، وهي تحلّ محلّ النسخة 1 التي فتحتها في',
    )
  })

  it('shows an expired quote with its notice, and a declined or accepted one in its state', async () => {
    const expired = await sendVersion(exec, await readyQuote(), 1, { validUntil: '2026-01-10' })
    const page = await open(`/quote/${expired}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('This quote expired on 10/01/2026; ask us for a new one.')
    expect((await open(`/ar/quote/${expired}`)).body).toContain(
      'انتهت صلاحية عرض السعر هذا في 10 يناير 2026؛ اطلب منّا عرضًا جديدًا.',
    )

    const declined = await readyQuote()
    const declinedLink = await sendVersion(exec, declined, 1)
    const at = Date.now()
    await exec(
      `UPDATE quotes SET status = 'declined', declined_at = ${at} WHERE id = ${declined.id}`,
    )
    expect((await open(`/quote/${declinedLink}`)).body).toContain(
      `This quote was declined on ${dayOf(at)}.`,
    )

    const accepted = await readyQuote()
    const acceptedLink = await sendVersion(exec, accepted, 1)
    // Stored as accepting stores it: the version's content with the choice, and its SHA-256.
    const sealed = await sealedContent(quoteContent(accepted, 1, ['ins']))
    await exec(
      `UPDATE quotes SET status = 'accepted' WHERE id = ${accepted.id};
       INSERT INTO quote_acceptances (quote_id, version, content, content_sha256, typed_name,
         accepted_at, accepted_at_doha, ip, user_agent, code_channel, language)
       VALUES (${accepted.id}, 1, '${sealed.text.replace(/'/g, "''")}', '${sealed.sha256}', 'Sara Ahmed', ${at},
         '2026-11-28T10:00:00+03:00', '127.0.0.1', 'test', 'email', 'en')`,
    )
    const settled = (await open(`/quote/${acceptedLink}?option=`)).body
    expect(settled).toContain(`This quote was accepted on ${dayOf(at)}.`)
    // What was accepted, with the insurance chosen then; no choice is left to make.
    expect(settled).toContain(`data-total="total">QAR 2,040.00</td>`)
    // Its deposit, and who sends the bank's details while the server has none set.
    expect(settled).toContain(enPage.depositDue('QAR 612.00', 30))
    expect(settled).toContain(enPage.depositNoBank)
    // The customer may still ask a question; no form changes the options or accepts again.
    expect(settled).not.toContain('<form class="options"')
    expect(settled).not.toContain('/accept"')
    expect(settled).not.toContain('type="checkbox"')
  })

  it('answers 404 with a page naming no quote for a wrong, malformed or revoked link, or an unsent quote', async () => {
    const quote = await readyQuote()
    const revoked = await sendVersion(exec, quote, 1)
    await exec(`UPDATE quote_links SET revoked_at = ${Date.now()} WHERE quote_id = ${quote.id}`)
    const unsent = await linkOnly(exec, (await prepared(await newLead())).id)
    const wrong = Buffer.alloc(32, 7).toString('base64url')
    for (const token of [wrong, 'x', 'not-a-token!', revoked, unsent])
      for (const prefix of ['', '/ar']) {
        const page = await open(`${prefix}/quote/${encodeURIComponent(token)}`)
        expect(page.statusCode, token).toBe(404)
        expect(page.headers['x-robots-tag']).toBe('noindex')
        expect(page.headers['cache-control']).toBe('no-store')
        expect(page.headers['referrer-policy']).toBe('same-origin')
        for (const secret of [quote.reference, validEnquiry.fullName, validEnquiry.email, 'QAR'])
          expect(page.body).not.toContain(secret)
        expect(page.body).toContain(
          prefix ? 'هذا الرابط لا يفتح أي عرض سعر' : 'This link opens no quote',
        )
      }
  })

  it('hashes every token and looks it up once, whether it opens a quote or not', async () => {
    // The same work either way (no early answer for a malformed token, no second lookup for a
    // revoked one): the lookup is one statement on the hash's index, so a link that opens nothing
    // costs what one that opens a quote costs up to the 404. Counted rather than timed: on a busy
    // two-core runner a timing margin wide enough not to flap would hide an early return.
    const quote = await readyQuote()
    const right = await sendVersion(exec, quote, 1)
    const revoked = await sendVersion(exec, await readyQuote(), 1)
    await exec(
      `UPDATE quote_links SET revoked_at = 1 WHERE token_hash = '${createHash('sha256').update(revoked).digest('hex')}'`,
    )
    const lookups = vi.spyOn(world.db.repo, 'quotePage')
    try {
      for (const token of [right, 'x', '%20', Buffer.alloc(32).toString('base64url'), revoked]) {
        lookups.mockClear()
        const status = (await open(`/quote/${token}`)).statusCode
        expect(status, token).toBe(token === right ? 200 : 404)
        expect(lookups).toHaveBeenCalledTimes(1)
        expect(lookups).toHaveBeenCalledWith(
          createHash('sha256').update(decodeURIComponent(token)).digest('hex'),
        )
      }
    } finally {
      lookups.mockRestore()
    }
  })
})
