import { isIP } from 'node:net'
import { resolve } from 'node:path'

/**
 * What the site build baked in. The server is bundled by the same `npm run build`, with the same
 * environment and `.env` files, so Vite's `import.meta.env` here holds the site's own values.
 */
export type BuiltSite = {
  /** VITE_RECAPTCHA_SITE_KEY: without it the browser can never send a token. */
  recaptchaSiteKey: string | undefined
  /** VITE_SITE_URL: the public origin the site was built for. */
  siteUrl: string | undefined
}

export const builtSite: BuiltSite = {
  recaptchaSiteKey: import.meta.env.VITE_RECAPTCHA_SITE_KEY?.trim() || undefined,
  siteUrl: import.meta.env.VITE_SITE_URL?.trim() || undefined,
}

/**
 * Which proxies may speak for the client in X-Forwarded-For/-Proto: false (none), a hop count
 * (that many proxies in front of us), or their addresses/CIDRs. Never "everyone": one spoofed
 * header would then choose the client IP that rate limits and the stored enquiry use.
 */
export type TrustProxy = false | number | string[]

/** Everything an operator may change, read once from the environment with safe defaults. */
export type Config = {
  port: number
  host: string
  production: boolean
  /** The built site: prerendered pages, 404.html and hashed assets. */
  distDir: string
  /** SQLite file used when no DATABASE_URL is given. */
  sqlitePath: string
  databaseUrl: string | undefined
  trustProxy: TrustProxy
  /**
   * Origins an enquiry may come from. Empty outside production means "the origin the request was
   * sent to" (a local preview on any port); production always names them.
   */
  allowedOrigins: string[]
  timeouts: {
    /** Whole request, headers and body: a slowly dripped body is cut off after this. */
    requestMs: number
    /** An idle socket (no bytes either way) is closed after this. */
    connectionMs: number
    /** An idle keep-alive connection is closed after this. */
    keepAliveMs: number
    /** PostgreSQL: opening a connection. */
    databaseConnectMs: number
    /** PostgreSQL: one statement, enforced by the server and by the client. */
    databaseQueryMs: number
    /** /api/health answers 503 when the database has not answered within this. */
    healthMs: number
    /** Start-up gives up when the database has not answered within this. */
    startupMs: number
  }
  recaptcha: {
    secret: string | undefined
    verifyUrl: string
    minScore: number
    /** Hostnames a token may come from; empty (outside production only) means the request's host. */
    hostnames: string[]
    timeoutMs: number
  }
  rateLimit: { enquiriesPerMinute: number; trackingPerMinute: number }
  mail: { smtpUrl: string | undefined; to: string; from: string }
  outbox: { pollMs: number; maxAttempts: number; retryBaseMs: number; leaseMs: number }
  /** Seed demo jobs into an empty database so a new user can try tracking at once. */
  seedDemo: boolean
}

type Env = Record<string, string | undefined>

/** A setting the server cannot run with; the message names the setting and what to do. */
export class ConfigError extends Error {}

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim()
  return value ? value : fallback
}

function number(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0)
    throw new ConfigError(`${name} must be a non-negative number, got "${raw}".`)
  return value
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase()
  if (!raw) return fallback
  return ['1', 'true', 'yes', 'on'].includes(raw)
}

const list = (env: Env, name: string) =>
  text(env, name, '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

// proxy-addr's names for whole private ranges, accepted alongside addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const version = isIP(address)
  if (!version || rest.length) return false
  if (bits === undefined) return true
  const prefix = Number(bits)
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128)
}

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? ''
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false
  if (/^\d+$/.test(value)) return Number(value)
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const wrong = entries.filter((entry) => !isProxyAddress(entry))
  if (wrong.length || ['true', 'yes', 'on'].includes(value.toLowerCase()))
    throw new ConfigError(
      `TRUST_PROXY must be a hop count (1 for one reverse proxy) or a comma-separated list of ` +
        `proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1); got "${value}". ` +
        `Trusting every X-Forwarded-For hop would let any client choose its own IP.`,
    )
  return entries
}

