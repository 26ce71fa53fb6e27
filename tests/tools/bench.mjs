// `npm run bench`: Lighthouse (mobile, simulated throttling, median of 3 runs) on five key pages of
// the production build, then the same pages as a plain client-rendered SPA, side by side.
// Writes the table to docs/benchmarks.md. Budgets are in the issues; this script only measures.
import { execSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { setTimeout as delay } from 'node:timers/promises'
import { gzipSync } from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.mjs'
import { writeBenchmarkSection } from './benchmarks-file.mjs'

const RUNS = Number(process.env.RUNS ?? 3)
const PAGES = [
  '/',
  '/services/international-relocation-companies-qatar',
  '/international-relocation-japan-qatar',
  '/blog/why-moving-insurance-matters',
  '/track-your-cargo',
]
const VARIANTS = [
  { name: 'prerendered', outDir: 'dist', port: 4320 },
  { name: 'spa', outDir: 'dist-spa', port: 4321 },
]

const chromePath = ensureChromium()
execSync('npm run build --silent', { stdio: 'inherit' })
// The same app without prerendering: every URL gets the empty index.html shell.
execSync('npx vite build --outDir dist-spa --emptyOutDir --logLevel warn', { stdio: 'inherit' })

/**
 * The budget's measure: gzipped JavaScript a page loads before anything lazy, which is the list
 * its prerendered HTML hands to the loader (the entry, its imports and the page's own chunks).
 */
function firstLoadJs(path) {
  const html = readFileSync(path === '/' ? 'dist/index.html' : `dist${path}/index.html`, 'utf8')
  const modules = /<script data-modules="([^"]+)">/.exec(html)?.[1]
  if (!modules) throw new Error(`No module list in the HTML of ${path}`)
  return modules
    .split(' ')
    .reduce((sum, file) => sum + gzipSync(readFileSync(`dist${file}`)).length, 0)
}

/** The shell alone: the entry chunk and what it imports statically. */
function shellJs() {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
  const entry = manifest['index.html']
  const files = [entry.file, ...(entry.imports ?? []).map((key) => manifest[key].file)]
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(`dist/${file}`)).length, 0)
}

const firstLoad = Object.fromEntries(PAGES.map((path) => [path, firstLoadJs(path)]))
const shell = shellJs()

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

function summarise(lhr) {
  const transfer = (type) =>
    lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === type)
      ?.transferSize ?? 0
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    js: transfer('script'),
    css: transfer('stylesheet'),
  }
}

async function measure(url) {
  const runs = []
  for (let i = 0; i < RUNS; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      runs.push(summarise(result.lhr))
    } finally {
      await chrome.kill()
    }
  }
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  )
}

const results = {}
for (const variant of VARIANTS) {
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      variant.outDir,
      '--port',
      String(variant.port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { stdio: 'ignore', detached: true },
  )
  await delay(2500)
  try {
    for (const path of PAGES) {
      process.stdout.write(`Lighthouse ${variant.name} ${path} … `)
      results[`${variant.name} ${path}`] = await measure(`http://127.0.0.1:${variant.port}${path}`)
      console.log('done')
    }
  } finally {
    process.kill(-server.pid)
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const row = (path, r) =>
  `| ${path} | ${r.performance.toFixed(0)} | ${r.accessibility.toFixed(0)} | ${r.bestPractices.toFixed(0)} | ${r.seo.toFixed(0)} | ${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${r.tbt.toFixed(0)} ms | ${kb(r.js)} | ${kb(r.css)} |`
const header =
  '| Page | Perf | A11y | BP | SEO | LCP | CLS | TBT | JS | CSS |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |'
const comparison = PAGES.map((path) => {
  const pre = results[`prerendered ${path}`]
  const spa = results[`spa ${path}`]
  return `| ${path} | ${(spa.lcp / 1000).toFixed(2)} s → ${(pre.lcp / 1000).toFixed(2)} s | ${(spa.lcp / pre.lcp).toFixed(2)}× | ${spa.performance.toFixed(0)} → ${pre.performance.toFixed(0)} | ${spa.seo.toFixed(0)} → ${pre.seo.toFixed(0)} |`
})

const section = `## Front end (Lighthouse)

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench\` on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, Lighthouse 12 mobile preset with simulated throttling, median of ${RUNS} runs, served by \`vite preview\` on loopback.

### Prerendered production build

${header}
${PAGES.map((path) => row(path, results[`prerendered ${path}`])).join('\n')}

### Same pages as a client-rendered SPA (prerendering off)

${header}
${PAGES.map((path) => row(path, results[`spa ${path}`])).join('\n')}

JS and CSS above are what Lighthouse saw transferred by the end of the load, lazy sections included.

### First-load JavaScript (gzipped, from the build)

| Page | First-load JS |
| --- | --- |
| Shell alone (entry chunk and its static imports) | ${kb(shell)} |
${PAGES.map((path) => `| ${path} | ${kb(firstLoad[path])} |`).join('\n')}

### SPA → prerendered

| Page | LCP | LCP ratio (SPA / prerendered) | Performance | SEO |
| --- | --- | --- | --- | --- |
${comparison.join('\n')}
`

console.log(`\n${section}`)
writeBenchmarkSection('Front end (Lighthouse)', section)
