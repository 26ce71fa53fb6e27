import { chromium } from 'playwright-core'
const [,, url, width, out, parts = '4'] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, reducedMotion: 'reduce', deviceScaleFactor: Number(width) > 1000 ? 0.5 : 1 })
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 50)) } window.scrollTo(0, 0) })
await page.waitForTimeout(500)
const h = await page.evaluate(() => document.documentElement.scrollHeight)
const seg = Number(width) > 1000 ? 1800 : 1400
for (let i = 0; i < Math.min(Number(parts), Math.ceil(h / seg)); i++)
  await page.screenshot({ path: `${out}-${i}.png`, fullPage: true, clip: { x: 0, y: i * seg, width: Number(width), height: Math.min(seg, h - i * seg) } })
console.log('height', h)
await browser.close()
