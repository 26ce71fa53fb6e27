/**
 * WhatsApp through Meta's Cloud API (issue 54): WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID,
 * WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN, set together or not at all; with none set the
 * product stays on e-mail and `wa.me` links. WHATSAPP_API_BASE is Meta's Graph API unless a test
 * points it at its fake.
 */
import { checked, ConfigError, isUrl, optional, text } from './variables.ts'

export const whatsappVariables = {
  WHATSAPP_TOKEN: optional,
  WHATSAPP_PHONE_NUMBER_ID: checked(
    undefined,
    (value) => /^\d{5,20}$/.test(value),
    "digits only, as WhatsApp Manager shows the number's id",
  ),
  WHATSAPP_APP_SECRET: optional,
  WHATSAPP_VERIFY_TOKEN: optional,
  WHATSAPP_API_BASE: checked(
    'https://graph.facebook.com',
    (value) => isUrl(value, ['http:', 'https:']),
    'an http(s) URL such as https://graph.facebook.com',
  ),
  WHATSAPP_API_VERSION: text('v23.0'),
}

type WhatsAppValues = { [Name in keyof typeof whatsappVariables]: string | undefined }

export type WhatsAppSettings = {
  /** The system user's access token, sent as a Bearer token to the Graph API. */
  token: string
  phoneNumberId: string
  /** Signs the webhook's bodies (X-Hub-Signature-256). */
  appSecret: string
  /** What Meta's verification request must echo before the webhook is subscribed. */
  verifyToken: string
  /** The Graph API's origin and version, e.g. https://graph.facebook.com/v23.0 (no slash at the end). */
  apiBase: string
}

const REQUIRED = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const

/** The account, or null when none of it is set; part of it alone is refused. */
export function whatsappOf(vars: WhatsAppValues): WhatsAppSettings | null {
  const missing = REQUIRED.filter((name) => vars[name] === undefined)
  if (missing.length === REQUIRED.length) return null
  if (missing.length)
    throw new ConfigError(
      `Refusing to start with these settings:\n- ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set ` +
        'while other WHATSAPP_ settings are: messages could not be sent, or the webhook could ' +
        'not be verified. Set all four, or none.',
    )
  return {
    token: vars.WHATSAPP_TOKEN!,
    phoneNumberId: vars.WHATSAPP_PHONE_NUMBER_ID!,
    appSecret: vars.WHATSAPP_APP_SECRET!,
    verifyToken: vars.WHATSAPP_VERIFY_TOKEN!,
    apiBase: `${vars.WHATSAPP_API_BASE!.replace(/\/+$/, '')}/${vars.WHATSAPP_API_VERSION!.replace(/^\/+|\/+$/g, '')}`,
  }
}
