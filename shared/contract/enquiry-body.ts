/**
 * What the API accepts as an enquiry body (JSON, or a plain form's fields): the forms' presence
 * rules plus types, formats and lengths, since anyone can post anything. The browser never loads
 * this module; its forms check with enquiry.ts, and every message they can show is the same.
 */
import { attributionLimits, type Attribution, type AttributionField } from './attribution.ts'
import { EMAIL_PATTERN, MAX_EMAIL } from './email.ts'
import { enquiryLocales, HONEYPOT_FIELD, serviceTypeValues, type EnquiryLocale } from './enquiry.ts'
import { validationMessages, type FieldErrors, type Parsed, type Schema } from './messages.ts'
import { serverMessages } from './server-messages.ts'
import { isSingleLine } from './single-line.ts'

/** The body's text fields, checked and trimmed. */
type EnquiryFields = {
  fullName: string
  /** Digits only, whatever separators were typed. */
  phoneNumber: string
  email: string
  /** One of `serviceTypeValues`. */
  serviceType: string
  message: string
  refererUrl: string
  submittedUrl: string
  /** Null when none was sent: the server decides whether that is allowed (only without a secret). */
  recaptchaToken: string | null
  /** Sent only by the home booking form. */
  trackingNumber: string | null
  /** The language of the page it was sent from; English when a client sends none. */
  locale: EnquiryLocale
}

export type EnquiryBody<Details> = EnquiryFields & {
  /**
   * "Send me updates on WhatsApp", ticked (issue 54): JSON true, or a plain form's checkbox sent
   * as "yes". Off unless sent.
   */
  whatsappUpdates: boolean
  /** The quote planner's structured request, checked by the parser the schema was given. */
  details: Details | null
  /** Where the visit came from (attribution.ts); null when the browser kept nothing. */
  attribution: Attribution | null
  /** The hidden field's content: anything here means a bot. */
  [HONEYPOT_FIELD]: string | null
}

type TextField = keyof EnquiryFields | typeof HONEYPOT_FIELD

/** Longest accepted value per field: generous for people, small enough to keep rows bounded. */
const maxLength: Record<TextField, number> = {
  fullName: 100,
  phoneNumber: 32,
  email: MAX_EMAIL,
  serviceType: 32,
  message: 5000,
  refererUrl: 2048,
  submittedUrl: 2048,
  recaptchaToken: 4096,
  trackingNumber: 32,
  locale: 8,
  [HONEYPOT_FIELD]: 2048,
}

const labels: Record<TextField, string> = {
  ...serverMessages.fieldLabels,
  locale: 'locale',
  [HONEYPOT_FIELD]: HONEYPOT_FIELD,
}

/** A missing or blank field the forms require gets the forms' own message. */
const requiredMessages: Partial<Record<TextField, string>> = {
  fullName: validationMessages.fullName,
  phoneNumber: validationMessages.phoneNumber,
  email: validationMessages.email,
  serviceType: validationMessages.serviceType,
  message: validationMessages.message,
}

// Rules the forms leave to the server, so they have no form message to reuse.
export const bodyMessages = {
  notObject: serverMessages.notObject,
  unknownField: serverMessages.unknownField,
  notString: serverMessages.notString,
  blank: (field: TextField) => serverMessages.blank(labels[field]),
  tooLong: (field: TextField) => serverMessages.tooLong(labels[field], maxLength[field]),
  singleLine: (field: TextField) => serverMessages.singleLine(labels[field]),
  httpUrl: (field: TextField) => serverMessages.httpUrl(labels[field]),
  phoneDigits: serverMessages.phoneDigits,
  locale: serverMessages.locale,
  attributionNotObject: serverMessages.attributionNotObject,
  yesOrNo: serverMessages.yesOrNo,
}

/** A checkbox's answer: JSON's booleans, or what a plain form sends for a ticked box. */
function parseYesNo(input: unknown): boolean | null {
  if (input === undefined || input === null || input === false || input === '') return false
  if (input === true || input === 'yes' || input === 'on' || input === 'true') return true
  return null
}

// A form cannot type C0 or C1 controls, and PostgreSQL text cannot hold NUL; tab and line breaks stay.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g

const fields = Object.keys(maxLength) as TextField[]
const optional = new Set<TextField>(['trackingNumber', 'recaptchaToken', 'locale', HONEYPOT_FIELD])
/** Only the message may run over lines; the honeypot's content is never read. */
const multiLine = new Set<TextField>(['message', HONEYPOT_FIELD])
const urlFields = ['refererUrl', 'submittedUrl'] as const

