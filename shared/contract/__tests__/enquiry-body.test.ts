// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { bodyMessages, enquiryBodySchema, type DetailsParser } from '../enquiry-body.ts'
import { validationMessages } from '../messages.ts'
import { serverMessages } from '../server-messages.ts'

const parseDetails: DetailsParser<{ rooms: number }> = (input) =>
  typeof input === 'object' && input !== null && 'rooms' in input
    ? { ok: true, value: { rooms: Number(input.rooms) } }
    : { ok: false, error: 'The details are not a planned move.' }
const schema = enquiryBodySchema(parseDetails)

const body = {
  fullName: '  Fatima Al-Sayed ',
  phoneNumber: '+974 5500-1234',
  email: 'fatima@example.com',
  serviceType: 'internationalMove',
  message: 'Moving to Brisbane.',
  refererUrl: 'https://www.example.qa/',
  submittedUrl: 'https://www.example.qa/contact-us',
}

describe('The enquiry body the API accepts', () => {
  it('trims text, keeps the phone digits and fills what was left out with null', () => {
    expect(schema.parse(body)).toEqual({
      ok: true,
      value: {
        ...body,
        fullName: 'Fatima Al-Sayed',
        phoneNumber: '97455001234',
        recaptchaToken: null,
        trackingNumber: null,
        companyWebsite: null,
        details: null,
        attribution: null,
        locale: 'en',
        whatsappUpdates: false,
      },
    })
  })

  it('reads "Send me updates on WhatsApp" from JSON or a plain form, and refuses anything else', () => {
    const answer = (whatsappUpdates: unknown) => {
      const parsed = schema.parse({ ...body, whatsappUpdates })
      return parsed.ok ? parsed.value.whatsappUpdates : parsed.error
    }
    expect([true, 'yes', 'on', 'true'].map(answer)).toEqual([true, true, true, true])
    expect([false, '', null, undefined].map(answer)).toEqual([false, false, false, false])
    for (const wrong of ['no', 1, {}, 'maybe'])
      expect(answer(wrong)).toBe(bodyMessages.yesOrNo('whatsappUpdates'))
  })

  it('keeps the language the enquiry was written in, and refuses one the site does not have', () => {
    const arabic = schema.parse({ ...body, fullName: 'فاطمة السيد', locale: 'ar' })
    expect(arabic.ok && arabic.value).toMatchObject({ fullName: 'فاطمة السيد', locale: 'ar' })
    expect(schema.parse({ ...body, locale: 'fr' })).toEqual({
      ok: false,
      error: bodyMessages.locale,
      fields: { locale: bodyMessages.locale },
    })
  })

  it('hands the hidden field back, so the server can tell a bot', () => {
    const parsed = schema.parse({ ...body, companyWebsite: ' https://spam.example ' })
    expect(parsed.ok && parsed.value.companyWebsite).toBe('https://spam.example')
  })

  it('collects every problem and names the first in form order', () => {
    expect(schema.parse({ ...body, message: '', fullName: 7, extra: true })).toEqual({
      ok: false,
      error: bodyMessages.notString('fullName'),
      fields: {
        fullName: bodyMessages.notString('fullName'),
        message: validationMessages.message,
        extra: bodyMessages.unknownField('extra'),
      },
    })
  })

  it('parses details with the parser it was given', () => {
    const planned = schema.parse({ ...body, details: { rooms: 3 } })
    expect(planned.ok && planned.value.details).toEqual({ rooms: 3 })
    expect(schema.parse({ ...body, details: 'x' })).toMatchObject({
      ok: false,
      error: 'The details are not a planned move.',
    })
  })

  it('refuses anything but an object', () => {
    for (const input of [null, 'text', 42, [body]])
      expect(schema.parse(input)).toEqual({ ok: false, error: bodyMessages.notObject, fields: {} })
  })
})

