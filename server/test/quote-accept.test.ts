// Accepting a quote on its page (issue 53, item 3), on both databases: the typed name and the
// tick, a 6-digit code e-mailed through a real SMTP server and kept only as a hash, and the
// acceptance recorded with the version's content, the choices and its SHA-256, the name, Doha's
// time, the address and browser; the quote accepted, the lead won, the audit line without the
// name, the confirmations to the customer and to staff, and the record below the quote that
// notices a changed character. The code's limits and
// the refusals are quote-accept-refusals.test.ts.
import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { canonicalJson, quoteContent } from '@contract/quote-content.ts'

import { backends } from './helpers.ts'
import { BROWSER, quoteAcceptWorld, WITH_INSURANCE } from './quote-accept-helpers.ts'
import { quoteToken } from './quote-send-helpers.ts'
import { until } from './tracking-helpers.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const NAME = 'Layla Al-Mansouri'

describe.each(backends)('accepting a quote, on %s', (backend) => {
  const world = quoteAcceptWorld(backend)
  const { sentQuote, post, nthCode, nthMail, mailsTo, query, exec, auditOf, revise, read } = world
  /** The staff e-mail about `reference`: no one is assigned, so where new leads' mail goes. */
  const staffMail = (reference: string) =>
    mailsTo('info@pearlcoastmovers.qa').find((mail) => mail.subject.includes(reference))
  const open = (url: string) =>
    world.world.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })

  it('e-mails a code for the name and tick, then records the acceptance the code confirms', async () => {
    const { id, leadId, email, page, quote } = await sentQuote()
    const opened = await open(`${page}?option=ins`)
    expect(opened.body).toContain('<h2 id="accept">Accept this quote</h2>')
    expect(opened.body).toContain('<input type="hidden" name="options" value="ins">')
    expect(opened.body).toContain('I accept these terms')

    const asked = await post(`${page}/accept`, {
      name: `  ${NAME} `,
      agree: 'yes',
      options: 'ins,nope',
    })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.body).toContain(
      `We e-mailed a 6-digit code to ${email}. It is valid for 10 minutes.`,
    )
    expect(asked.body).toContain(`<input type="hidden" name="name" value="${NAME}">`)
    expect(asked.body).toContain('<input type="hidden" name="options" value="ins">')
    expect(asked.body).toContain(`action="${page}/confirm"`)

    const { mail, code } = await nthCode(email, 1)
    expect(mail.subject).toBe(`Your code to accept quote ${quote.reference}`)
    expect(mail.text).toContain('The code is valid for 10 minutes.')
    // Only the code's hash is kept, and no outbox row holds the code.
    const [stored] = await query(`SELECT * FROM quote_codes WHERE quote_id = ${id}`)
    expect(stored!.code_hash).toBe(sha256(`${stored!.id}:${code}`))
    expect(JSON.stringify(stored)).not.toContain(code)
    const outbox = await query(`SELECT payload FROM outbox WHERE payload LIKE '%quote-code%'`)
    expect(outbox.map((row) => String(row.payload)).join()).not.toContain(code)

    const confirmed = await post(`${page}/confirm`, {
      name: NAME,
      agree: 'yes',
      options: 'ins',
      code,
    })
    expect(confirmed.statusCode, confirmed.body).toBe(303)
    expect(confirmed.headers.location).toBe(page)

    const [acceptance] = await query(`SELECT * FROM quote_acceptances WHERE quote_id = ${id}`)
    const text = String(acceptance!.content)
    // The version as sent with the customer's choice, recomputed from the quote itself.
    expect(text).toBe(canonicalJson(quoteContent(quote, 1, ['ins'])))
    expect(acceptance!.content_sha256).toBe(sha256(text))
    expect(JSON.parse(text).totals.total).toBe(WITH_INSURANCE)
    expect(acceptance).toMatchObject({
      version: 1,
      typed_name: NAME,
      user_agent: BROWSER,
      code_channel: 'email',
      language: 'en',
    })
    expect(acceptance!.ip).toBe('127.0.0.1')
    const at = Number(acceptance!.accepted_at)
    expect(at).toBeGreaterThan(Date.now() - 60_000)
    const doha = new Date(at + 3 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')
    expect(acceptance!.accepted_at_doha).toBe(`${doha} +03:00`)
    const [code_] = await query(`SELECT used_at FROM quote_codes WHERE quote_id = ${id}`)
    expect(Number(code_!.used_at)).toBe(at)

    expect(await read(id)).toMatchObject({ status: 'accepted' })
    const [lead] = await query(`SELECT status FROM enquiries WHERE id = ${leadId}`)
    expect(lead!.status).toBe('won')
    const [audit] = await auditOf('quote.accepted', id)
    expect(audit!.after).toMatchObject({
      leadId,
      version: 1,
      total: WITH_INSURANCE,
      language: 'en',
    })
    expect(JSON.stringify(audit)).not.toContain(NAME)
    const [moved] = (await auditOf('lead.status-changed', leadId)).filter(
      (line) => line.after.via === 'quote.accepted',
    )
    expect(moved!.after).toMatchObject({ status: 'won', quoteId: id, version: 1 })

    // Both sides hear of it: the customer with a fresh link to the record, staff with the lead.
    const confirmation = await nthMail(email, 4)
    expect(confirmation.subject).toBe(`You accepted quote ${quote.reference}`)
    expect(confirmation.text).toContain(
      `quote ${quote.reference}, version 1, was accepted in the name of ${NAME}.`,
    )
    expect(confirmation.text).toContain(
      'The total is QAR 2,140.00; the deposit due now is QAR 642.00.',
    )
    expect(confirmation.text).toContain('Options chosen: Transit insurance.')
    const link = quoteToken(confirmation.text)!
    expect((await open(`/quote/${link}`)).body).toContain('<h2 id="record">Acceptance record</h2>')
    expect(JSON.stringify(await query(`SELECT payload FROM outbox`))).not.toContain(link)
    await until(() => staffMail(quote.reference) !== undefined, 'the staff e-mail')
    const toStaff = staffMail(quote.reference)!
    expect(toStaff.subject).toBe(`Quote ${quote.reference} accepted by ${NAME}`)
    expect(toStaff.text).toContain('The total is QAR 2,140.00; the deposit due now is QAR 642.00.')
    expect(toStaff.text).toContain(`/staff/leads/${leadId}`)

    const shown = (await open(page)).body
    expect(shown).toContain('<h2 id="record">Acceptance record</h2>')
    expect(shown).toContain(`<dt>Accepted by</dt><dd>${NAME}</dd>`)
    expect(shown).toContain(`<dt>Accepted at (Doha)</dt><dd>${doha} +03:00</dd>`)
    expect(shown).toContain('<dt>Options chosen</dt><dd>Transit insurance</dd>')
    expect(shown).toContain('<dt>Total</dt><dd>QAR 2,140.00</dd>')
    expect(shown).toContain('<dt>Confirmed with a code sent by</dt><dd>e-mail</dd>')
    expect(shown).toContain(`<dd class="hash" dir="ltr">${sha256(text)}</dd>`)
    expect(shown).toContain('The accepted content matches its SHA-256')
    expect(shown).not.toContain('id="accept"')

    // An accepted quote is never revised.
    const revised = await revise(await read(id))
    expect(revised.statusCode).toBe(409)

    // One character changed in the stored content: the page no longer calls it intact.
    const tampered = text.replace(`"${NAME}"`, '"x"').replace('"version":1', '"version":2')
    await exec(
      `UPDATE quote_acceptances SET content = '${tampered.replace(/'/g, "''")}' WHERE quote_id = ${id}`,
    )
    const broken = (await open(page)).body
    expect(broken).toContain('Warning: the stored content no longer matches its SHA-256.')
    expect(broken).not.toContain('The accepted content matches its SHA-256')
  })

  it('speaks Arabic on the Arabic page: the code e-mail and the record', async () => {
    const { email, page, quote } = await sentQuote('ar')
    const asked = await post(`${page}/accept`, { name: 'ليلى المنصوري', agree: 'yes', options: '' })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.body).toContain('أرسلنا رمزًا من 6 أرقام إلى')
    const { mail, code } = await nthCode(email, 1)
    expect(mail.subject).toBe(`رمز قبول عرض السعر ${quote.reference}`)
    expect(mail.text).toContain('الرمز صالح لمدة 10 دقائق.')
    const confirmed = await post(`${page}/confirm`, {
      name: 'ليلى المنصوري',
      agree: 'yes',
      options: '',
      code,
    })
    expect(confirmed.statusCode, confirmed.body).toBe(303)
    const confirmation = await nthMail(email, 4)
    expect(confirmation.subject).toBe(`قبلتَ عرض السعر ${quote.reference}`)
    expect(confirmation.text).toContain('والدفعة المقدّمة المستحقة الآن')
    expect(confirmation.text).toContain(`/ar/quote/${quoteToken(confirmation.text)}`)
    const shown = (await open(page)).body
    expect(shown).toContain('<h2 id="record">سجل القبول</h2>')
    expect(shown).toContain('<dt>قَبِله</dt><dd>ليلى المنصوري</dd>')
    expect(shown).toContain('<dt>الخيارات المختارة</dt><dd>لا شيء</dd>')
    expect(shown).toContain('المحتوى المقبول يطابق بصمته SHA-256')
  })

  it('declines with a reason, kept for staff and audited without the customer’s words', async () => {
    const { id, leadId, page } = await sentQuote()
    expect((await open(page)).body).toContain('<h2 id="decline">Decline this quote</h2>')
    const note = 'We found a mover nearer home.'
    const noReason = await post(`${page}/decline`, { note })
    expect(noReason.statusCode).toBe(422)
    expect(noReason.body).toContain('Please choose a reason.')
    expect(noReason.body).toContain(`>${note}</textarea>`)
    const long = await post(`${page}/decline`, { reason: 'price', note: 'x'.repeat(1001) })
    expect(long.statusCode).toBe(422)
    expect(long.body).toContain('Please keep your note to 1,000 characters.')
    expect(long.body).toContain('value="price" checked')

    const declined = await post(`${page}/decline`, { reason: 'price', note: ` ${note} ` })
    expect(declined.statusCode, declined.body).toBe(303)
    expect(declined.headers.location).toBe(page)
    const [quote] = await query(`SELECT * FROM quotes WHERE id = ${id}`)
    expect(quote).toMatchObject({
      status: 'declined',
      declined_reason: `The price is too high: ${note}`,
    })
    expect(Number(quote!.declined_at)).toBeGreaterThan(Date.now() - 60_000)
    const [audit] = await auditOf('quote.declined', id)
    expect(audit!.after).toEqual({ leadId, version: 1, reason: 'price' })
    expect(JSON.stringify(audit)).not.toContain('nearer home')
    const shown = (await open(page)).body
    expect(shown).toContain('<p class="notice declined">This quote was declined on')
    expect(shown).not.toContain('id="decline"')
    expect(shown).not.toContain('id="accept"')
    const again = await post(`${page}/decline`, { reason: 'date' })
    expect(again.statusCode).toBe(409)
  })
})
