// `npm run test:e2e`: build the production bundle, then drive it with Playwright in Debian's Chromium.
import { execSync } from 'node:child_process'

import { ensureChromium } from './chromium.mjs'

ensureChromium()
const run = (command) => execSync(command, { stdio: 'inherit', env: process.env })
if (!process.argv.includes('--no-build')) run('npx vite build --logLevel warn')
const extra = process.argv
  .slice(2)
  .filter((arg) => arg !== '--no-build')
  .join(' ')
run(`npx playwright test -c tests/e2e/playwright.config.ts ${extra}`)
