import { defineConfig, devices } from '@playwright/test'

// @ts-expect-error -- plain ESM helper shared with the runner script.
import { chromiumPath, CHROMIUM_ARGS } from '../chromium.mjs'

/**
 * Run by .ci/newcomer.sh against the README's `npm start` in a fresh clone with no reCAPTCHA keys
 * at all: the server it started is the one under test, so there is no webServer here.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  workers: 1,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: '../../../test-results/newcomer',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: process.env.NEWCOMER_URL,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
})
