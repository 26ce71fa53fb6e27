// WhatsApp's settings in production (issue 54): the Graph API is reached over https only, since
// every request carries the access token and a customer's message.
import { describe, expect, it } from 'vitest'

import { loadConfig, type BuiltSite } from '../src/config.ts'

const safe = {
  NODE_ENV: 'production',
  RECAPTCHA_SECRET: 'secret',
  RECAPTCHA_HOSTNAMES: 'www.example.qa',
  ALLOWED_ORIGINS: 'https://www.example.qa',
  WHATSAPP_TOKEN: 'token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'app-secret',
  WHATSAPP_VERIFY_TOKEN: 'verify',
}
const site: BuiltSite = { recaptchaSiteKey: 'site-key', siteUrl: undefined }
const refusal = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env, '/srv', site)
  } catch (error) {
    return (error as Error).message
  }
  return null
}

describe('WhatsApp in production', () => {
  it("starts with Meta's Graph API, the default", () => {
    expect(refusal(safe)).toBeNull()
    expect(loadConfig(safe, '/srv', site).whatsapp?.apiBase).toBe(
      'https://graph.facebook.com/v23.0',
    )
  })

  it('refuses a Graph API address that is not https://, and allows it outside production', () => {
    const plain = { ...safe, WHATSAPP_API_BASE: 'http://127.0.0.1:4745' }
    const message = refusal(plain)
    expect(message).toMatch(/^Refusing to start with NODE_ENV=production:\n- /)
    expect(message?.split('\n')[1]).toMatch(/^- WHATSAPP_API_BASE is not an https:\/\/ address/)
    expect(refusal({ ...plain, NODE_ENV: 'test' })).toBeNull()
  })
})
