import { describe, expect, it } from 'vitest'

import { bodyMessages, enquiryBodySchema, type DetailsParser } from '../enquiry-body.ts'
import { validationMessages } from '../messages.ts'

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
        locale: 'en',
      },
    })
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
