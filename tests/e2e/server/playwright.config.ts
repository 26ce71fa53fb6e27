import { resolve } from 'node:path'

import { defineConfig, devices } from '@playwright/test'

// @ts-expect-error -- plain ESM helper shared with the runner script.
import { chromiumPath, CHROMIUM_ARGS } from '../chromium.mjs'

/**
 * The real thing: the built site served by the companion server with its SQLite database, no
 * faked API. Run by tests/e2e/run.mjs after the main suite, which deletes the database first.
 */
const PORT = Number(process.env.E2E_SERVER_PORT ?? 4310)
/** The test's own SMTP server listens here (tracking-privacy.e2e.ts); until then mail waits. */
export const E2E_SMTP_PORT = PORT + 2
export const E2E_DATABASE = resolve(import.meta.dirname, '../../../test-results/server-e2e/site.db')
/**
 * The staff console's own server: WebAuthn names a site by its host name, never an IP address,
 * so it is opened (and its links point) at localhost.
 */
export const CONSOLE_PORT = PORT + 3
export const CONSOLE_URL = `http://localhost:${CONSOLE_PORT}`
/** The console server's mail goes here (staff-console.e2e.ts listens), milestone e-mails too. */
export const CONSOLE_SMTP_PORT = PORT + 4
/**
 * The fake Graph API (tests/fakes/whatsapp-graph.mjs) the console server sends WhatsApp to: a
 * spec that needs it starts it here with this account, as the SMTP catchers are started; until
 * then a message the console sends waits for another try.
 */
export const WHATSAPP_PORT = PORT + 5
export const WHATSAPP_ACCOUNT = {
  token: 'e2e-whatsapp-token',
  phoneNumberId: '106540352242922',
  appSecret: 'e2e-whatsapp-app-secret',
  verifyToken: 'e2e-whatsapp-verify',
  port: WHATSAPP_PORT,
}
export const CONSOLE_DATABASE = resolve(
  import.meta.dirname,
  '../../../test-results/server-e2e/console.db',
)

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: '../../../test-results/server-e2e/output',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'node dist-ssr/server/main.js',
      url: `http://127.0.0.1:${PORT}/api/health`,
      cwd: '../../..',
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        SQLITE_PATH: E2E_DATABASE,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        // Links in e-mails lead back to this server.
        SITE_URL: `http://127.0.0.1:${PORT}`,
        OUTBOX_POLL_MS: '200',
        // Follow-ups go at any hour here, so no check waits on Doha's clock.
        FOLLOW_UP_ANY_HOUR: '1',
        // Every spec is one visitor at one address, and a ten-number link costs ten lookups.
        RATE_LIMIT_TRACKING_PER_MINUTE: '300',
        OUTBOX_RETRY_BASE_MS: '500',
      },
    },
    {
      command: 'node dist-ssr/server/main.js',
      url: `http://127.0.0.1:${CONSOLE_PORT}/api/health`,
      cwd: '../../..',
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(CONSOLE_PORT),
        HOST: '127.0.0.1',
        SQLITE_PATH: CONSOLE_DATABASE,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SITE_URL: CONSOLE_URL,
        SMTP_URL: `smtp://127.0.0.1:${CONSOLE_SMTP_PORT}`,
        OUTBOX_POLL_MS: '200',
        // Follow-ups go at any hour here, so no check waits on Doha's clock.
        FOLLOW_UP_ANY_HOUR: '1',
        OUTBOX_RETRY_BASE_MS: '500',
        // Every person in these specs signs in from the same address, a dozen times a minute,
        // and their customers track the same moves from it, three legs a lookup.
        RATE_LIMIT_STAFF_SIGN_IN_PER_MINUTE: '100',
        RATE_LIMIT_TRACKING_PER_MINUTE: '300',
        WHATSAPP_TOKEN: WHATSAPP_ACCOUNT.token,
        WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_ACCOUNT.phoneNumberId,
        WHATSAPP_APP_SECRET: WHATSAPP_ACCOUNT.appSecret,
        WHATSAPP_VERIFY_TOKEN: WHATSAPP_ACCOUNT.verifyToken,
        WHATSAPP_API_BASE: `http://127.0.0.1:${WHATSAPP_PORT}`,
      },
    },
  ],
})
