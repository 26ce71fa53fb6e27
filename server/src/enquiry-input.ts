import { createHash } from 'node:crypto'

import { parseQuoteDetails, type QuoteDetails } from '../../src/lib/quote-details.ts'
import { EMAIL_PATTERN, serviceTypeValues, validationMessages } from '../../src/lib/validation.ts'

/** SPEC 3.1, checked and trimmed, plus the quote planner's structured `details`. */
export type EnquiryInput = {
  fullName: string
  phoneNumber: string
  email: string
  serviceType: string
  message: string
  refererUrl: string
  submittedUrl: string
  /** Null when none was sent: the route decides whether that is allowed (only without a secret). */
  recaptchaToken: string | null
  trackingNumber: string | null
  details: QuoteDetails | null
}

type Field = Exclude<keyof EnquiryInput, 'details'>

/** Longest accepted value per field: generous for people, small enough to keep rows bounded. */
const maxLength: Record<Field, number> = {
  fullName: 100,
  phoneNumber: 32,
  email: 254,
  serviceType: 32,
  message: 5000,
  refererUrl: 2048,
  submittedUrl: 2048,
  recaptchaToken: 4096,
  trackingNumber: 32,
}

const labels: Record<Field, string> = {
  fullName: 'Full name',
  phoneNumber: 'Phone number',
  email: 'Email',
  serviceType: 'Service type',
  message: 'Message',
  refererUrl: 'refererUrl',
  submittedUrl: 'submittedUrl',
  recaptchaToken: 'The reCAPTCHA token',
  trackingNumber: 'Tracking number',
}

/** Presence messages are the spec's (SPEC 5.1), shared with the client forms. */
const requiredMessages: Partial<Record<Field, string>> = {
  fullName: validationMessages.fullName,
  phoneNumber: validationMessages.phoneNumber,
  email: validationMessages.email,
  serviceType: validationMessages.serviceType,
  message: validationMessages.message,
}

// Rules the spec leaves to the server, so they have no client message to reuse.
export const serverMessages = {
  notObject: 'The enquiry must be a JSON object.',
  unknownField: (name: string) => `Unknown field "${name}".`,
  notString: (name: string) => `The field "${name}" must be a string.`,
  blank: (field: Field) => `${labels[field]} must not be empty.`,
  tooLong: (field: Field) =>
    `${labels[field]} is too long (at most ${maxLength[field]} characters).`,
  phoneDigits: 'Please enter a phone number of 6 to 15 digits.',
}

// A form cannot type C0 or C1 controls, and PostgreSQL text cannot hold NUL; tab and line breaks stay.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g

const fields = Object.keys(maxLength) as Field[]
const optional = new Set<Field>(['trackingNumber', 'recaptchaToken'])

export type Validation =
  | { ok: true; value: EnquiryInput }
  | { ok: false; error: string; fields: Partial<Record<string, string>> }

/**
 * Every SPEC 3.1 field, checked on the server: the spec's presence rules (5.1) plus format and
 * length. All problems are collected; `error` is the first, in form order, for the client to show.
 */
export function validateEnquiryInput(body: unknown): Validation {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: serverMessages.notObject, fields: {} }
  const raw = body as Record<string, unknown>
  const errors: Partial<Record<string, string>> = {}

  for (const name of Object.keys(raw))
    if (name !== 'details' && !fields.includes(name as Field))
      errors[name] = serverMessages.unknownField(name)

  const value = {} as Record<Field, string | null>
  for (const field of fields) {
    const input = raw[field]
    if (input === undefined || input === null) {
      if (optional.has(field)) value[field] = null
      else if (requiredMessages[field]) errors[field] = requiredMessages[field]
      else errors[field] = serverMessages.notString(field)
      continue
    }
    if (typeof input !== 'string') {
      errors[field] = serverMessages.notString(field)
      continue
    }
    const text = input.replace(CONTROL_CHARACTERS, '').trim()
    value[field] = optional.has(field) && text === '' ? null : text
    if (text === '' && !optional.has(field))
      errors[field] = requiredMessages[field] ?? serverMessages.blank(field)
    else if (text.length > maxLength[field]) errors[field] = serverMessages.tooLong(field)
  }

  if (!errors.email && value.email && !EMAIL_PATTERN.test(value.email))
    errors.email = validationMessages.emailInvalid
  if (!errors.phoneNumber && value.phoneNumber) {
    // People type spaces, dashes and a leading + even where the form strips them.
    const digits = value.phoneNumber.replace(/[\s()+.-]/g, '')
    if (!/^[0-9]{6,15}$/.test(digits)) errors.phoneNumber = serverMessages.phoneDigits
    else value.phoneNumber = digits
  }
  if (
    !errors.serviceType &&
    value.serviceType &&
    !(serviceTypeValues as readonly string[]).includes(value.serviceType)
  )
    errors.serviceType = validationMessages.serviceType

  // A planner request: the same module the planner validates with parses it here.
  let details: QuoteDetails | null = null
  if (raw.details !== undefined && raw.details !== null) {
    const parsed = parseQuoteDetails(raw.details)
    if (parsed.ok) details = parsed.value
    else errors.details = parsed.error
  }

  const first = [...fields, ...Object.keys(raw)].find((name) => errors[name])
  if (first) return { ok: false, error: errors[first] as string, fields: errors }
  return { ok: true, value: { ...(value as Omit<EnquiryInput, 'details'>), details } }
}

/**
 * Identifies "the same enquiry" for Idempotency-Key replays. The captcha token is left out: the
 * client fetches a fresh one for every attempt, including a retry of the same enquiry.
 */
export function enquiryFingerprint(input: EnquiryInput): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...input, recaptchaToken: null }))
    .digest('hex')
}