describe('One-line fields and page addresses', () => {
  it.each([
    ['fullName', 'Evil\r\nBcc: victim@example.com'],
    ['fullName', 'Evil\u202Emoc.elgoog'],
    ['fullName', 'Tab\there'],
    ['fullName', 'Isolate \u2067x\u2069'],
    ['fullName', 'Line\u2028separator'],
    ['fullName', 'Paragraph\u2029separator'],
    ['trackingNumber', 'ABCD123456\nX'],
    ['email', 'a\u202e@example.com'],
    ['refererUrl', 'https://www.example.qa/\r\nX: y'],
  ])('refuses a break or bidi control inside %s', (field, text) => {
    const parsed = schema.parse({ ...body, [field]: text })
    expect(parsed.ok).toBe(false)
    if (field !== 'email')
      expect(!parsed.ok && parsed.fields[field]).toBe(bodyMessages.singleLine(field as 'fullName'))
  })

  it('names the field in both languages', async () => {
    const { serverMessages: arabic } = await import('../server-messages.ar.ts')
    expect(bodyMessages.singleLine('fullName')).toBe(
      'Full name must be on one line, without tabs or text-direction control characters.',
    )
    expect(arabic.singleLine(arabic.fieldLabels.fullName)).toContain('الاسم الكامل')
  })

  it('keeps line breaks in the message, and the marks Arabic keyboards type in a name', () => {
    const parsed = schema.parse({
      ...body,
      message: 'Line one\nLine two',
      fullName: 'فاطمة\u200f السيد',
    })
    expect(parsed.ok && parsed.value).toMatchObject({
      message: 'Line one\nLine two',
      fullName: 'فاطمة\u200f السيد',
    })
  })

  it.each(['javascript:alert(1)', 'data:text/html,x', '/contact-us', 'example.qa', 'ftp://x.qa/'])(
    'refuses %j as a page address',
    (url) => {
      for (const field of ['refererUrl', 'submittedUrl'] as const) {
        const parsed = schema.parse({ ...body, [field]: url })
        expect(!parsed.ok && parsed.fields[field]).toBe(bodyMessages.httpUrl(field))
      }
    },
  )

  it('takes any http(s) page address, ours or the one a visitor came from', () => {
    const parsed = schema.parse({
      ...body,
      refererUrl: 'https://www.google.com/search?q=movers+doha',
      submittedUrl: 'http://localhost:4173/contact-us',
    })
    expect(parsed.ok).toBe(true)
  })

  describe('attribution', () => {
    const refusal = (attribution: unknown) => {
      const parsed = schema.parse({ ...body, attribution })
      return parsed.ok ? null : { error: parsed.error, field: parsed.fields.attribution }
    }

    it('keeps the visit it names, trimmed, and drops blank fields', () => {
      const parsed = schema.parse({
        ...body,
        attribution: {
          landingPage: '/services/storage-services-qatar',
          referrer: ' www.google.com ',
          utmSource: 'newsletter',
          utmCampaign: '',
          gclid: null,
        },
      })
      expect(parsed.ok && parsed.value.attribution).toEqual({
        landingPage: '/services/storage-services-qatar',
        referrer: 'www.google.com',
        utmSource: 'newsletter',
      })
    })

    it('is null when left out, sent as null, or empty', () => {
      for (const attribution of [undefined, null, {}, { utmTerm: '  ' }]) {
        const parsed = schema.parse({ ...body, attribution })
        expect(parsed.ok && parsed.value.attribution).toBeNull()
      }
    })

    it('refuses anything but an object of known text fields, each on one line within its limit', () => {
      expect(refusal('google')).toEqual({
        error: serverMessages.attributionNotObject,
        field: serverMessages.attributionNotObject,
      })
      expect(refusal(['google'])?.error).toBe(serverMessages.attributionNotObject)
      expect(refusal({ utm_source: 'google' })?.error).toBe(
        serverMessages.unknownField('attribution.utm_source'),
      )
      expect(refusal({ utmSource: 7 })?.error).toBe(
        serverMessages.notString('attribution.utmSource'),
      )
      expect(refusal({ utmSource: 'x'.repeat(101) })?.error).toBe(
        'The campaign source (utm_source) is too long (at most 100 characters).',
      )
      expect(refusal({ landingPage: `/${'x'.repeat(200)}` })?.error).toBe(
        serverMessages.tooLong(serverMessages.fieldLabels.landingPage, 200),
      )
      expect(refusal({ utmCampaign: 'spring\nsale' })?.error).toBe(
        serverMessages.singleLine(serverMessages.fieldLabels.utmCampaign),
      )
      expect(refusal({ utmSource: 'x'.repeat(100), landingPage: '/'.repeat(200) })).toBeNull()
    })
  })
})
