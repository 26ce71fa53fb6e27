import { describe, expect, it } from 'vitest'

import { loadConfig, type BuiltSite } from '../src/config.ts'
import { parseTrustProxy } from '../src/settings/trust-proxy.ts'

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

  it('refuses follow-ups at any hour, which a test server may ask for', () => {
    const message = refusal({ ...safe, FOLLOW_UP_ANY_HOUR: '1' })
    expect(message?.split('\n')).toEqual([
      'Refusing to start with NODE_ENV=production:',
      expect.stringMatching(/^- FOLLOW_UP_ANY_HOUR is set: follow-ups would reach customers at night/),
    ])
    expect(loadConfig({ FOLLOW_UP_ANY_HOUR: '1' }, '/srv', builtWithKey).followUpsAnyHour).toBe(true)
    expect(loadConfig({}, '/srv', builtWithKey).followUpsAnyHour).toBe(false)
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

  it.each([
    'true',
    'yes',
    'on',
    'proxy.local',
    '10.0.0.0/33',
    '300.1.1.1',
    '1.5',
    // A range this wide trusts every client's own X-Forwarded-For, as `true` would.
    '0.0.0.0/0',
    '10.0.0.1,0.0.0.0/0',
    '0.0.0.0/1',
    '::/0',
    '::/6',
    // IPv4 written as IPv6 is judged as IPv4: every IPv4 client, or more than a /8 of them.
    '::ffff:0:0/96',
    '::ffff:0.0.0.0/96',
    '::/80',
    '::/7',
    '::ffff:0:0/100',
    '::ffff:10.0.0.0/103',
    '0:0:0:0:0:ffff:0:0/96',
  ])('refuses %j, naming the setting', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be a hop count/)
  })

  it('counts at most five proxies', () => {
    expect(parseTrustProxy('5')).toBe(5)
    expect(() => parseTrustProxy('6')).toThrow(/TRUST_PROXY counts at most 5 proxies; got 6/)
    expect(() => parseTrustProxy('1000')).toThrow(/TRUST_PROXY counts at most 5/)
  })

  it('takes the widest private ranges', () => {
    expect(parseTrustProxy('10.0.0.0/8,fc00::/7')).toEqual(['10.0.0.0/8', 'fc00::/7'])
  })

  it('takes IPv4 ranges written as IPv6 when they are as narrow as IPv4 ones must be', () => {
    const ranges = '::ffff:10.0.0.0/104,::ffff:a00:0/104,::ffff:192.168.1.1,::ffff:127.0.0.1/128'
    expect(parseTrustProxy(ranges)).toEqual(ranges.split(','))
  })
})

