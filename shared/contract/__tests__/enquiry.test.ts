// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { validateBooking, validateEnquiry, type EnquiryValues } from '../enquiry.ts'
import { validationMessages } from '../messages.ts'

const filled: EnquiryValues = {
  fullName: 'Fatima Al-Sayed',
  phoneNumber: '97455001234',
  email: 'fatima@example.com',
  serviceType: 'localMove',
  message: 'Moving a flat within Doha.',
}
const blank: EnquiryValues = {
  fullName: '',
  phoneNumber: '',
  email: '',
  serviceType: '',
  message: '',
}

describe('The validation messages', () => {
  it('are the product copy, word for word', () => {
    expect(validationMessages).toEqual({
      fullName: 'Please enter your full name.',
      phoneNumber: 'Please enter your phone number.',
      email: 'Please enter your email address.',
      emailInvalid: 'Please enter a valid email address.',
      serviceType: 'Please select a service type.',
      message: 'Please enter a message.',
      recaptchaToken: 'Please complete the reCAPTCHA verification.',
      trackingNumber: 'Please enter a tracking number.',
    })
  })
})

describe('validateEnquiry (enquiry dialog and contact form)', () => {
  it('reports every empty or blank field and a missing token at once', () => {
    expect(validateEnquiry({ ...blank, message: '   ' }, null)).toEqual({
      fullName: validationMessages.fullName,
      phoneNumber: validationMessages.phoneNumber,
      email: validationMessages.email,
      serviceType: validationMessages.serviceType,
      message: validationMessages.message,
      recaptchaToken: validationMessages.recaptchaToken,
    })
  })

  it('checks presence only: any e-mail text passes', () => {
    expect(validateEnquiry({ ...filled, email: 'not-an-email' }, 'token')).toEqual({})
  })

  it('takes an empty token as no token', () => {
    expect(validateEnquiry(filled, '')).toEqual({
      recaptchaToken: validationMessages.recaptchaToken,
    })
  })
})

describe('validateBooking (home booking form)', () => {
  it('checks only the name and the token while collapsed', () => {
    expect(validateBooking(blank, 'token', false)).toEqual({
      fullName: validationMessages.fullName,
    })
    expect(validateBooking({ ...blank, fullName: 'Omar' }, null, false)).toEqual({
      recaptchaToken: validationMessages.recaptchaToken,
    })
  })

  it('checks every field and the e-mail shape once expanded', () => {
    expect(validateBooking({ ...blank, fullName: 'Omar' }, 'token', true)).toEqual({
      phoneNumber: validationMessages.phoneNumber,
      email: validationMessages.email,
      serviceType: validationMessages.serviceType,
      message: validationMessages.message,
    })
    for (const email of ['no-at-sign', 'a@b', 'a b@c.de'])
      expect(validateBooking({ ...filled, email }, 'token', true)).toEqual({
        email: validationMessages.emailInvalid,
      })
    expect(validateBooking({ ...filled, email: ' fatima@example.com ' }, 'token', true)).toEqual({})
  })
})
