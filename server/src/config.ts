import { resolve } from 'node:path'

import { EMAIL_PATTERN } from '@contract/email.ts'

import { bankOf, bankVariables } from './settings/bank.ts'
import { parseTrustProxy } from './settings/trust-proxy.ts'
import { whatsappOf, whatsappVariables } from './settings/whatsapp.ts'
import { parseWebhookSecret, WEBHOOK_KEY_MIN_BYTES } from './settings/webhook-secret.ts'
import {
  checked,
  ConfigError,
  flag,
  isHost,
  isUrl,
  list,
  number,
  oneOf,
  optional,
  originOf,
  port,
  readVariables,
  text,
  type Env,
} from './settings/variables.ts'

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

const builtSite: BuiltSite = {
  recaptchaSiteKey: import.meta.env.VITE_RECAPTCHA_SITE_KEY?.trim() || undefined,
  siteUrl: import.meta.env.VITE_SITE_URL?.trim() || undefined,
}

/**
 * Everything production must have, each named with what it protects. Development tolerates all
 * of them missing, so a fresh clone runs with no keys at all.
 */
function productionProblems(config: Config, site: BuiltSite): string[] {
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
  if (config.followUpsAnyHour)
    problems.push(
      'FOLLOW_UP_ANY_HOUR is set: follow-ups would reach customers at night and on Friday ' +
        'morning. It is for end-to-end test servers only; unset it.',
    )
  const webhook = config.leadWebhook
  if (webhook && new URL(webhook.url).protocol !== 'https:')
    problems.push(
      'LEADS_WEBHOOK_URL is not an https:// address: every lead (names, phone numbers) would ' +
        "cross the network readable by anyone on the way. Use the CRM's https:// address.",
    )
  if (config.whatsapp && new URL(config.whatsapp.apiBase).protocol !== 'https:')
    problems.push(
      'WHATSAPP_API_BASE is not an https:// address: the access token and every message would ' +
        "cross the network readable by anyone on the way. Leave it unset for Meta's Graph API.",
    )
  if (webhook && webhook.key.length < WEBHOOK_KEY_MIN_BYTES)
    problems.push(
      `LEADS_WEBHOOK_SECRET is ${webhook.key.length} byte${webhook.key.length === 1 ? '' : 's'} long: a key shorter than ` +
        `${WEBHOOK_KEY_MIN_BYTES} bytes can be guessed, and signatures forged. Use the ` +
        '"whsec_…" secret the CRM gives (Standard Webhooks keys are 24 to 64 bytes).',
    )
  return problems
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const origin = (entry: string) => {
  const parsed = originOf(entry)
  if (!parsed)
    throw new ConfigError(
      `ALLOWED_ORIGINS must list origins such as https://www.example.qa; got "${entry}".`,
    )
  return parsed
}

/**
 * Every variable the server reads, with its default and its rule. Two defaults depend on whether
 * this is production: where it listens, and whether demo jobs are seeded.
 */
const variables = (production: boolean) => ({
  PORT: port,
  // A laptop's preview stays private; a container must listen on every interface.
  HOST: checked(
    production ? '0.0.0.0' : '127.0.0.1',
    isHost,
    'an IP address or a host name, such as 0.0.0.0 or localhost',
  ),
  DIST_DIR: text('dist'),
  SQLITE_PATH: text('server/data/site.db'),
  DATABASE_URL: checked(
    undefined,
    (value) => isUrl(value, ['postgres:', 'postgresql:', 'socket:']),
    'a URL such as postgres://user:password@db-host:5432/site',
  ),
  REDIS_URL: checked(
    undefined,
    (value) => isUrl(value, ['redis:', 'rediss:']),
    'a URL such as redis://redis-host:6379 (rediss:// for TLS)',
  ),
  REDIS_TIMEOUT_MS: number(250),
  TRUST_PROXY: parseTrustProxy,
  ALLOWED_ORIGINS: list(origin),
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  REQUEST_TIMEOUT_MS: number(10_000),
  CONNECTION_TIMEOUT_MS: number(30_000),
  KEEP_ALIVE_TIMEOUT_MS: number(5_000),
  DB_CONNECT_TIMEOUT_MS: number(5_000),
  DB_QUERY_TIMEOUT_MS: number(5_000),
  HEALTH_TIMEOUT_MS: number(2_000),
  HEALTH_TOKEN: checked(
    undefined,
    (value) => /^[\x21-\x7e]{32,}$/.test(value),
    'at least 32 visible ASCII characters, e.g. from "openssl rand -hex 32"',
  ),
  DB_STARTUP_TIMEOUT_MS: number(15_000),
  RECAPTCHA_SECRET: optional,
  RECAPTCHA_VERIFY_URL: checked(
    'https://www.google.com/recaptcha/api/siteverify',
    (value) => isUrl(value, ['http:', 'https:']),
    'an http(s) URL',
  ),
  RECAPTCHA_MIN_SCORE: number(0.5, 1),
  RECAPTCHA_HOSTNAMES: list((name) => name.toLowerCase()),
  RECAPTCHA_TIMEOUT_MS: number(5000),
  RATE_LIMIT_ENQUIRIES_PER_MINUTE: number(10),
  RATE_LIMIT_TRACKING_PER_MINUTE: number(30),
  RATE_LIMIT_PLAIN_FORMS_PER_HOUR: number(60),
  RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: number(10),
  REVEAL_ATTEMPTS_PER_HOUR: number(5),
  REVEAL_NUMBER_ATTEMPTS_PER_HOUR: number(50),
  REVEAL_ANSWER_MS: number(400, 10_000),
  SITE_URL: checked(
    undefined,
    (value) => originOf(value) !== undefined,
    'an http(s) URL such as https://www.pearlcoastmovers.qa',
  ),
  SMTP_URL: checked(
    undefined,
    (value) => isUrl(value, ['smtp:', 'smtps:']),
    'a URL such as smtp://user:password@mail-host:587',
  ),
  NOTIFY_EMAIL: checked(
    'info@pearlcoastmovers.qa',
    (value) => EMAIL_PATTERN.test(value),
    'an e-mail address',
  ),
  MAIL_FROM: text('Website <no-reply@pearlcoastmovers.qa>'),
  OUTBOX_POLL_MS: number(5000),
  OUTBOX_MAX_ATTEMPTS: number(12),
  OUTBOX_RETRY_BASE_MS: number(30_000),
  OUTBOX_LEASE_MS: number(120_000),
  LEADS_WEBHOOK_URL: checked(
    undefined,
    (value) => isUrl(value, ['http:', 'https:']),
    'an http(s) URL such as https://crm.example.com/hooks/leads',
  ),
  LEADS_WEBHOOK_SECRET: parseWebhookSecret,
  BACKUP_DIR: optional,
  BACKUP_KEEP: number(14),
  // Fictional customers have no place in a live database unless someone asks for them.
  SEED_DEMO: flag(!production),
  // An end-to-end test server sends follow-ups at any hour, so its checks do not depend on Doha's.
  FOLLOW_UP_ANY_HOUR: flag(false),
  ...bankVariables,
  ...whatsappVariables,
})

/**
 * The CRM's address and the key leads are signed with come as a pair: an address alone would send
 * leads nobody can verify, a secret alone would look configured while sending nothing.
 */
function leadWebhookOf(url: string | undefined, key: Buffer | undefined) {
  if (url && key) return { url, key }
  if (!url && !key) return null
  throw new ConfigError(
    `Refusing to start with these settings:\n- ${
      url
        ? 'LEADS_WEBHOOK_URL is set but LEADS_WEBHOOK_SECRET is not: leads sent to the CRM ' +
          'could not be signed. Set the secret the CRM gave you, or unset the URL.'
        : 'LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL is not: no lead would be sent. ' +
          "Set the CRM's address, or unset the secret."
    }`,
  )
}

export type Config = ReturnType<typeof loadConfig>

export function loadConfig(
  env: Env = process.env,
  root = process.cwd(),
  site: BuiltSite = builtSite,
) {
  const production = env.NODE_ENV?.trim().toLowerCase() === 'production'
  const siteOrigin = originOf(site.siteUrl)
  const vars = readVariables(variables(production), env)
  const allowedOrigins = vars.ALLOWED_ORIGINS.length
    ? vars.ALLOWED_ORIGINS
    : production && siteOrigin
      ? [siteOrigin]
      : []

  /** Everything an operator may change, read once from the environment with safe defaults. */
  const config = {
    port: vars.PORT,
    host: vars.HOST,
    production,
    /** The least severe log line written. */
    logLevel: vars.LOG_LEVEL,
    /** The built site: prerendered pages, 404.html and hashed assets. */
    distDir: resolve(root, vars.DIST_DIR),
    /** SQLite file used when no DATABASE_URL is given. */
    sqlitePath: resolve(root, vars.SQLITE_PATH),
    databaseUrl: vars.DATABASE_URL,
    /**
     * Redis, shared by every instance: their rate limits and the consoles' live updates. Unset,
     * one instance counts in its own memory (docs/decisions/031).
     */
    redis: vars.REDIS_URL ? { url: vars.REDIS_URL, timeoutMs: vars.REDIS_TIMEOUT_MS } : null,
    trustProxy: vars.TRUST_PROXY,
    /**
     * Origins an enquiry may come from. Empty outside production means "the origin the request
     * was sent to" (a local preview on any port); production always names them.
     */
    allowedOrigins,
    timeouts: {
      /** Whole request, headers and body: a slowly dripped body is cut off after this. */
      requestMs: vars.REQUEST_TIMEOUT_MS,
      /** An idle socket (no bytes either way) is closed after this. */
      connectionMs: vars.CONNECTION_TIMEOUT_MS,
      /** An idle keep-alive connection is closed after this. */
      keepAliveMs: vars.KEEP_ALIVE_TIMEOUT_MS,
      /** PostgreSQL: opening a connection. */
      databaseConnectMs: vars.DB_CONNECT_TIMEOUT_MS,
      /** PostgreSQL: one statement, enforced by the server and by the client. */
      databaseQueryMs: vars.DB_QUERY_TIMEOUT_MS,
      /** /api/health answers 503 when the database has not answered within this. */
      healthMs: vars.HEALTH_TIMEOUT_MS,
      /** Start-up gives up when the database has not answered within this. */
      startupMs: vars.DB_STARTUP_TIMEOUT_MS,
    },
    recaptcha: {
      secret: vars.RECAPTCHA_SECRET,
      verifyUrl: vars.RECAPTCHA_VERIFY_URL,
      minScore: vars.RECAPTCHA_MIN_SCORE,
      /** Hostnames a token may come from; empty (outside production only) means the request's host. */
      hostnames: vars.RECAPTCHA_HOSTNAMES.length
        ? vars.RECAPTCHA_HOSTNAMES
        : production && siteOrigin
          ? [new URL(siteOrigin).hostname]
          : [],
      timeoutMs: vars.RECAPTCHA_TIMEOUT_MS,
    },
    rateLimit: {
      enquiriesPerMinute: vars.RATE_LIMIT_ENQUIRIES_PER_MINUTE,
      trackingPerMinute: vars.RATE_LIMIT_TRACKING_PER_MINUTE,
      /** Enquiries sent as plain forms (no bot check possible), from all clients together. */
      plainFormsPerHour: vars.RATE_LIMIT_PLAIN_FORMS_PER_HOUR,
      /** Staff sign-in attempts (passkey, link, link request, enrolment) per client. */
      staffSignInPerMinute: vars.RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE,
    },
    /** The second factor that reveals a job's personal fields or subscribes to its milestones. */
    privacy: {
      /** Wrong answers allowed per client (address, or IPv6 /64), in any hour. */
      attemptsPerHour: vars.REVEAL_ATTEMPTS_PER_HOUR,
      /**
       * Wrong answers allowed per tracking number from all clients together, in any hour: high
       * enough that one stranger cannot lock the owner out, low enough to stop a spread-out guess.
       */
      numberAttemptsPerHour: vars.REVEAL_NUMBER_ATTEMPTS_PER_HOUR,
      /** Every answer of those endpoints takes at least this long, found or not, right or wrong. */
      answerMs: vars.REVEAL_ANSWER_MS,
    },
    mail: {
      smtpUrl: vars.SMTP_URL,
      to: vars.NOTIFY_EMAIL,
      from: vars.MAIL_FROM,
      /**
       * The public origin that links in e-mails to customers point at. Production always has an
       * allowed origin (or refuses to start); elsewhere links lead back to this server, whatever
       * public site the build names.
       */
      siteUrl:
        originOf(vars.SITE_URL) ??
        (production ? (siteOrigin ?? allowedOrigins[0]) : undefined) ??
        `http://localhost:${vars.PORT}`,
    },
    outbox: {
      pollMs: vars.OUTBOX_POLL_MS,
      maxAttempts: vars.OUTBOX_MAX_ATTEMPTS,
      retryBaseMs: vars.OUTBOX_RETRY_BASE_MS,
      leaseMs: vars.OUTBOX_LEASE_MS,
    },
    /**
     * A monitor that sends it as a Bearer token reads /api/health's details (queues, the CRM's
     * last error, mail held); without it, only admins read them, in the console.
     */
    healthToken: vars.HEALTH_TOKEN,
    /** Where each new lead is POSTed, signed with `key` (Standard Webhooks); null sends none. */
    leadWebhook: leadWebhookOf(vars.LEADS_WEBHOOK_URL, vars.LEADS_WEBHOOK_SECRET),
    /**
     * The running server's daily backup (03:30 Doha) into `dir`, each kept `keepDays` days; null
     * schedules none (docs/decisions/041).
     */
    backup: vars.BACKUP_DIR
      ? { dir: resolve(root, vars.BACKUP_DIR), keepDays: vars.BACKUP_KEEP }
      : null,
    /** Seed demo jobs into an empty database so a new user can try tracking at once. */
    seedDemo: vars.SEED_DEMO,
    /** Follow-ups reach customers at any hour (end-to-end test servers only). */
    followUpsAnyHour: vars.FOLLOW_UP_ANY_HOUR,
    /** Where a quote's deposit is paid (BANK_*); null until it is set. */
    bank: bankOf(vars),
    /** Meta's WhatsApp Cloud API (WHATSAPP_*); null keeps every message on e-mail. */
    whatsapp: whatsappOf(vars),
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
