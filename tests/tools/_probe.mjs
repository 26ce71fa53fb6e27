import { chromium } from 'playwright-core'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] })
for (const route of ['/', '/ar']) for (const js of [false, true]) {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js })
  const p = await ctx.newPage()
  await p.goto('http://127.0.0.1:4300' + route, { waitUntil: 'load' })
  if (js) { for (let i = 0; i < 6; i++) { await p.evaluate(() => scrollBy(0, innerHeight)); await p.waitForTimeout(500) } }
  const r = await p.evaluate(() => [...document.querySelectorAll('.slick-track')].map(t => { const b = t.getBoundingClientRect(); const l = t.parentElement.getBoundingClientRect(); return { left: Math.round(b.left - l.left), width: Math.round(b.width), offsetLeft: t.offsetLeft, offsetWidth: t.offsetWidth, slides: t.children.length, tf: getComputedStyle(t).transform } }))
  console.log(route, js, JSON.stringify(r))
  await ctx.close()
}
await b.close()
