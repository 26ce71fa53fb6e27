import { ConfigError } from './variables.ts'

const PREFIX = 'whsec_'
/** Standard Webhooks asks for a key of 24 to 64 bytes; production refuses a shorter one. */
export const WEBHOOK_KEY_MIN_BYTES = 24
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/**
 * The key that signs webhooks, from a secret as Standard Webhooks writes it: `whsec_` and the
 * key's bytes in base64 (what Svix, and the CRMs that follow the spec, hand out). A secret without
 * the prefix is taken as it is, its UTF-8 bytes being the key, for receivers that let you choose a
 * plain shared password.
 */
export function parseWebhookSecret(raw: string | undefined): Buffer | undefined {
  const value = raw?.trim()
  if (!value) return undefined
  if (!value.startsWith(PREFIX)) return Buffer.from(value, 'utf8')
  const encoded = value.slice(PREFIX.length)
  if (!encoded || !BASE64.test(encoded))
    throw new ConfigError(
      'LEADS_WEBHOOK_SECRET must be "whsec_" followed by the key in base64 (as the CRM gives ' +
        'it), or a plain secret without that prefix; the part after "whsec_" is not base64.',
    )
  return Buffer.from(encoded, 'base64')
}
