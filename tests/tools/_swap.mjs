import { chromium } from '@playwright/test'
const origin = 'http://127.0.0.1:4392'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
for (const p of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  await page.route(/\/assets\/index-[\w-]+\.js$/, (r) => r.abort())
  await page.goto(origin + p, { waitUntil: 'load' })
  await page.waitForTimeout(1500)
  const out = await page.evaluate(async () => {
    const link = [...document.querySelectorAll('link[rel=stylesheet]')].find((l) => /fonts-/.test(l.href))
    const time = () => { const times = []; for (let i = 0; i < 7; i++) { link.media = 'print'; document.documentElement.offsetWidth; const t = performance.now(); link.media = 'all'; document.documentElement.offsetWidth; times.push(performance.now() - t) } times.sort((a, b) => a - b); return times[3] }
    const res = { whole: time() }
    const parts = [...document.querySelectorAll('main > *, main > * > *')]
    for (const el of parts) {
      const old = el.style.display; el.style.display = 'none'
      res[(el.tagName + '.' + (el.className || '').toString().slice(0, 30) + '#' + (el.id || '')).slice(0, 50)] = time()
      el.style.display = old
    }
    res.wholeAgain = time()
    return { res, objects: document.querySelectorAll('*').length }
  })
  console.log(p, out.objects)
  for (const [k, v] of Object.entries(out.res)) console.log('  ', v.toFixed(1), k)
  await page.close()
}
await browser.close()
