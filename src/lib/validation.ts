/**
 * The one set of field rules (SPEC 5.1–5.3), with the spec's messages verbatim. Every form and the
 * companion server use these; nothing else words a validation message.
 */

export const validationMessages = {
  fullName: 'Please enter your full name.',
  phoneNumber: 'Please enter your phone number.',
  email: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  serviceType: 'Please select a service type.',
  message: 'Please enter a message.',
  recaptchaToken: 'Please complete the reCAPTCHA verification.',
  trackingNumber: 'Please enter a tracking number.',
} as const

/** SPEC 3.2: the five service types an enquiry can name (labels live with the content). */
export const serviceTypeValues = [
  'localMove',
  'internationalMove',
  'carExport',
  'storageServices',
  'logistics',
] as const
export type ServiceType = (typeof serviceTypeValues)[number]

/** SPEC 5.2: a basic address shape — something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** SPEC 9.2 / FAQ: 4 letters then 6 digits. Advisory only; never blocks a lookup (SPEC 5.3). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z]{4}[0-9]{6}$/

export type EnquiryValues = {
  fullName: string
  phoneNumber: string
  email: string
  serviceType: string
  message: string
}

export type EnquiryField = keyof EnquiryValues | 'recaptchaToken'
export type FieldErrors = Partial<Record<EnquiryField, string>>

const isBlank = (value: string | null | undefined) => !value || value.trim() === ''

/** SPEC 5.1: presence checks only, every failure reported at once. */
export function validateEnquiry(values: EnquiryValues, recaptchaToken: string | null): FieldErrors {
  const errors: FieldErrors = {}
  if (isBlank(values.fullName)) errors.fullName = validationMessages.fullName
  if (isBlank(values.phoneNumber)) errors.phoneNumber = validationMessages.phoneNumber
  if (isBlank(values.email)) errors.email = validationMessages.email
  if (isBlank(values.serviceType)) errors.serviceType = validationMessages.serviceType
  if (isBlank(values.message)) errors.message = validationMessages.message
  if (isBlank(recaptchaToken)) errors.recaptchaToken = validationMessages.recaptchaToken
  return errors
}

/** SPEC 5.2: collapsed, only the name (and the token); expanded, everything plus the e-mail shape. */
export function validateBooking(
  values: EnquiryValues,
  recaptchaToken: string | null,
  expanded: boolean,
): FieldErrors {
  if (!expanded) {
    const errors: FieldErrors = {}
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
