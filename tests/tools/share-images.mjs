// `npm run share-images`: draws the 1200×630 link-preview cards (one per page type) and the app
// icons as PNG into public/, from HTML rendered by Debian's Chromium. Run again after a rebrand.
import { mkdirSync, readFileSync } from 'node:fs'

import { chromium } from 'playwright-core'

import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.mjs'

const font = readFileSync(
  'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
).toString('base64')
const logo = readFileSync('public/favicon.svg', 'utf8')
const company = process.env.VITE_COMPANY_NAME || 'Pearl Coast Movers'

const cards = {
  home: ['Movers and logistics in Qatar', 'House, office and international moves since 2011'],
  service: ['Moving and logistics services', 'Packing, relocation, storage and freight from Doha'],
  destination: ['International relocation from Qatar', 'Door-to-door moves to 120+ countries'],
  blog: ['Moving guides and news', 'Checklists and advice from our Doha team'],
  page: ['ISO-certified movers in Doha', 'Free surveys, itemised quotes, one coordinator'],
}

const card = (title, subtitle) => `<!doctype html><html><head><style>
  @font-face { font-family: Jakarta; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 200 800; }
  * { margin: 0; box-sizing: border-box }
  body { width: 1200px; height: 630px; font-family: Jakarta, sans-serif; background: #0B1F3A; color: #fff; position: relative; overflow: hidden }
  .glow { position: absolute; border-radius: 50%; filter: blur(60px) }
  .a { width: 620px; height: 620px; background: #1B3A66; top: -260px; right: -160px }
  .b { width: 420px; height: 420px; background: rgba(242,163,58,.22); bottom: -220px; left: 380px }
  .wrap { position: relative; padding: 72px 80px; height: 100%; display: flex; flex-direction: column; justify-content: space-between }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 34px; font-weight: 800 }
  .brand svg { width: 64px; height: 64px }
  .brand span { color: #F2A33A }
  h1 { font-size: 74px; line-height: 1.05; font-weight: 800; letter-spacing: -1.5px; max-width: 960px }
  p { font-size: 32px; color: #DCE7F3; margin-top: 20px }
  .bar { height: 10px; width: 180px; background: #F2A33A; border-radius: 5px }
</style></head><body><div class="glow a"></div><div class="glow b"></div><div class="wrap">
  <div class="brand">${logo}<div>${company.split(' ')[0]} <span>${company.split(' ').slice(1).join(' ')}</span></div></div>
  <div><h1>${title}</h1><p>${subtitle}</p></div><div class="bar"></div></div></body></html>`

const icon = (
  size,
  padding,
) => `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:#0B1F3A;display:grid;place-items:center">
  <div style="width:${size - padding * 2}px;height:${size - padding * 2}px">${logo.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
try {
  mkdirSync('public/images/share', { recursive: true })
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
  for (const [name, [title, subtitle]] of Object.entries(cards)) {
    await page.setContent(card(title, subtitle))
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `public/images/share/${name}.png` })
  }
  for (const [file, size, padding] of [
    ['public/icon-192.png', 192, 0],
    ['public/icon-512.png', 512, 0],
    ['public/icon-maskable-512.png', 512, 80],
    ['public/apple-touch-icon.png', 180, 14],
  ]) {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(icon(size, padding))
    await page.screenshot({ path: file })
  }
  console.log('Wrote share cards to public/images/share/ and icons to public/')
} finally {
  await browser.close()
}
