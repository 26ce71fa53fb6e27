// "Send me updates on WhatsApp" on the customer's quote page (issue 54, item 3): offered with the
// acceptance only when the quote's number can take WhatsApp, off until ticked, carried through the
// code step, and kept as the number's consent (source 'quote') before the acceptance is recorded.
import { describe, expect, it } from 'vitest'

import { backends } from './helpers.ts'
import { quoteAcceptWorld } from './quote-accept-helpers.ts'

const NAME = 'Layla Al-Mansouri'
const BOX = '<input type="checkbox" name="whatsappUpdates" value="yes"'

describe.each(backends)('WhatsApp consent on the quote page, on %s', (backend) => {
  const world = quoteAcceptWorld(backend)
  const { sentQuote, post, nthCode, auditOf } = world
  const open = (url: string) =>
    world.world.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })

  it('keeps a tick through the code step as the number’s consent, in the page’s language', async () => {
    const phone = `9745530${backend === 'sqlite' ? '1' : '2'}001`
    const { leadId, email, page } = await sentQuote('ar', { phoneNumber: phone })
    const opened = await open(page)
    expect(opened.body).toContain(`${BOX} aria-describedby="whatsapp-hint">`)
    expect(opened.body).toContain('أرسلوا لي التحديثات عبر واتساب')

    const asked = await post(`${page}/accept`, { name: NAME, agree: 'yes', whatsappUpdates: 'yes' })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.body).toContain('<input type="hidden" name="whatsappUpdates" value="yes">')
    // Nothing is kept before the acceptance is confirmed.
    expect(await world.world.db.repo.whatsappContact(phone)).toBeUndefined()

    const { code } = await nthCode(email, 1)
    const confirmed = await post(`${page}/confirm`, {
      name: NAME,
      agree: 'yes',
      whatsappUpdates: 'yes',
      code,
    })
    expect(confirmed.statusCode, confirmed.body).toBe(303)
    expect(await world.world.db.repo.whatsappContact(phone)).toMatchObject({
      consent_source: 'quote',
      locale: 'ar',
      opted_out_at: null,
    })
    const [line] = await auditOf('whatsapp.consent', leadId)
    expect(line).toMatchObject({ actor_id: null, record_type: 'lead', after: { source: 'quote' } })
    expect(JSON.stringify(line)).not.toContain(phone)
  })

  it('keeps no consent when the box is left unticked', async () => {
    const phone = `9745530${backend === 'sqlite' ? '1' : '2'}002`
    const { email, page } = await sentQuote('en', { phoneNumber: phone })
    expect((await post(`${page}/accept`, { name: NAME, agree: 'yes' })).statusCode).toBe(200)
    const { code } = await nthCode(email, 1)
    const confirmed = await post(`${page}/confirm`, { name: NAME, agree: 'yes', code })
    expect(confirmed.statusCode).toBe(303)
    expect(await world.world.db.repo.whatsappContact(phone)).toBeUndefined()
  })

  it('offers no box for a number WhatsApp cannot reach', async () => {
    const { page } = await sentQuote('en', { phoneNumber: '4455667' })
    const opened = await open(page)
    expect(opened.statusCode).toBe(200)
    expect(opened.body).not.toContain(BOX)
  })
})
