// `node tests/tools/fallback-metrics.mjs [font.ttf ...]`: the numbers behind the fallback faces in
// src/styles/site.css (ADR 037). For each weight the site uses, how much wider Plus Jakarta Sans
// sets the English pages' text than Liberation Sans (Arial's metric twin) does, and how much wider
// Cairo sets the Arabic pages' text than each local Arabic face: DejaVu Sans, and any font file
// named on the command line (Noto Naskh Arabic and Noto Sans Arabic were measured from Debian's
// fonts-noto-core). Prints each face's size-adjust and the ascent and descent overrides that give
// it the web font's line metrics once scaled. Reads the built pages and fonts in dist/.
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'

import { chromium } from 'playwright-core'

import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.mjs'

const DIST = 'dist'
const files = readdirSync(join(DIST, 'assets'))
const asset = (pattern) =>
  join(
    DIST,
    'assets',
    files.find((file) => pattern.test(file)),
  )

/** The text runs of the prerendered pages of one language, tags and scripts removed. */
function pageText(language) {
  const root = language === 'ar' ? join(DIST, 'ar') : DIST
  const pages = readdirSync(root, { recursive: true })
    .filter((file) => file.endsWith('index.html') && (language === 'ar' || !file.startsWith('ar/')))
    .map((file) => readFileSync(join(root, file), 'utf8'))
  const runs = pages.flatMap((html) =>
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .split(/<[^>]+>/)
      .map((run) => run.trim()),
  )
  const script = language === 'ar' ? /\p{Script=Arabic}/u : /[a-z]/i
  return [...new Set(runs.filter((run) => run.length > 3 && script.test(run)))]
}

const webFonts = {
  en: { file: asset(/^plus-jakarta-sans-core-wght-normal-.+\.woff2$/), sample: 'Hx' },
  ar: { file: asset(/^cairo-arabic-core-wght-normal-.+\.woff2$/), sample: 'بحث' },
}
const localFaces = {
  en: [
    {
      name: 'Liberation Sans',
      regular: "local('Liberation Sans')",
      bold: "local('Liberation Sans Bold')",
    },
  ],
  ar: [
    { name: 'DejaVu Sans', regular: "local('DejaVu Sans')", bold: "local('DejaVu Sans Bold')" },
    ...process.argv.slice(2).map((file) => ({
      name: basename(file),
      regular: `url('/font/${encodeURIComponent(file)}')`,
      bold: `url('/font/${encodeURIComponent(file.replace('Regular', 'Bold'))}')`,
    })),
  ],
}
const WEIGHTS = { en: [400, 500, 600, 700, 800], ar: [400, 500, 600, 700, 800] }

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
const page = await browser.newPage()
await page.route('http://fonts.test/**', (route) => {
  const path = decodeURIComponent(new URL(route.request().url()).pathname)
  if (path === '/')
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><meta charset="utf-8"><body>',
    })
  return route.fulfill({ body: readFileSync(path.replace(/^\/font\//, '')) })
})
await page.goto('http://fonts.test/')

for (const language of ['en', 'ar']) {
  const faces = [
    `@font-face{font-family:Web;src:url('/font/${encodeURIComponent(webFonts[language].file)}');font-weight:200 800}`,
    ...localFaces[language].flatMap((face, index) => [
      `@font-face{font-family:Local${index};src:${face.regular};font-weight:400}`,
      `@font-face{font-family:Local${index};src:${face.bold};font-weight:700}`,
    ]),
  ]
  const widths = await page.evaluate(
    async ({ css, texts, weights, families, sample }) => {
      document.head.insertAdjacentHTML('beforeend', `<style>${css}</style>`)
      const result = {}
      for (const family of families)
        for (const weight of weights) {
          await document.fonts.load(`${weight} 16px ${family}`, sample)
          let total = 0
          for (const text of texts) {
            const span = document.createElement('span')
            span.style.cssText = `white-space:nowrap;font:${weight} 16px ${family}`
            span.textContent = text
            document.body.append(span)
            total += span.getBoundingClientRect().width
            span.remove()
          }
          const context = document.createElement('canvas').getContext('2d')
          context.font = `${weight} 1000px ${family}`
          const metrics = context.measureText(sample)
          result[`${family} ${weight}`] = {
            total,
            ascent: metrics.fontBoundingBoxAscent / 10,
            descent: metrics.fontBoundingBoxDescent / 10,
          }
        }
      return result
    },
    {
      css: faces.join('\n'),
      texts: pageText(language),
      weights: WEIGHTS[language],
      families: ['Web', ...localFaces[language].map((_face, index) => `Local${index}`)],
      sample: webFonts[language].sample,
    },
  )
  for (const [index, face] of localFaces[language].entries())
    for (const weight of WEIGHTS[language]) {
      const web = widths[`Web ${weight}`]
      const scale = (100 * web.total) / widths[`Local${index} ${weight}`].total
      const override = (metric) => `${((100 * metric) / scale).toFixed(2)}%`
      console.log(
        `${language} ${face.name} ${weight}: size-adjust ${scale.toFixed(1)}%, ` +
          `ascent-override ${override(web.ascent)}, descent-override ${override(web.descent)}`,
      )
    }
}
await browser.close()
