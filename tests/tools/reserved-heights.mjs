// `node tests/tools/reserved-heights.mjs [--no-build]`: measures the home page's sections below the
// first screen and the footer every page shares (`.section-offscreen`) at every width from 360 to
// 1440 px in both languages, and writes the heights they reserve before they render to
// src/styles/reserved-heights.css and its Arabic twin. Run it after changing what those sections show; page-length.spec.ts fails when the
// reserved heights have drifted from the real ones.
import { execSync, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { setTimeout as delay } from 'node:timers/promises'

import { chromium } from 'playwright-core'

import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.mjs'
import { webFontsReady } from '../e2e/web-fonts.mjs'

const PORT = 4311
const FIRST = 360
const LAST = 1440
const STEP = 2
/** How far one section's reserved height may miss at any width, before a new range starts. */
const SECTION_TOLERANCE_PX = 4
/** Where Tailwind's breakpoints change a section's layout, so a range never spans one. */
const LAYOUT_BREAKPOINTS = [640, 768, 1024, 1280]
const LANGUAGES = [
  { path: '/', file: 'src/styles/reserved-heights.css' },
  { path: '/ar', file: 'src/styles/reserved-heights.ar.css' },
]

const executablePath = ensureChromium()
if (!process.argv.includes('--no-build')) execSync('npm run build --silent', { stdio: 'inherit' })
const server = spawn(
  'npx',
  ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  { stdio: 'ignore', detached: true },
)
// Waits for the preview to answer rather than a fixed time: on a busy machine it takes longer.
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) break
  } catch (error) {
    if (tries > 600) throw error
  }
  await delay(100)
}

/** Opens the page with every section drawn and hydrated, as after a visitor's full scroll. */
async function openLaidOut(page, path) {
  await page.goto(`http://127.0.0.1:${PORT}${path}`)
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.addStyleTag({ content: '.section-offscreen { content-visibility: visible; }' })
  await webFontsReady(page)
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      window.scrollTo(0, top)
      await frame()
    }
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(() => !document.querySelector('[data-deferred]:not([data-live])'))
}

/**
 * Runs in the page: each section's content height. `contain-intrinsic-size` stands in for the
 * content box, and the section's padding and borders still add to it.
 */
function contentHeights() {
  return [...document.querySelectorAll('.section-offscreen')].map((section) => {
    const style = getComputedStyle(section)
    const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth']
    const around = edges.reduce((sum, edge) => sum + parseFloat(style[edge]), 0)
    return [
      section.getAttribute('aria-labelledby') ?? section.localName,
      section.getBoundingClientRect().height - around,
    ]
  })
}

/** Each section's height at each width: { [section]: { [width]: px } }. */
async function measure(browser, path) {
  const page = await browser.newPage({ viewport: { width: FIRST, height: 800 } })
  const heights = {}
  await openLaidOut(page, path)
  for (let width = FIRST; width <= LAST; width += STEP) {
    await page.setViewportSize({ width, height: 800 })
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
    let found = await page.evaluate(contentHeights)
    // A resize now and then makes the page lose its sections; a fresh load at this width
    // measures them as a visitor arriving at it would see them.
    if (!found.length) {
      await openLaidOut(page, path)
      found = await page.evaluate(contentHeights)
    }
    for (const [section, height] of found) (heights[section] ??= {})[width] = height
  }
  await page.close()
  return heights
}

/**
 * The best single value for a run of widths: a constant, or `a + b × width` when the section
 * grows with the width (a picture with a fixed aspect ratio), whichever misses by less.
 */
function fit(widths, heights) {
  const ys = widths.map((width) => heights[width])
  const constant = { a: (Math.min(...ys) + Math.max(...ys)) / 2, b: 0 }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length
  const mx = mean(widths)
  const my = mean(ys)
  const sxx = widths.reduce((sum, x) => sum + (x - mx) ** 2, 0)
  const b = sxx ? widths.reduce((sum, x, i) => sum + (x - mx) * (ys[i] - my), 0) / sxx : 0
  const rest = ys.map((y, i) => y - b * widths[i])
  const sloped = { a: (Math.min(...rest) + Math.max(...rest)) / 2, b }
  const miss = ({ a, b }) => Math.max(...widths.map((x, i) => Math.abs(a + b * x - ys[i])))
  // A picture's height follows its width at most one for one; a steeper slope is a fit across a
  // line break, not a trend.
  return Math.abs(b) <= 1 && miss(sloped) + 1 < miss(constant) ? sloped : constant
}

/** Splits the widths into runs, each reserved one value, missing by at most the tolerance. */
function ranges(heights) {
  const widths = Object.keys(heights).map(Number)
  const found = []
  let start = 0
  while (start < widths.length) {
    let end = start + 1
    while (
      end < widths.length &&
      !LAYOUT_BREAKPOINTS.includes(widths[end]) &&
      (() => {
        const run = widths.slice(start, end + 1)
        const { a, b } = fit(run, heights)
        return run.every((x) => Math.abs(a + b * x - heights[x]) <= SECTION_TOLERANCE_PX)
      })()
    )
      end++
    found.push({ from: widths[start], ...fit(widths.slice(start, end), heights) })
    start = end
  }
  return found
}

const css = ({ a, b }) =>
  b ? `calc(${a.toFixed(1)}px + ${(b * 100).toFixed(3)}vw)` : `${Math.round(a)}px`

function stylesheet(heights, language) {
  const variable = (section) => `--reserved-${section}`
  const byWidth = new Map()
  for (const [section, values] of Object.entries(heights)) {
    for (const range of ranges(values)) {
      if (!byWidth.has(range.from)) byWidth.set(range.from, [])
      byWidth.get(range.from).push(`${variable(section)}: ${css(range)};`)
    }
  }
  const blocks = [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([from, declarations]) => {
      const body = `:root {\n    ${declarations.join('\n    ')}\n  }`
      return from === FIRST
        ? `:root {\n  ${declarations.join('\n  ')}\n}`
        : `@media (width >= ${from}px) {\n  ${body}\n}`
    })
  // A section by the heading that names it; the footer, on every page, by its element.
  const selector = (section) =>
    section === 'footer'
      ? 'footer.section-offscreen'
      : `.section-offscreen[aria-labelledby='${section}']`
  const rules = Object.keys(heights).map(
    (section) =>
      `${selector(section)} {\n  contain-intrinsic-size: auto var(${variable(section)});\n}`,
  )
  return `/* Generated by \`node tests/tools/reserved-heights.mjs\` from the ${language} home page: the height
   each section below the first screen, and the footer, takes once drawn (its content box; padding adds to it), at every width from ${FIRST} to ${LAST} px, so
   the page is as long before those sections render as after (page-length.spec.ts). */
${rules.join('\n')}
${blocks.join('\n')}
`
}

const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
try {
  for (const { path, file } of LANGUAGES) {
    const heights = await measure(browser, path)
    writeFileSync(file, stylesheet(heights, path === '/' ? 'English' : 'Arabic'))
    console.log(`${file}: ${Object.keys(heights).length} sections`)
  }
} finally {
  await browser.close()
  process.kill(-server.pid)
}
