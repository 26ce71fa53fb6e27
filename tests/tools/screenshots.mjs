// `npm run screenshots [-- /path ...]`: full-page PNGs of every route at phone, tablet and desktop
// widths, written to screenshots/ (ignored by git) so a person can look at every page.
import { execSync, spawn } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import { setTimeout as delay } from 'node:timers/promises'

import { chromium } from 'playwright-core'

import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.mjs'

const PORT = 4310
const WIDTHS = (process.env.WIDTHS ?? '360,768,1024,1440').split(',').map(Number)
const OUT = 'screenshots'

const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'))

/** Every prerendered page: dist/<path>/index.html, found after the build. */
function prerenderedRoutes(dir = 'dist', prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && entry.name === 'index.html') return [prefix || '/']
    if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'images')
      return prerenderedRoutes(`${dir}/${entry.name}`, `${prefix}/${entry.name}`)
    return []
  })
}

const executablePath = ensureChromium()
if (!process.argv.includes('--no-build')) execSync('npm run build --silent', { stdio: 'inherit' })
const server = spawn(
  'npx',
  ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  {
    stdio: 'ignore',
    detached: true,
  },
)
await delay(2500)
mkdirSync(OUT, { recursive: true })
const routes = requested.length ? requested : prerenderedRoutes()

/**
 * Sections below the fold come alive as they near the viewport, so walk down the page the way a
 * reader would, then return to the top where the full-page capture starts.
 */
async function scrollThrough(page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(60)
  }
  await page.waitForLoadState('networkidle')
  // Sections below the first screen skip rendering while off screen, which a full-page capture
  // would show as blank bands.
  await page.addStyleTag({ content: '.section-offscreen { content-visibility: visible; }' })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
}

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    })
    for (const route of routes) {
      await page.goto(`http://127.0.0.1:${PORT}${route}`, { waitUntil: 'networkidle' })
      await scrollThrough(page)
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '__')
      await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true })
    }
    await page.close()
  }
  console.log(`Wrote ${routes.length * WIDTHS.length} screenshots to ${OUT}/`)
} finally {
  await browser.close()
  process.kill(-server.pid)
}
