// Finds Debian's Chromium for Playwright; never downloads a browser build.
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

const DEFAULT_PATH = '/usr/bin/chromium'
const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium'

export function chromiumPath() {
  return process.env.CHROME_PATH || DEFAULT_PATH
}

/** Returns a usable Chromium path, installing Debian's package when we are root on Debian. */
export function ensureChromium() {
  const path = chromiumPath()
  if (existsSync(path)) return path
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/etc/debian_version') && !process.env.CHROME_PATH) {
    console.log(`Chromium not found at ${path}; installing Debian's package: ${INSTALL_COMMAND}`)
    execSync(INSTALL_COMMAND, {
      stdio: 'inherit',
      shell: '/bin/bash',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (existsSync(path)) return path
  }
  console.error(`Chromium is required for the end-to-end tests but was not found at ${path}.`)
  console.error(
    `Install it with: sudo ${INSTALL_COMMAND}  (or set CHROME_PATH to a Chromium binary)`,
  )
  process.exit(1)
}
