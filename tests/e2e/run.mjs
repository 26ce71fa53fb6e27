// `npm run test:e2e`: build the production bundle, then drive it with Playwright in Debian's Chromium.
import { execSync } from 'node:child_process'
import { rmSync } from 'node:fs'

import { ensureChromium, ensureWebKit } from './chromium.mjs'

ensureChromium()
// The console's phone check in WebKit, as on an iPhone (tests/e2e/server/webkit-phone.e2e.ts).
ensureWebKit()
// A site key makes the build load reCAPTCHA; the specs answer its script with a local stand-in.
const env = {
  ...process.env,
  VITE_RECAPTCHA_SITE_KEY: process.env.VITE_RECAPTCHA_SITE_KEY || 'e2e-site-key',
}
const run = (command) => execSync(command, { stdio: 'inherit', env })
if (!process.argv.includes('--no-build')) run('npm run build --silent')
const extra = process.argv
  .slice(2)
  .filter((arg) => arg !== '--no-build')
  .join(' ')
run(`npx playwright test -c tests/e2e/playwright.config.ts ${extra}`)
// Then the built site with the real companion server and a fresh SQLite database (no faked API).
rmSync('test-results/server-e2e', { recursive: true, force: true })
run(`npx playwright test -c tests/e2e/server/playwright.config.ts ${extra}`)