const originOf = (url: string | undefined) => {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * Everything production must have, each named with what it protects. Development tolerates all
 * of them missing, so a fresh clone runs with no keys at all.
 */
export function productionProblems(config: Config, site: BuiltSite): string[] {
  const problems: string[] = []
  if (!config.recaptcha.secret)
    problems.push('RECAPTCHA_SECRET is not set: enquiries would not be checked for bots.')
  if (!site.recaptchaSiteKey)
    problems.push(
      'VITE_RECAPTCHA_SITE_KEY was not set when the site was built: browsers could not get a ' +
        'reCAPTCHA token. Set it and run "npm run build" again.',
    )
  if (!config.recaptcha.hostnames.length)
    problems.push(
      'RECAPTCHA_HOSTNAMES is not set (nor VITE_SITE_URL at build time): tokens would be ' +
        'checked against the Host header the client sends.',
    )
  if (!config.allowedOrigins.length)
    problems.push(
      'ALLOWED_ORIGINS is not set (nor VITE_SITE_URL at build time): enquiries would be ' +
        'accepted from whatever origin the Host header names.',
    )
  return problems
}

export function loadConfig(
  env: Env = process.env,
  root = process.cwd(),
  site: BuiltSite = builtSite,
): Config {
  const production = env.NODE_ENV?.trim().toLowerCase() === 'production'
  const siteOrigin = originOf(site.siteUrl)

  const allowedOrigins = list(env, 'ALLOWED_ORIGINS').map((entry) => {
    const origin = originOf(entry)
    if (!origin)
      throw new ConfigError(
        `ALLOWED_ORIGINS must list origins such as https://www.example.qa; got "${entry}".`,
      )
    return origin
  })
  const hostnames = list(env, 'RECAPTCHA_HOSTNAMES').map((host) => host.toLowerCase())

  const config: Config = {
    port: number(env, 'PORT', 4173),
    // A laptop's preview stays private; a container must listen on every interface.
    host: text(env, 'HOST', production ? '0.0.0.0' : '127.0.0.1'),
    production,
    distDir: resolve(root, text(env, 'DIST_DIR', 'dist')),
    sqlitePath: resolve(root, text(env, 'SQLITE_PATH', 'server/data/site.db')),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: allowedOrigins.length
      ? allowedOrigins
      : production && siteOrigin
        ? [siteOrigin]
        : [],
    timeouts: {
      requestMs: number(env, 'REQUEST_TIMEOUT_MS', 10_000),
      connectionMs: number(env, 'CONNECTION_TIMEOUT_MS', 30_000),
      keepAliveMs: number(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000),
      databaseConnectMs: number(env, 'DB_CONNECT_TIMEOUT_MS', 5_000),
      databaseQueryMs: number(env, 'DB_QUERY_TIMEOUT_MS', 5_000),
      healthMs: number(env, 'HEALTH_TIMEOUT_MS', 2_000),
      startupMs: number(env, 'DB_STARTUP_TIMEOUT_MS', 15_000),
    },
    recaptcha: {
      secret: env.RECAPTCHA_SECRET?.trim() || undefined,
      verifyUrl: text(
        env,
        'RECAPTCHA_VERIFY_URL',
        'https://www.google.com/recaptcha/api/siteverify',
      ),
      minScore: number(env, 'RECAPTCHA_MIN_SCORE', 0.5),
      hostnames: hostnames.length
        ? hostnames
        : production && siteOrigin
          ? [new URL(siteOrigin).hostname]
          : [],
      timeoutMs: number(env, 'RECAPTCHA_TIMEOUT_MS', 5000),
    },
    rateLimit: {
      enquiriesPerMinute: number(env, 'RATE_LIMIT_ENQUIRIES_PER_MINUTE', 10),
      trackingPerMinute: number(env, 'RATE_LIMIT_TRACKING_PER_MINUTE', 30),
    },
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      to: text(env, 'NOTIFY_EMAIL', 'info@pearlcoastmovers.qa'),
      from: text(env, 'MAIL_FROM', 'Website <no-reply@pearlcoastmovers.qa>'),
    },
    outbox: {
      pollMs: number(env, 'OUTBOX_POLL_MS', 5000),
      maxAttempts: number(env, 'OUTBOX_MAX_ATTEMPTS', 12),
      retryBaseMs: number(env, 'OUTBOX_RETRY_BASE_MS', 30_000),
      leaseMs: number(env, 'OUTBOX_LEASE_MS', 120_000),
    },
    // Fictional customers have no place in a live database unless someone asks for them.
    seedDemo: flag(env, 'SEED_DEMO', !production),
  }

  if (production) {
    const problems = productionProblems(config, site)
    if (problems.length)
      throw new ConfigError(
        `Refusing to start with NODE_ENV=production:\n${problems.map((p) => `- ${p}`).join('\n')}`,
      )
  }
  return config
}
