// What accepting a quote refuses (issue 53, item 3), on both databases, each refusal its own test:
// the code's limits (10 minutes, 5 tries, replaced by a newer code, 3 codes an hour), a wrong,
// malformed or revoked token answered with the page's 404 on each POST, a foreign or missing
// Origin, a quote revised, declined or expired meanwhile, and bad fields answered with the page
// again, its messages beside what was typed.
import { describe, expect, it } from 'vitest'

import { backends, wrongToken } from './helpers.ts'
import { quoteAcceptWorld } from './quote-accept-helpers.ts'

const NAME = 'Layla Al-Mansouri'
const FIELDS = { name: NAME, agree: 'yes', options: 'ins' }

describe.each(backends)('accepting a quote refuses, on %s', (backend) => {
  const world = quoteAcceptWorld(backend)
  const { sentQuote, post, nthCode, query, exec, revise, read } = world

  /** A quote whose customer asked for a code; the code and the quote. */
  async function codeAsked(language: 'en' | 'ar' = 'en') {
    const sent = await sentQuote(language)
    const asked = await post(`${sent.page}/accept`, FIELDS)
    expect(asked.statusCode, asked.body).toBe(200)
    const { code } = await nthCode(sent.email, 1)
    return { ...sent, code }
  }
  const confirm = (page: string, code: string) => post(`${page}/confirm`, { ...FIELDS, code })
  const accepted = async (id: number) =>
    (await query(`SELECT id FROM quote_acceptances WHERE quote_id = ${id}`)).length > 0
  /** Another code than `code`, of six digits. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  it('a code after its 10 minutes', async () => {
    const { id, page, code } = await codeAsked()
    await exec(`UPDATE quote_codes SET expires_at = ${Date.now() - 1} WHERE quote_id = ${id}`)
    const late = await confirm(page, code)
    expect(late.statusCode).toBe(422)
    expect(late.body).toContain('That code has expired: codes last 10 minutes.')
    expect(await accepted(id)).toBe(false)
  })

  it('a sixth try, even of the right code, once five were wrong', async () => {
    const { id, page, code } = await codeAsked()
    for (let left = 4; left >= 1; left -= 1) {
      const tried = await confirm(page, wrong(code))
      expect(tried.statusCode).toBe(422)
      expect(tried.body).toContain(
        left === 1 ? 'You have 1 try left.' : `You have ${left} tries left.`,
      )
      // What was typed stays: the name and the choice go on to the next try.
      expect(tried.body).toContain(`<input type="hidden" name="name" value="${NAME}">`)
      expect(tried.body).toContain('<input type="hidden" name="options" value="ins">')
    }
    expect((await confirm(page, wrong(code))).body).toContain('That code was tried 5 times.')
    const spent = await confirm(page, code)
    expect(spent.statusCode).toBe(422)
    expect(spent.body).toContain('That code was tried 5 times. Please ask for a new code.')
    expect(await accepted(id)).toBe(false)
    const [row] = await query(`SELECT attempts FROM quote_codes WHERE quote_id = ${id}`)
    expect(Number(row!.attempts)).toBe(5)
  })

  it('a code a newer one replaced', async () => {
    const { id, email, page, code } = await codeAsked()
    expect((await post(`${page}/accept`, FIELDS)).statusCode).toBe(200)
    const { code: newer } = await nthCode(email, 2)
    // One draw in a million gives the same six digits again.
    if (newer !== code) expect((await confirm(page, code)).statusCode).toBe(422)
    expect(await accepted(id)).toBe(false)
    expect((await confirm(page, newer)).statusCode).toBe(303)
  })

  it('a fourth code within the hour', async () => {
    const { id, page } = await sentQuote()
    for (let n = 1; n <= 3; n += 1)
      expect((await post(`${page}/accept`, FIELDS)).statusCode).toBe(200)
    const fourth = await post(`${page}/accept`, FIELDS)
    expect(fourth.statusCode).toBe(429)
    expect(fourth.body).toContain('We have sent 3 codes for this quote in the last hour.')
    expect(fourth.body).toContain(`value="${NAME}"`)
    const codes = await query(`SELECT id FROM quote_codes WHERE quote_id = ${id}`)
    expect(codes).toHaveLength(3)
  })

  it('a wrong, malformed or revoked token, on each POST, with the page’s 404', async () => {
    const { id, token, code } = await codeAsked()
    const notFound = (await world.world.app.inject({ method: 'GET', url: '/quote/x' })).body
    await exec(`UPDATE quote_links SET revoked_at = ${Date.now()} WHERE quote_id = ${id}`)
    for (const bad of [wrongToken(token), 'not-a-token', '%00', token])
      for (const step of ['accept', 'confirm'])
        for (const prefix of ['', '/ar']) {
          const answer = await post(`${prefix}/quote/${bad}/${step}`, { ...FIELDS, code })
          expect(answer.statusCode, `${prefix} ${step} ${bad}`).toBe(404)
          if (!prefix) expect(answer.body).toBe(notFound)
          expect(answer.body).not.toContain(NAME)
        }
    expect(await accepted(id)).toBe(false)
  })

  it('a POST from another site, or naming no origin', async () => {
    const { id, page, code } = await codeAsked()
    for (const from of [
      { origin: 'https://evil.example' },
      { origin: null, referer: 'https://evil.example/page' },
      { origin: null },
      { origin: 'null' },
    ])
      for (const step of ['accept', 'confirm']) {
        const answer = await post(`${page}/${step}`, { ...FIELDS, code }, from)
        expect(answer.statusCode, JSON.stringify(from)).toBe(403)
        expect(answer.body).toBe('This request is accepted only from this website.')
      }
    // From the site itself, the same code goes through.
    expect((await confirm(page, code)).statusCode).toBe(303)
    expect(await accepted(id)).toBe(true)
  })

  it('a quote revised while the customer was accepting it, and the revision after', async () => {
    const { id, page, code } = await codeAsked()
    expect((await revise(await read(id))).statusCode).toBe(200)
    const late = await confirm(page, code)
    expect(late.statusCode).toBe(409)
    expect(late.body).toContain('This quote was revised while you were accepting it.')
    expect(await accepted(id)).toBe(false)
  })

  it('a quote declined meanwhile', async () => {
    const { id, page, code } = await codeAsked()
    await exec(
      `UPDATE quotes SET status = 'declined', declined_at = ${Date.now()} WHERE id = ${id}`,
    )
    const late = await confirm(page, code)
    expect(late.statusCode).toBe(409)
    expect(late.body).toContain('This quote was declined, so it can no longer be accepted.')
    expect(await accepted(id)).toBe(false)
  })

  it('a quote whose validity passed, in Arabic', async () => {
    const { id, page, code } = await codeAsked('ar')
    await exec(
      `UPDATE quote_versions SET content = replace(content, '"validUntil":"', '"validUntil":"2000-01-01","was":"') WHERE quote_id = ${id}`,
    )
    const late = await confirm(page, code)
    expect(late.statusCode).toBe(409)
    expect(late.body).toContain('انتهت صلاحية عرض السعر هذا، فلم يعد بالإمكان قبوله')
    expect(await accepted(id)).toBe(false)
  })

  it('a quote already accepted', async () => {
    const { id, page, code } = await codeAsked()
    expect((await confirm(page, code)).statusCode).toBe(303)
    const again = await confirm(page, code)
    expect(again.statusCode).toBe(409)
    expect(again.body).toContain('This quote was already accepted.')
    expect(await query(`SELECT id FROM quote_acceptances WHERE quote_id = ${id}`)).toHaveLength(1)
  })

  it('a missing name or tick, or a malformed code, keeping what was typed', async () => {
    const { id, page, code } = await codeAsked()
    const noName = await post(`${page}/accept`, { name: '  ', agree: 'yes', options: 'ins' })
    expect(noName.statusCode).toBe(422)
    expect(noName.body).toContain('Please type your full name.')
    expect(noName.body).toContain('<input type="hidden" name="options" value="ins">')
    expect(noName.body).toContain('aria-describedby="name-error"')
    const noTick = await post(`${page}/accept`, { name: NAME, options: 'ins' })
    expect(noTick.statusCode).toBe(422)
    expect(noTick.body).toContain('Please tick “I accept these terms” to accept.')
    expect(noTick.body).toContain(`value="${NAME}"`)
    const long = await post(`${page}/accept`, { ...FIELDS, name: 'x'.repeat(121) })
    expect(long.body).toContain('Please keep your name to 120 characters.')
    const badCode = await confirm(page, '12 34')
    expect(badCode.statusCode).toBe(422)
    expect(badCode.body).toContain('The code is the 6 digits in our e-mail.')
    expect(badCode.body).toContain(`<input type="hidden" name="name" value="${NAME}">`)
    // A malformed code spends no try, and a refused field sent no code.
    const [row] = await query(
      `SELECT count(*) AS n, max(attempts) AS tries FROM quote_codes WHERE quote_id = ${id}`,
    )
    expect(Number(row!.n)).toBe(1)
    expect(Number(row!.tries)).toBe(0)
    expect((await confirm(page, code)).statusCode).toBe(303)
  })
})
