// The customer's side of the answer promise (issue 52, item 7): each enquiry's readable
// reference, and its acknowledgement e-mail in the language it was sent in, through the outbox
// and a real SMTP server, promising what the office measures. On SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest'

import * as ar from '@contract/acknowledgement-messages.ar.ts'
import * as en from '@contract/acknowledgement-messages.ts'
import { leadReference, referencePrefix } from '@contract/reference.ts'
import { promiseInWords } from '../../src/lib/answer-promise.ts'
import { referenceOf } from '../src/leads/index.ts'

import { backends, validEnquiry } from './helpers.ts'
import { readMail } from './smtp.ts'
import { decodeWords } from './staff-world.ts'
import { mailingApp, until } from './tracking-helpers.ts'

/** A moment in Doha time. */
const doha = (local: string) => Date.parse(`${local}+03:00`)

describe('the readable reference', () => {
  it('is the company’s initials, the Doha year in two digits and a six-digit number', () => {
    expect(referencePrefix('Pearl Coast Movers')).toBe('PCM')
    expect(leadReference(123, '2024-06-01T10:00:00Z', 'PCM')).toBe('PCM-24-000123')
    // 22:00 UTC on New Year's Eve is already the new year in Doha.
    expect(leadReference(7, '2026-12-31T22:00:00Z', 'PCM')).toBe('PCM-27-000007')
    expect(leadReference(1_234_567, doha('2026-11-28T10:00:00'), 'PCM')).toBe('PCM-26-1234567')
  })

  it('is made with this build’s company initials on the server', () => {
    expect(referenceOf({ id: 42, createdAt: '2026-11-28T10:00:00Z' })).toBe('PCM-26-000042')
  })
})

describe('the answer promised', () => {
  it('is one office hour while the office is open, in both languages', () => {
    const tuesday = doha('2026-11-24T10:00:00')
    expect(promiseInWords(tuesday, en)).toBe(
      'A move coordinator will call you within one office hour.',
    )
    expect(promiseInWords(tuesday, ar)).toBe('سيتصل بك منسّق النقل خلال ساعة عمل واحدة.')
  })

  it('is the next morning the office opens otherwise, Saturday after a Thursday evening', () => {
    const thursdayEvening = doha('2026-11-26T19:30:00')
    expect(promiseInWords(thursdayEvening, en)).toBe(
      'Our office is closed now. A move coordinator will call you the next morning, Saturday from 8:00 AM (Doha time).',
    )
    expect(promiseInWords(thursdayEvening, ar)).toBe(
      'مكتبنا مغلق الآن. سيتصل بك منسّق النقل صباح يوم السبت ابتداءً من الساعة 8:00 صباحًا (بتوقيت الدوحة).',
    )
    expect(promiseInWords(doha('2026-11-25T06:00:00'), en)).toContain('Wednesday from 8:00 AM')
  })
})

describe.each(backends)('the acknowledgement e-mail on %s', (backend) => {
  const { world } = mailingApp(backend)

  async function enquire(body: Record<string, unknown>) {
    const sent = await world.app.inject({
      method: 'POST',
      url: '/api/contacts/enquiries/',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { ...validEnquiry, ...body },
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const id = sent.json().id as number
    const [row] = await world.db.query(`SELECT created_at FROM enquiries WHERE id = ${id}`)
    const createdAt = new Date(row!.created_at as string).getTime()
    const to = String(body.email)
    await until(() => world.smtp.mails.some((mail) => mail.to.includes(to)), `mail to ${to}`)
    const mail = world.smtp.mails.find((each) => each.to.includes(to))!
    return { reference: referenceOf({ id, createdAt }), createdAt, mail: readMail(mail.raw) }
  }

  it('tells an English customer the reference, what they asked and when we will call', async () => {
    const { reference, createdAt, mail } = await enquire({ email: 'en-customer@example.com' })
    expect(reference).toMatch(/^PCM-\d{2}-\d{6}$/)
    expect(mail.headers.get('subject')).toBe(`We have your request: ${reference}`)
    expect(mail.text.split('\n\n')).toEqual([
      'Dear Fatima Al-Sayed,',
      'Thank you for contacting us. We have received your request.',
      `Your reference is ${reference}. Please quote it when we call.`,
      'You asked about: an international move.',
      'Your message:',
      validEnquiry.message,
      promiseInWords(createdAt, en),
      'We will talk through your dates and arrange a free survey, in person or by video.',
      'The Pearl Coast Movers team',
    ])
    expect(mail.html).toContain('<html lang="en" dir="ltr">')
  })

  it('writes to an Arabic customer in Arabic, the reference isolated left to right', async () => {
    const { reference, createdAt, mail } = await enquire({
      email: 'ar-customer@example.com',
      locale: 'ar',
      serviceType: 'localMove',
      message: 'نقل شقة من الدوحة إلى Brisbane',
    })
    expect(decodeWords(mail.headers.get('subject') ?? '')).toBe(`استلمنا طلبك: ${reference}`)
    expect(mail.text.split('\n\n')).toEqual([
      'عزيزي/عزيزتي \u2066Fatima Al-Sayed\u2069،',
      'شكرًا لتواصلك معنا. لقد استلمنا طلبك.',
      `رقمك المرجعي هو \u2066${reference}\u2069. يرجى ذكره عندما نتصل بك.`,
      'طلبت: النقل المحلي.',
      'رسالتك:',
      'نقل شقة من الدوحة إلى \u2066Brisbane\u2069',
      promiseInWords(createdAt, ar),
      'سنناقش معك المواعيد التي تناسبك ونرتّب معاينة مجانية، حضوريًا أو عبر الفيديو.',
      'فريق بيرل كوست موفرز',
    ])
    expect(mail.html).toContain('<html lang="ar" dir="rtl">')
    expect(mail.html).toContain(`<bdi dir="ltr">${reference}</bdi>`)
  })
})