/** An absolute http(s) address: the page a form was on, never a script or data URL. */
function isHttpUrl(text: string) {
  try {
    const { protocol } = new URL(text)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

const attributionFields = Object.keys(attributionLimits) as AttributionField[]

/** The body's fields that are not text: each has a parser of its own below. */
const EXTRA_FIELDS = new Set(['details', 'attribution', 'whatsappUpdates'])

/**
 * The visit's `attribution`: an object of known fields only, each a string on one line within its
 * limit; blank ones are dropped, and an object left empty is null. The site's own pages always
 * send it well formed (src/lib/attribution.ts), so a refusal here means another client.
 */
function parseAttribution(
  input: unknown,
): { ok: true; value: Attribution | null } | { ok: false; error: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, error: bodyMessages.attributionNotObject }
  const raw = input as Record<string, unknown>
  const value: Attribution = {}
  for (const name of Object.keys(raw)) {
    if (!attributionFields.includes(name as AttributionField))
      return { ok: false, error: bodyMessages.unknownField(`attribution.${name}`) }
    const field = name as AttributionField
    const entry = raw[field]
    if (entry === null || entry === undefined) continue
    if (typeof entry !== 'string')
      return { ok: false, error: bodyMessages.notString(`attribution.${field}`) }
    const text = entry.replace(CONTROL_CHARACTERS, '').trim()
    const label = serverMessages.fieldLabels[field]
    if (text.length > attributionLimits[field])
      return { ok: false, error: serverMessages.tooLong(label, attributionLimits[field]) }
    if (!isSingleLine(text)) return { ok: false, error: serverMessages.singleLine(label) }
    if (text) value[field] = text
  }
  return { ok: true, value: Object.keys(value).length ? value : null }
}

export type DetailsParser<Details> = (
  input: unknown,
) => { ok: true; value: Details } | { ok: false; error: string }

/**
 * The whole body, every problem collected; `error` is the first in form order. `details` is
 * handed to `parseDetails`, so this module stays free of the planner's catalogue.
 */
export function enquiryBodySchema<Details>(
  parseDetails: DetailsParser<Details>,
): Schema<EnquiryBody<Details>> {
  return {
    parse(body: unknown): Parsed<EnquiryBody<Details>> {
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return { ok: false, error: bodyMessages.notObject, fields: {} }
      const raw = body as Record<string, unknown>
      const errors: FieldErrors = {}

      for (const name of Object.keys(raw))
        if (!EXTRA_FIELDS.has(name) && !fields.includes(name as TextField))
          errors[name] = bodyMessages.unknownField(name)

      const value = {} as Record<TextField, string | null>
      for (const field of fields) {
        const input = raw[field]
        if (input === undefined || input === null) {
          if (optional.has(field)) value[field] = null
          else errors[field] = requiredMessages[field] ?? bodyMessages.notString(field)
          continue
        }
        if (typeof input !== 'string') {
          errors[field] = bodyMessages.notString(field)
          continue
        }
        const text = input.replace(CONTROL_CHARACTERS, '').trim()
        value[field] = optional.has(field) && text === '' ? null : text
        if (text === '' && !optional.has(field))
          errors[field] = requiredMessages[field] ?? bodyMessages.blank(field)
        else if (text.length > maxLength[field]) errors[field] = bodyMessages.tooLong(field)
        else if (!multiLine.has(field) && !isSingleLine(text))
          errors[field] = bodyMessages.singleLine(field)
      }

      for (const field of urlFields)
        if (!errors[field] && value[field] && !isHttpUrl(value[field]))
          errors[field] = bodyMessages.httpUrl(field)

      if (!errors.email && value.email && !EMAIL_PATTERN.test(value.email))
        errors.email = validationMessages.emailInvalid
      if (!errors.phoneNumber && value.phoneNumber) {
        // People type spaces, dashes and a leading + even where the form strips them.
        const digits = value.phoneNumber.replace(/[\s()+.-]/g, '')
        if (!/^[0-9]{6,15}$/.test(digits)) errors.phoneNumber = bodyMessages.phoneDigits
        else value.phoneNumber = digits
      }
      if (
        !errors.serviceType &&
        value.serviceType &&
        !(serviceTypeValues as readonly string[]).includes(value.serviceType)
      )
        errors.serviceType = validationMessages.serviceType
      if (!errors.locale && value.locale && !enquiryLocales.includes(value.locale as EnquiryLocale))
        errors.locale = bodyMessages.locale
      value.locale ??= 'en'

      let details: Details | null = null
      if (raw.details !== undefined && raw.details !== null) {
        const parsed = parseDetails(raw.details)
        if (parsed.ok) details = parsed.value
        else errors.details = parsed.error
      }

      let attribution: Attribution | null = null
      if (raw.attribution !== undefined && raw.attribution !== null) {
        const parsed = parseAttribution(raw.attribution)
        if (parsed.ok) attribution = parsed.value
        else errors.attribution = parsed.error
      }

      const whatsappUpdates = parseYesNo(raw.whatsappUpdates)
      if (whatsappUpdates === null) errors.whatsappUpdates = bodyMessages.yesOrNo('whatsappUpdates')

      const first = [...fields, ...Object.keys(raw)].find((name) => errors[name])
      if (first) return { ok: false, error: errors[first] as string, fields: errors }
      const checked = value as Omit<
        EnquiryBody<Details>,
        'details' | 'attribution' | 'whatsappUpdates'
      >
      return {
        ok: true,
        value: { ...checked, details, attribution, whatsappUpdates: whatsappUpdates ?? false },
      }
    },
  }
}
