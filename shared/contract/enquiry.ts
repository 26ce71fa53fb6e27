/**
 * The enquiry as the browser sends it: its fields, the checks the forms run before sending, and
 * what the API answers. The server's stricter acceptance rules are in enquiry-body.ts.
 */
import { EMAIL_PATTERN } from './email.ts'
import { validationMessages, type FieldErrors } from './messages.ts'

/** The five service types an enquiry can name (their labels live with the site's content). */
export const serviceTypeValues = [
  'localMove',
  'internationalMove',
  'carExport',
  'storageServices',
  'logistics',
] as const
export type ServiceType = (typeof serviceTypeValues)[number]

/** The languages an enquiry can be written in: sales answers in the visitor's language. */
export const enquiryLocales = ['en', 'ar'] as const
export type EnquiryLocale = (typeof enquiryLocales)[number]

/**
 * The forms' hidden field, which people never see or reach: a bot that fills every input fills
 * this one too, and is answered as if its enquiry had been stored.
 */
export const HONEYPOT_FIELD = 'companyWebsite'

export type EnquiryValues = {
  fullName: string
  phoneNumber: string
  email: string
  serviceType: string
  message: string
}

type EnquiryField = keyof EnquiryValues | 'recaptchaToken'
export type EnquiryErrors = FieldErrors<EnquiryField>

/** POST /api/contacts/enquiries/ answers 201 with the stored enquiry's id. */
export type EnquiryCreated = { id: number }

const isBlank = (value: string | null | undefined) => !value || value.trim() === ''

/**
 * The enquiry dialog and contact form check presence only, with no format or length checks, and
 * report every failure at once.
 */
export function validateEnquiry(
  values: EnquiryValues,
  recaptchaToken: string | null,
): EnquiryErrors {
  const errors: EnquiryErrors = {}
  if (isBlank(values.fullName)) errors.fullName = validationMessages.fullName
  if (isBlank(values.phoneNumber)) errors.phoneNumber = validationMessages.phoneNumber
  if (isBlank(values.email)) errors.email = validationMessages.email
  if (isBlank(values.serviceType)) errors.serviceType = validationMessages.serviceType
  if (isBlank(values.message)) errors.message = validationMessages.message
  if (isBlank(recaptchaToken)) errors.recaptchaToken = validationMessages.recaptchaToken
  return errors
}

/**
 * The home booking form: collapsed, only the name (and the token); expanded, every field plus the
 * e-mail's shape.
 */
export function validateBooking(
  values: EnquiryValues,
  recaptchaToken: string | null,
  expanded: boolean,
): EnquiryErrors {
  if (!expanded) {
    const errors: EnquiryErrors = {}
    if (isBlank(values.fullName)) errors.fullName = validationMessages.fullName
    if (isBlank(recaptchaToken)) errors.recaptchaToken = validationMessages.recaptchaToken
    return errors
  }
  const errors = validateEnquiry(values, recaptchaToken)
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim()))
    errors.email = validationMessages.emailInvalid
  return errors
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0
