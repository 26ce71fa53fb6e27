import { chromium } from '@playwright/test'
const origin = 'http://127.0.0.1:4392'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const sel = process.argv[2]
for (const p of process.argv.slice(3)) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  await page.route(/\/assets\/index-[\w-]+\.js$/, (r) => r.abort())
  await page.goto(origin + p, { waitUntil: 'load' })
  await page.waitForTimeout(1500)
  const out = await page.evaluate((sel) => {
    const link = [...document.querySelectorAll('link[rel=stylesheet]')].find((l) => /fonts-/.test(l.href))
    const once = () => { link.media = 'print'; document.documentElement.offsetWidth; const t = performance.now(); link.media = 'all'; document.documentElement.offsetWidth; return performance.now() - t }
    const el = document.querySelector(sel); const a = [], b = []
    for (let i = 0; i < 21; i++) { a.push(once()); el.style.display = 'none'; b.push(once()); el.style.display = '' }
    const med = (x) => x.sort((m, n) => m - n)[10].toFixed(1)
    return `with ${med(a)}  without ${med(b)}`
  }, sel)
  console.log(p, sel, out)
  await page.close()
}
await browser.close()
