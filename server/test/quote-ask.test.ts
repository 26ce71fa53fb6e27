// Asking on a quote's page (issue 53, item 2), on both databases: a question and a request for
// another date kept as the lead's notes, which its timeline shows, with an audit line that names
// the note and not the words and an e-mail to staff; the limits on length and on how many an hour,
// bad fields answered with what was typed, a wrong token's 404 and a foreign origin's 403.
import { describe, expect, it } from 'vitest'

import { addDays } from '@contract/quotes.ts'
import { qatarToday } from '../../src/lib/qatar-today.ts'

import { backends, wrongToken } from './helpers.ts'
import { quoteAcceptWorld } from './quote-accept-helpers.ts'
import { until } from './tracking-helpers.ts'

const NOTIFY = 'info@pearlcoastmovers.qa'

describe.each(backends)('asking about a quote, on %s', (backend) => {
  const world = quoteAcceptWorld(backend)
  const { sentQuote, post, query, auditOf, call, mailsTo } = world
  const open = (url: string) =>
    world.world.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })
  const timeline = async (leadId: number) =>
    (await call('sales', 'GET', `/api/staff/enquiries/${leadId}/timeline`)).json().events as Array<
      Record<string, unknown>
    >

  it('keeps a question as the lead’s note, on its timeline, and tells staff', async () => {
    const { id, leadId, page, quote } = await sentQuote()
    expect((await open(page)).body).toContain('<h2 id="ask">Ask us a question</h2>')
    const question = 'Can you pack the piano on the Friday?\nIt is upstairs.'
    const asked = await post(`${page}/question`, {
      question: `  ${question} `,
      options: 'ins,bogus',
    })
    expect(asked.statusCode, asked.body).toBe(303)
    // Back to the page with the options the customer had ticked.
    expect(asked.headers.location).toBe(`${page}?option=ins&asked=question`)
    const thanked = (await open(asked.headers.location as string)).body
    expect(thanked).toContain(
      'Thank you: your move coordinator has your message and will answer you soon.',
    )
    expect(thanked).toContain('value="ins" checked')

    const [note] = await query(`SELECT * FROM lead_notes WHERE enquiry_id = ${leadId}`)
    expect(note).toMatchObject({ body: question, author_name: quote.subject.customer.name })
    expect(note!.author_id).toBeNull()
    const [audit] = await auditOf('quote.question', id)
    expect(audit!.after).toEqual({ kind: 'question', leadId, noteId: Number(note!.id) })
    expect(JSON.stringify(audit)).not.toContain('piano')
    expect(await timeline(leadId)).toContainEqual(
      expect.objectContaining({
        kind: 'note',
        body: question,
        author: quote.subject.customer.name,
      }),
    )
    await until(
      () => mailsTo(NOTIFY).some((mail) => mail.subject.includes(quote.reference)),
      'the staff e-mail',
    )
    const mail = mailsTo(NOTIFY).find((one) => one.subject.includes(quote.reference))!
    expect(mail.subject).toBe(`${quote.subject.customer.name} asks about quote ${quote.reference}`)
    expect(mail.text).toContain('It is upstairs.')
    expect(mail.text).toContain(`/staff/leads/${leadId}`)
  })

  it('keeps a request for another date in the quote’s language, and refuses a past one', async () => {
    const { leadId, page } = await sentQuote('ar')
    const past = await post(`${page}/date`, { date: '2020-01-01', note: 'بعد العيد' })
    expect(past.statusCode).toBe(422)
    expect(past.body).toContain('يُرجى اختيار موعد من اليوم فصاعدًا.')
    expect(past.body).toContain('>بعد العيد</textarea>')
    const day = addDays(qatarToday(), 20)
    const asked = await post(`${page}/date`, { date: day, note: 'بعد العيد' })
    expect(asked.statusCode, asked.body).toBe(303)
    const [note] = await query(`SELECT body FROM lead_notes WHERE enquiry_id = ${leadId}`)
    expect(String(note!.body)).toMatch(/^يطلب موعدًا آخر: .+\. بعد العيد$/)
  })

  it('refuses an empty or too long question, keeping what was typed', async () => {
    const { leadId, page } = await sentQuote()
    const empty = await post(`${page}/question`, { question: '  ' })
    expect(empty.statusCode).toBe(422)
    expect(empty.body).toContain('Please type your question.')
    const long = await post(`${page}/question`, { question: 'y'.repeat(1001) })
    expect(long.statusCode).toBe(422)
    expect(long.body).toContain('Please keep it to 1,000 characters.')
    expect(long.body).toContain(`>${'y'.repeat(1001)}</textarea>`)
    expect(await query(`SELECT id FROM lead_notes WHERE enquiry_id = ${leadId}`)).toHaveLength(0)
  })

  it('refuses a sixth message within the hour', async () => {
    const { leadId, page } = await sentQuote()
    for (let n = 1; n <= 5; n += 1)
      expect((await post(`${page}/question`, { question: `Question ${n}` })).statusCode).toBe(303)
    const sixth = await post(`${page}/question`, { question: 'Question 6' })
    expect(sixth.statusCode).toBe(429)
    expect(sixth.body).toContain('You have sent 5 messages about this quote in the last hour.')
    expect(sixth.body).toContain('>Question 6</textarea>')
    expect(await query(`SELECT id FROM lead_notes WHERE enquiry_id = ${leadId}`)).toHaveLength(5)
  })

  it('answers a wrong token with the page’s 404, and another site with 403', async () => {
    const { leadId, page, token } = await sentQuote()
    const notFound = (await open('/quote/x')).body
    for (const step of ['question', 'date']) {
      const wrong = await post(`/quote/${wrongToken(token)}/${step}`, { question: 'Hi' })
      expect(wrong.statusCode).toBe(404)
      expect(wrong.body).toBe(notFound)
      const foreign = await post(
        `${page}/${step}`,
        { question: 'Hi' },
        { origin: 'https://evil.example' },
      )
      expect(foreign.statusCode).toBe(403)
    }
    expect(await query(`SELECT id FROM lead_notes WHERE enquiry_id = ${leadId}`)).toHaveLength(0)
  })
})
