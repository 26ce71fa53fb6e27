import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { chromium } from '@playwright/test'
const port = 4392, origin = `http://127.0.0.1:${port}`
const dir = mkdtempSync(join(tmpdir(), 'probe-'))
const child = spawn(process.execPath, ['dist-ssr/server/main.js'], { env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', SQLITE_PATH: join(dir, 's.db'), RECAPTCHA_SECRET: 'x', RECAPTCHA_HOSTNAMES: '127.0.0.1', ALLOWED_ORIGINS: origin, SITE_URL: origin, DATABASE_URL: '', SMTP_URL: '' }, stdio: 'ignore' })
for (;;) { try { if ((await fetch(origin + '/api/health')).ok) break } catch {} await delay(100) }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
for (const p of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const events = []
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value))
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading', transferMode: 'ReportEvents' })
  await page.goto(origin + p, { waitUntil: 'load' })
  await page.waitForTimeout(4000)
  await cdp.send('Tracing.end'); await done
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart')
  const t0 = nav?.ts ?? Math.min(...events.filter(e=>e.ts).map(e=>e.ts))
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const busy = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'ParseHTML').length
  const main = mains.sort((a, b) => busy(b) - busy(a))[0]
  const names = {}; for (const e of events) if (e.tid === main.tid && e.pid === main.pid && e.dur > 30000) names[e.name] = (names[e.name]||0)+1; console.log(JSON.stringify(names))
  const tasks = events.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.tid === main.tid && e.pid === main.pid && e.dur > 30000)
  console.log(p)
  for (const t of tasks) {
    const kids = events.filter((e) => e.tid === t.tid && e.pid === t.pid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > (process.env.MIN ?? 3000) && e !== t && (process.env.ALL || ['Layout','UpdateLayoutTree','FunctionCall','EvaluateScript','ParseHTML','v8.compile','EventDispatch','TimerFire','FireAnimationFrame','Paint','PrePaint','v8.evaluateModule','RunMicrotasks','ParseAuthorStyleSheet','ScheduleStyleRecalculation','Layerize','HitTest','IntersectionObserverController::computeIntersections','FontLoad'].includes(e.name)))
    console.log(`  ${((t.ts - t0) / 1000).toFixed(0)} +${(t.dur / 1000).toFixed(0)}ms:`, kids.map((k) => `${k.name}${k.args?.data?.url ? '(' + k.args.data.url.replace(origin, '').slice(0, 30) + ')' : ''}${k.args?.beginData?.dirtyObjects ? '[' + k.args.beginData.dirtyObjects + '/' + k.args.beginData.totalObjects + ']' : ''}${k.args?.elementCount ? '[' + k.args.elementCount + ']' : ''} ${(k.dur / 1000).toFixed(0)}`).join(', '))
  }
  await page.close()
}
await browser.close(); child.kill()
