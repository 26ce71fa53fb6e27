// Finds Debian's Chromium for Playwright, and Debian's WebKitGTK driver for the WebKit spec;
// never downloads a browser build.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium'
}

/**
 * Makes sure each path exists, installing `packages` from Debian when we are root on Debian and
 * nothing overrides the path; otherwise stops with the install command.
 */
function ensureDebian(paths, packages, what, overridden) {
  const missing = () => paths.filter((path) => !existsSync(path))
  if (missing().length === 0) return
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/etc/debian_version') && !overridden) {
    console.log(`${what} not found at ${missing().join(', ')}; installing Debian's: ${command}`)
    execSync(command, {
      stdio: 'inherit',
      shell: '/bin/bash',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (missing().length === 0) return
  }
  console.error(
    `${what} is required for the end-to-end tests but ${missing().join(', ')} is missing.`,
  )
  console.error(`Install it with: sudo ${command}`)
  process.exit(1)
}

/** Returns a usable Chromium path, installing Debian's package when we are root on Debian. */
export function ensureChromium() {
  const path = chromiumPath()
  ensureDebian(
    [path],
    ['chromium'],
    'Chromium (or set CHROME_PATH to a Chromium binary)',
    Boolean(process.env.CHROME_PATH),
  )
  return path
}

/**
 * Makes sure WebKitGTK's WebDriver, the virtual screen it draws on (Xvfb) and openssl, which makes
 * the certificate its https:// console uses (server/https-console.ts), are here.
 */
export function ensureWebKit() {
  ensureDebian(
    ['/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb', '/usr/bin/openssl'],
    ['webkit2gtk-driver', 'xvfb', 'openssl'],
    'WebKitGTK’s WebDriver',
    false,
  )
}
