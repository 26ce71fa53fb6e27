import { describe, expect, it } from 'vitest'

import { loadConfig, parseTrustProxy, type BuiltSite } from '../src/config.ts'

/** A production configuration with everything it needs; each test removes one piece. */
const safe = {
  NODE_ENV: 'production',
  RECAPTCHA_SECRET: 'secret',
  RECAPTCHA_HOSTNAMES: 'www.example.qa',
  ALLOWED_ORIGINS: 'https://www.example.qa',
}
const builtWithKey: BuiltSite = { recaptchaSiteKey: 'site-key', siteUrl: undefined }
const refusal = (env: Record<string, string | undefined>, site = builtWithKey) => {
  try {
    loadConfig(env, '/srv', site)
  } catch (error) {
    return (error as Error).message
  }
  return null
}

describe('production configuration', () => {
  it('starts when every safety setting is present', () => {
    expect(refusal(safe)).toBeNull()
  })

  it.each([
    ['RECAPTCHA_SECRET', { ...safe, RECAPTCHA_SECRET: undefined }, builtWithKey],
    ['VITE_RECAPTCHA_SITE_KEY', safe, { recaptchaSiteKey: undefined, siteUrl: undefined }],
    ['RECAPTCHA_HOSTNAMES', { ...safe, RECAPTCHA_HOSTNAMES: '' }, builtWithKey],
    ['ALLOWED_ORIGINS', { ...safe, ALLOWED_ORIGINS: ' ' }, builtWithKey],
  ])('refuses to start without %s, naming it', (setting, env, site) => {
    const message = refusal(env, site)
    expect(message).toMatch(/^Refusing to start with NODE_ENV=production/)
    expect(message).toContain(setting)
    // Only the missing setting is named as a problem.
    expect(message?.split('\n')).toHaveLength(2)
  })

  it('names every missing setting at once', () => {
    const message = refusal({ NODE_ENV: 'production' }, { recaptchaSiteKey: '', siteUrl: '' })
    for (const setting of [
      'RECAPTCHA_SECRET',
      'VITE_RECAPTCHA_SITE_KEY',
      'RECAPTCHA_HOSTNAMES',
      'ALLOWED_ORIGINS',
    ])
      expect(message).toContain(setting)
  })

  it('compares NODE_ENV case-insensitively', () => {
    for (const NODE_ENV of ['Production', 'PRODUCTION', ' production '])
      expect(refusal({ NODE_ENV })).toMatch(/RECAPTCHA_SECRET/)
    expect(refusal({ NODE_ENV: 'development' })).toBeNull()
  })

  it('derives the reCAPTCHA hostname and the allowed origin from the built VITE_SITE_URL', () => {
    const config = loadConfig({ NODE_ENV: 'production', RECAPTCHA_SECRET: 's' }, '/srv', {
      recaptchaSiteKey: 'k',
      siteUrl: 'https://www.pearlcoastmovers.qa/',
    })
    expect(config.recaptcha.hostnames).toEqual(['www.pearlcoastmovers.qa'])
    expect(config.allowedOrigins).toEqual(['https://www.pearlcoastmovers.qa'])
  })

  it('leaves demo seeding off unless asked for', () => {
    expect(loadConfig(safe, '/srv', builtWithKey).seedDemo).toBe(false)
    expect(loadConfig({ ...safe, SEED_DEMO: '1' }, '/srv', builtWithKey).seedDemo).toBe(true)
    expect(loadConfig({}, '/srv', builtWithKey).seedDemo).toBe(true)
  })

  it('rejects an origin that is not one', () => {
    expect(refusal({ ALLOWED_ORIGINS: 'www.example.qa' })).toMatch(/ALLOWED_ORIGINS/)
  })
})

describe('HOST', () => {
  it('listens on loopback outside production and on every interface in production', () => {
    expect(loadConfig({}, '/srv', builtWithKey).host).toBe('127.0.0.1')
    expect(loadConfig({ NODE_ENV: 'test' }, '/srv', builtWithKey).host).toBe('127.0.0.1')
    expect(loadConfig(safe, '/srv', builtWithKey).host).toBe('0.0.0.0')
  })

  it('is overridden by HOST either way', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }, '/srv', builtWithKey).host).toBe('0.0.0.0')
    expect(loadConfig({ ...safe, HOST: '10.1.2.3' }, '/srv', builtWithKey).host).toBe('10.1.2.3')
  })
})

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of addresses and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toBe(false)
    expect(parseTrustProxy('0')).toBe(false)
    expect(parseTrustProxy('1')).toBe(1)
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ])
  })

  it.each(['true', 'yes', 'on', 'proxy.local', '10.0.0.0/33', '300.1.1.1', '1.5'])(
    'refuses %j, naming the setting',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be a hop count/)
    },
  )
})
