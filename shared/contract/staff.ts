/**
 * The staff console's contract: its roles, what each may do, and the requests its API takes. The
 * console and the server read the same rules, so a button a role cannot use is never shown and
 * never trusted.
 */
import { EMAIL_PATTERN, MAX_EMAIL } from './email.ts'
import { hiddenCharacterProblem } from './hidden-characters.ts'
import type { Schema } from './messages.ts'
import { isSingleLine } from './single-line.ts'
import { staffMessages } from './staff-messages.ts'

export const STAFF_ROLES = ['admin', 'sales', 'operations'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const isStaffRole = (value: unknown): value is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(value)

/** What each kind of work needs: sales work leads, operations shipments, admins everything. */
export const STAFF_ABILITIES = {
  leads: ['admin', 'sales'],
  shipments: ['admin', 'operations'],
  staff: ['admin'],
  audit: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>
export type StaffAbility = keyof typeof STAFF_ABILITIES

export const can = (role: StaffRole, ability: StaffAbility) =>
  (STAFF_ABILITIES[ability] as readonly StaffRole[]).includes(role)

/** A staff session ends after this long without use… */
export const SESSION_IDLE_MS = 30 * 60_000
/** …and this long after sign-in in any case. */
export const SESSION_MAX_MS = 12 * 60 * 60_000

/** A one-time link's token: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/
export const MAX_STAFF_NAME = 100
/** The longest search the leads inbox and the shipments desk take; a longer one is refused. */
export const MAX_SEARCH = 100

/** A request body's fields; anything but a plain object has none. */
export const object = (input: unknown): Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : {}

/** A refusal naming its one field. */
export const refuse = (field: string, error: string) =>
  ({ ok: false, error, fields: { [field]: error } }) as const

/** The account a person signs in to, as the console shows it. */
export type StaffMember = { id: number; email: string; name: string; role: StaffRole }

/** `{ token }`: an enrolment or sign-in link's token, as its page read it from the address. */
export const linkTokenSchema: Schema<{ token: string }> = {
  parse(input) {
    const { token } = object(input)
    return typeof token === 'string' && TOKEN.test(token)
      ? { ok: true, value: { token } }
      : refuse('token', staffMessages.badLink)
  },
}

/** `{ email }`: who asks for a sign-in link by e-mail. */
export const signInLinkSchema: Schema<{ email: string }> = {
  parse(input) {
    const raw = object(input).email
    const email = typeof raw === 'string' ? raw.trim().toLowerCase() : ''
    return email && email.length <= MAX_EMAIL && EMAIL_PATTERN.test(email)
      ? { ok: true, value: { email } }
      : refuse('email', staffMessages.badEmail)
  },
}

/** What a browser's WebAuthn call answered, with the handle of the challenge it answered. */
export type PasskeyAnswer = { challengeId: string; response: Record<string, unknown> }

/** The answer's inside is checked by the WebAuthn library; here only its outline. */
export const passkeyAnswerSchema: Schema<PasskeyAnswer> = {
  parse(input) {
    const { challengeId, response } = object(input)
    if (typeof challengeId !== 'string' || !TOKEN.test(challengeId))
      return refuse('challengeId', staffMessages.badPasskey)
    if (typeof response !== 'object' || response === null || Array.isArray(response))
      return refuse('response', staffMessages.badPasskey)
    return { ok: true, value: { challengeId, response: response as Record<string, unknown> } }
  },
}

/** An enrolment answer also names the link it enrols through. */
export const enrolmentAnswerSchema: Schema<PasskeyAnswer & { token: string }> = {
  parse(input) {
    const token = linkTokenSchema.parse(input)
    if (!token.ok) return token
    const answer = passkeyAnswerSchema.parse(input)
    return answer.ok ? { ok: true, value: { ...answer.value, ...token.value } } : answer
  },
}

export type NewStaffMember = { email: string; name: string; role: StaffRole }

/** A new account: an address, a name on one line, and one of the roles. */
export const newStaffMemberSchema: Schema<NewStaffMember> = {
  parse(input) {
    const raw = object(input)
    const email = typeof raw.email === 'string' ? raw.email.trim().toLowerCase() : ''
    const name = typeof raw.name === 'string' ? raw.name.trim() : ''
    if (!email || email.length > MAX_EMAIL || !EMAIL_PATTERN.test(email))
      return refuse('email', staffMessages.badEmail)
    // A name is shown beside every change its member makes: nothing hidden may reorder it.
    const hidden = name && hiddenCharacterProblem(name)
    if (hidden) return refuse('name', hidden)
    if (!name || name.length > MAX_STAFF_NAME || !isSingleLine(name))
      return refuse('name', staffMessages.badName(MAX_STAFF_NAME))
    if (!isStaffRole(raw.role)) return refuse('role', staffMessages.badRole)
    return { ok: true, value: { email, name, role: raw.role } }
  },
}

/** A record id: a positive whole number, else null. */
export const positiveId = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null

/** `{ id }`: the record (a session, an account) a change is about. */
export const recordIdSchema: Schema<{ id: number }> = {
  parse(input) {
    const id = positiveId(object(input).id)
    return id === null ? refuse('id', staffMessages.badId) : { ok: true, value: { id } }
  },
}

/** `{ id, disabled }`: an account to disable, or to enable again. */
export const memberStatusSchema: Schema<{ id: number; disabled: boolean }> = {
  parse(input) {
    const raw = object(input)
    const id = positiveId(raw.id)
    if (id === null) return refuse('id', staffMessages.badId)
    if (typeof raw.disabled !== 'boolean') return refuse('disabled', staffMessages.badDisabled)
    return { ok: true, value: { id, disabled: raw.disabled } }
  },
}

/** A passkey's credential id as WebAuthn gives it: base64url, at most 1,023 bytes' worth. */
const CREDENTIAL_ID = /^[A-Za-z0-9_-]{1,1400}$/
export const MAX_PASSKEY_NAME = 60

const passkeyId = (value: unknown) =>
  typeof value === 'string' && CREDENTIAL_ID.test(value) ? value : null

/** `{ passkey }`: one of the signed-in member's passkeys, to remove. */
export const passkeyIdSchema: Schema<{ passkey: string }> = {
  parse(input) {
    const passkey = passkeyId(object(input).passkey)
    return passkey === null
      ? refuse('passkey', staffMessages.badPasskeyId)
      : { ok: true, value: { passkey } }
  },
}

/** `{ passkey, name }`: what the member calls one of their passkeys, on one line. */
export const passkeyNameSchema: Schema<{ passkey: string; name: string }> = {
  parse(input) {
    const raw = object(input)
    const passkey = passkeyId(raw.passkey)
    if (passkey === null) return refuse('passkey', staffMessages.badPasskeyId)
    const name = typeof raw.name === 'string' ? raw.name.trim() : ''
    // eslint-disable-next-line no-control-regex
    const control = /[\u0000-\u001f\u007f-\u009f]/.test(name)
    if (!name || name.length > MAX_PASSKEY_NAME || control || !isSingleLine(name))
      return refuse('name', staffMessages.badPasskeyName(MAX_PASSKEY_NAME))
    return { ok: true, value: { passkey, name } }
  },
}

/** `{ id, passkey }`: an admin takes back one of account `id`'s passkeys. */
export const memberPasskeySchema: Schema<{ id: number; passkey: string }> = {
  parse(input) {
    const raw = object(input)
    const id = positiveId(raw.id)
    if (id === null) return refuse('id', staffMessages.badId)
    const passkey = passkeyId(raw.passkey)
    return passkey === null
      ? refuse('passkey', staffMessages.badPasskeyId)
      : { ok: true, value: { id, passkey } }
  },
}

/** A passkey as the account page and the members page list it; `id` is its credential id. */
export type PasskeyListing = {
  id: string
  name: string
  createdAt: number
  lastUsedAt: number | null
  /** WebAuthn's credentialDeviceType; null for a passkey made before it was kept. */
  deviceType: 'singleDevice' | 'multiDevice' | null
  backedUp: boolean | null
}
