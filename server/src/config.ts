import { resolve } from 'node:path'

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
  /** Honour X-Forwarded-* from a reverse proxy (client IP for rate limits, https for HSTS). */
  trustProxy: boolean
  recaptcha: {
    secret: string | undefined
    verifyUrl: string
    minScore: number
    /** Hostnames a token may come from; empty means "the host the request was sent to". */
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

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim()
  return value ? value : fallback
}

function number(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, got "${raw}".`)
  return value
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase()
  if (!raw) return fallback
  return ['1', 'true', 'yes', 'on'].includes(raw)
}

export function loadConfig(env: Env = process.env, root = process.cwd()): Config {
  // 'Production' or 'PRODUCTION' must not slip past the checks below.
  const production = env.NODE_ENV?.trim().toLowerCase() === 'production'
  const secret = env.RECAPTCHA_SECRET?.trim() || undefined
  if (production) {
    // The site key is baked into the build; the server's copy says the build was made with one.
    const missing = [
      secret ? null : 'RECAPTCHA_SECRET',
      env.VITE_RECAPTCHA_SITE_KEY?.trim() ? null : 'VITE_RECAPTCHA_SITE_KEY',
    ].filter(Boolean)
    if (missing.length)
      throw new Error(
        `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required when NODE_ENV=production: ` +
          'without both keys enquiries are not checked for bots (build the site with the same VITE_RECAPTCHA_SITE_KEY).',
      )
  }
  return {
    port: number(env, 'PORT', 4173),
    // A laptop's preview stays on the laptop; a container must listen on every interface.
    host: text(env, 'HOST', production ? '0.0.0.0' : '127.0.0.1'),
    production,
    distDir: resolve(root, text(env, 'DIST_DIR', 'dist')),
    sqlitePath: resolve(root, text(env, 'SQLITE_PATH', 'server/data/site.db')),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    trustProxy: flag(env, 'TRUST_PROXY', false),
    recaptcha: {
      secret,
      verifyUrl: text(
        env,
        'RECAPTCHA_VERIFY_URL',
        'https://www.google.com/recaptcha/api/siteverify',
      ),
      minScore: number(env, 'RECAPTCHA_MIN_SCORE', 0.5),
      hostnames: text(env, 'RECAPTCHA_HOSTNAMES', '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
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
    seedDemo: flag(env, 'SEED_DEMO', true),
  }
}
