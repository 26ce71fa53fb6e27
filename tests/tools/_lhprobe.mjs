import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS } from '../e2e/chromium.mjs'
const port = 4390, origin = `http://127.0.0.1:${port}`
const dir = mkdtempSync(join(tmpdir(), 'probe-'))
const child = spawn(process.execPath, ['dist-ssr/server/main.js'], { env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SQLITE_PATH: join(dir, 's.db'), RECAPTCHA_SECRET: 'x', RECAPTCHA_HOSTNAMES: '127.0.0.1', ALLOWED_ORIGINS: origin, SITE_URL: origin, DATABASE_URL: '', SMTP_URL: '' }, stdio: 'inherit' })
for (;;) { try { if ((await fetch(origin + '/api/health')).ok) break } catch {} await delay(100) }
const pages = process.argv.slice(3), runs = +process.argv[2]
for (let i = 0; i < runs; i++) for (const p of pages) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] })
  const { lhr, artifacts } = await lighthouse(origin + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  await chrome.kill()
  const a = lhr.audits
  const lt = (a['long-tasks'].details?.items ?? []).map(t => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).replace(origin,'')}`)
  console.log(p, 'TBT', Math.round(a['total-blocking-time'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'TTI', Math.round(a.interactive.numericValue))
  console.log('   long:', lt.join(' | '))
  console.log('   work:', (a['mainthread-work-breakdown'].details?.items ?? []).map(t => `${t.group}:${Math.round(t.duration)}`).join(' '))
  if (process.env.SAVE) writeFileSync(`/tmp/lhr-${p.replace(/\//g,'_')}-${i}.json`, JSON.stringify(lhr))
}
child.kill()
