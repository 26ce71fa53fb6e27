import { defineConfig, devices } from '@playwright/test'

// @ts-expect-error -- plain ESM helper shared with the runner script.
import { chromiumPath, CHROMIUM_ARGS } from './chromium.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4300)

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: '../../test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: '**/*.mobile.spec.ts',
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: '**/*.mobile.spec.ts' },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/`,
    cwd: '../..',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
