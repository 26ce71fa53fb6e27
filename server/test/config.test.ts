import { describe, expect, it } from 'vitest'

import { loadConfig } from '../src/config.ts'

const keys = { RECAPTCHA_SECRET: 'secret', VITE_RECAPTCHA_SITE_KEY: 'site-key' }

describe('loadConfig', () => {
  it('listens on loopback only outside production, so a local preview stays private', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1')
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1')
  })

  it('listens on every interface in production, as containers need', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...keys }).host).toBe('0.0.0.0')
  })

  it('lets HOST override both defaults', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5', ...keys }).host).toBe('10.0.0.5')
  })

  it.each([
    [{}, 'RECAPTCHA_SECRET and VITE_RECAPTCHA_SITE_KEY are required'],
    [{ RECAPTCHA_SECRET: 'secret' }, 'VITE_RECAPTCHA_SITE_KEY is required'],
    [{ VITE_RECAPTCHA_SITE_KEY: 'site-key' }, 'RECAPTCHA_SECRET is required'],
  ])('refuses to start in production without both keys (%j)', (env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(message)
  })

  it('treats NODE_ENV case-insensitively, so Production gets the same checks', () => {
    expect(() => loadConfig({ NODE_ENV: 'Production' })).toThrow('RECAPTCHA_SECRET')
    expect(loadConfig({ NODE_ENV: ' PRODUCTION ', ...keys }).production).toBe(true)
  })
})