describe('every setting', () => {
  it('has a default, so an empty environment runs', () => {
    const config = loadConfig({}, '/srv', builtWithKey)
    expect(config).toMatchObject({
      port: 4173,
      logLevel: 'info',
      distDir: '/srv/dist',
      sqlitePath: '/srv/server/data/site.db',
      databaseUrl: undefined,
      redis: null,
      trustProxy: false,
      timeouts: { requestMs: 10_000, databaseQueryMs: 5_000, startupMs: 15_000 },
      recaptcha: {
        verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
        minScore: 0.5,
        timeoutMs: 5000,
      },
      rateLimit: { enquiriesPerMinute: 10, trackingPerMinute: 30 },
      privacy: { attemptsPerHour: 5, answerMs: 400 },
      mail: {
        smtpUrl: undefined,
        to: 'info@pearlcoastmovers.qa',
        siteUrl: 'http://localhost:4173',
      },
      outbox: { pollMs: 5000, maxAttempts: 12, retryBaseMs: 30_000, leaseMs: 120_000 },
    })
  })

  it('points links in e-mails at SITE_URL, else (in production) the built site or an allowed origin', () => {
    const siteUrl = (env: Record<string, string>, built?: string) =>
      loadConfig(env, '/srv', { ...builtWithKey, siteUrl: built }).mail.siteUrl
    const production = {
      NODE_ENV: 'production',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_HOSTNAMES: 'www.example.qa',
    }
    expect(
      siteUrl({ SITE_URL: 'https://staging.example.qa/track/' }, 'https://www.example.qa'),
    ).toBe('https://staging.example.qa')
    expect(siteUrl(production, 'https://www.example.qa/')).toBe('https://www.example.qa')
    expect(
      siteUrl({ ...production, ALLOWED_ORIGINS: 'https://b.example.qa,https://c.example.qa' }),
    ).toBe('https://b.example.qa')
    // Elsewhere, links lead back to this server, whatever site the build names.
    expect(siteUrl({ PORT: '8080' }, 'https://www.example.qa')).toBe('http://localhost:8080')
  })

  it('takes what an operator sets', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        LOG_LEVEL: 'warn',
        DATABASE_URL: 'postgres://site@db:5432/site',
        RECAPTCHA_MIN_SCORE: '0.7',
        SMTP_URL: 'smtps://mailer:secret@mail.example.qa:465',
        SEED_DEMO: 'off',
        REDIS_URL: 'rediss://:secret@redis.internal:6380/2',
      },
      '/srv',
      builtWithKey,
    )
    expect(config).toMatchObject({
      port: 8080,
      logLevel: 'warn',
      databaseUrl: 'postgres://site@db:5432/site',
      recaptcha: { minScore: 0.7 },
      mail: { smtpUrl: 'smtps://mailer:secret@mail.example.qa:465' },
      seedDemo: false,
      redis: { url: 'rediss://:secret@redis.internal:6380/2', timeoutMs: 250 },
    })
  })

  it('refuses to start on bad values, naming each with what it must be', () => {
    const message = refusal({
      PORT: 'eighty',
      HOST: 'my host',
      LOG_LEVEL: 'verbose',
      RECAPTCHA_MIN_SCORE: '5',
      RECAPTCHA_VERIFY_URL: 'siteverify',
      DATABASE_URL: 'mysql://db/site',
      REDIS_URL: 'redis-host:6379',
      SMTP_URL: 'mail.example.qa',
      NOTIFY_EMAIL: 'sales',
      OUTBOX_POLL_MS: '-1',
      SEED_DEMO: 'maybe',
      TRUST_PROXY: 'true',
      REVEAL_ATTEMPTS_PER_HOUR: 'five',
      SITE_URL: 'www.example.qa',
    })
    expect(message?.split('\n')).toEqual([
      'Refusing to start with these settings:',
      '- PORT must be a number from 0 to 65535; got "eighty".',
      '- HOST must be an IP address or a host name, such as 0.0.0.0 or localhost; got "my host".',
      '- DATABASE_URL must be a URL such as postgres://user:password@db-host:5432/site; got "mysql://db/site".',
      '- REDIS_URL must be a URL such as redis://redis-host:6379 (rediss:// for TLS); got "redis-host:6379".',
      expect.stringMatching(/^- TRUST_PROXY must be a hop count/),
      '- LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose".',
      '- RECAPTCHA_VERIFY_URL must be an http(s) URL; got "siteverify".',
      '- RECAPTCHA_MIN_SCORE must be a number from 0 to 1; got "5".',
      '- REVEAL_ATTEMPTS_PER_HOUR must be a non-negative number; got "five".',
      '- SITE_URL must be an http(s) URL such as https://www.pearlcoastmovers.qa; got "www.example.qa".',
      '- SMTP_URL must be a URL such as smtp://user:password@mail-host:587; got "mail.example.qa".',
      '- NOTIFY_EMAIL must be an e-mail address; got "sales".',
      '- OUTBOX_POLL_MS must be a non-negative number; got "-1".',
      '- SEED_DEMO must be one of 1, true, yes, on, 0, false, no, off; got "maybe".',
    ])
  })
})

describe('HEALTH_TOKEN', () => {
  it('is off by default, and taken when it is long enough to resist guessing', () => {
    expect(loadConfig({}, '/srv', builtWithKey).healthToken).toBeUndefined()
    const token = 'f'.repeat(32)
    expect(loadConfig({ HEALTH_TOKEN: token }, '/srv', builtWithKey).healthToken).toBe(token)
  })

  it.each(['short', 'f'.repeat(31), `${'f'.repeat(32)} space`])('refuses %j', (token) => {
    expect(refusal({ HEALTH_TOKEN: token })).toContain(
      'HEALTH_TOKEN must be at least 32 visible ASCII characters',
    )
  })
})

describe('the lead webhook', () => {
  const CRM_URL = 'https://crm.example.com/hooks/leads'
  const key = Buffer.from('a key of thirty-two random bytes')
  const WHSEC = `whsec_${key.toString('base64')}`

  it('is off unless both its address and its secret are set', () => {
    expect(loadConfig({}, '/srv', builtWithKey).leadWebhook).toBeNull()
  })

  it("takes a Standard Webhooks secret's key from the base64 after whsec_", () => {
    const config = loadConfig(
      { LEADS_WEBHOOK_URL: CRM_URL, LEADS_WEBHOOK_SECRET: WHSEC },
      '/srv',
      builtWithKey,
    )
    expect(config.leadWebhook).toEqual({ url: CRM_URL, key })
  })

  it('takes a secret without the prefix as its own bytes', () => {
    const config = loadConfig(
      { LEADS_WEBHOOK_URL: CRM_URL, LEADS_WEBHOOK_SECRET: 'correct horse battery staple' },
      '/srv',
      builtWithKey,
    )
    expect(config.leadWebhook?.key).toEqual(Buffer.from('correct horse battery staple'))
  })

  it.each([
    [{ LEADS_WEBHOOK_URL: CRM_URL }, 'LEADS_WEBHOOK_URL is set but LEADS_WEBHOOK_SECRET is not'],
    [{ LEADS_WEBHOOK_SECRET: WHSEC }, 'LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL is not'],
    [
      { LEADS_WEBHOOK_URL: 'crm.example.com/hooks', LEADS_WEBHOOK_SECRET: WHSEC },
      'LEADS_WEBHOOK_URL must be an http(s) URL such as https://crm.example.com/hooks/leads; ' +
        'got "crm.example.com/hooks".',
    ],
    [
      { LEADS_WEBHOOK_URL: 'ftp://crm.example.com/leads', LEADS_WEBHOOK_SECRET: WHSEC },
      'LEADS_WEBHOOK_URL must be an http(s) URL',
    ],
    [
      { LEADS_WEBHOOK_URL: CRM_URL, LEADS_WEBHOOK_SECRET: 'whsec_not base64!' },
      'LEADS_WEBHOOK_SECRET must be "whsec_" followed by the key in base64',
    ],
    [
      { LEADS_WEBHOOK_URL: CRM_URL, LEADS_WEBHOOK_SECRET: 'whsec_' },
      'LEADS_WEBHOOK_SECRET must be',
    ],
  ])('refuses to start with %o', (env, problem) => {
    const message = refusal(env)
    expect(message).toMatch(/^Refusing to start with these settings:\n- /)
    expect(message).toContain(problem)
    expect(message?.split('\n')).toHaveLength(2)
  })

  it('starts in production with an https:// address and a key of 24 bytes or more', () => {
    const key24 = `whsec_${Buffer.alloc(24, 7).toString('base64')}`
    expect(refusal({ ...safe, LEADS_WEBHOOK_URL: CRM_URL, LEADS_WEBHOOK_SECRET: key24 })).toBeNull()
  })

  it.each([
    [
      'LEADS_WEBHOOK_URL',
      { LEADS_WEBHOOK_URL: 'http://crm.example.com/hooks', LEADS_WEBHOOK_SECRET: WHSEC },
    ],
    ['LEADS_WEBHOOK_SECRET', { LEADS_WEBHOOK_URL: CRM_URL, LEADS_WEBHOOK_SECRET: 'x' }],
    // 23 bytes once the base64 after whsec_ is decoded, though the text is longer.
    [
      'LEADS_WEBHOOK_SECRET',
      {
        LEADS_WEBHOOK_URL: CRM_URL,
        LEADS_WEBHOOK_SECRET: `whsec_${Buffer.alloc(23, 7).toString('base64')}`,
      },
    ],
  ])('refuses in production a lead webhook that is not safe enough, naming %s', (setting, env) => {
    const message = refusal({ ...safe, ...env })
    expect(message).toMatch(/^Refusing to start with NODE_ENV=production:\n- /)
    expect(message?.split('\n')).toHaveLength(2)
    expect(message?.split('\n')[1]).toMatch(new RegExp(`^- ${setting} is`))
    // Development lets a local receiver on plain HTTP, with any key, be tried.
    expect(refusal(env)).toBeNull()
  })

  it('names both when the address and the key are wrong', () => {
    const message = refusal({
      ...safe,
      LEADS_WEBHOOK_URL: 'http://crm.example.com/',
      LEADS_WEBHOOK_SECRET: 'x',
    })
    expect(message).toContain('LEADS_WEBHOOK_URL is not an https:// address')
    expect(message).toContain('LEADS_WEBHOOK_SECRET is 1 byte long')
  })
})
