// Interaction to Next Paint of every tap a visitor makes (issue 37, part 3): each one on a fresh
// page of a 390 × 844 phone with the CPU slowed 4×, INP_RUNS times (3 by default); reports the
// median and spread against the 200 ms budget. `npm run bench` calls `measureInp` against the
// server it runs; alone, it measures any running site:
//
//   node tests/tools/bench-inp.mjs http://127.0.0.1:4520      (or INP_BASE_URL=…)
//   INP_RUNS=5 INP_ONLY=menu,faq node tests/tools/bench-inp.mjs http://127.0.0.1:4520
//   INP_TRACE=/tmp/inp-traces …   keeps a Chrome trace of every tap, for DevTools
//   INP_INPUT=click …             a mouse click instead of a finger's tap
//
// The INP of one interaction is the longest Event Timing entry (`event`, or `first-input`) with
// its interactionId: from the tap to the next paint after its handlers ran. Entries under 16 ms
// are not reported by the browser, so such a tap reads "< 16 ms".
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { chromium } from 'playwright-core'

import { CHROMIUM_ARGS, ensureChromium } from '../e2e/chromium.mjs'

/** Issue 37: every tap paints its answer within 200 ms, on a mid-range phone. */
export const INP_BUDGET = 200
export const CPU_SLOWDOWN = 4
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 }
/** Lowest duration the browser reports an `event` entry for. */
const THRESHOLD = 16
/**
 * A number the bench's server does not know: `npm run bench` starts it with NODE_ENV=production
 * and an empty database, where the demo jobs are not seeded (server/src/config.ts, SEED_DEMO).
 */
const UNKNOWN_TRACKING_NUMBER = 'ZZZZ999999'
/** A folder to keep a Chrome trace of every tap in (open them in DevTools' Performance panel). */
const TRACE_DIR = process.env.INP_TRACE
if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true })
/** `tap` (a finger, touch events first) or `click` (a mouse), to tell them apart. */
const INPUT = process.env.INP_INPUT ?? 'tap'

/** Resolves once the main thread has been idle twice in a row (or after 5 s of trying). */
const idle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const start = performance.now()
        let quiet = 0
        const wait = () =>
          requestIdleCallback(
            (deadline) => {
              quiet = deadline.timeRemaining() > 10 ? quiet + 1 : 0
              if (quiet >= 2 || performance.now() - start > 5_000) resolve()
              else wait()
            },
            { timeout: 1_000 },
          )
        wait()
      }),
  )

/** Brings a section into view and waits until its deferred chunk has hydrated (ADR 008). */
async function live(page, locator) {
  await locator.scrollIntoViewIfNeeded()
  await page.waitForFunction(
    (element) => {
      const region = element.closest('[data-deferred]')
      return !region || region.hasAttribute('data-live')
    },
    await locator.elementHandle(),
  )
}

/** A slick carousel once its script has taken over the prerendered track. */
async function carousel(page, name) {
  const region = page.getByRole('region', { name, exact: true })
  await live(page, region)
  await region.locator('.slick-initialized').waitFor({ state: 'attached' })
  await region.locator('[data-slick-pending]').waitFor({ state: 'detached' })
  return region
}

/** The quote planner on /get-a-quote, walked to its size step with "List my items" chosen. */
async function plannerItems(page) {
  const form = page.getByRole('form', { name: 'Quote planner' })
  const next = form.getByRole('button', { name: 'Next', exact: true })
  await form.getByRole('radio', { name: /Local move/ }).check()
  await next.click()
  for (const group of ['Moving from', 'Moving to']) {
    const place = form.getByRole('group', { name: group })
    await place.getByLabel('Area').selectOption({ index: 1 })
    await place.getByLabel('Property type').selectOption({ index: 1 })
  }
  await next.click()
  await form.getByRole('radio', { name: 'I am flexible' }).check()
  await form.getByLabel('How flexible?').selectOption('undecided')
  await next.click()
  await form.getByRole('radio', { name: /List my items/ }).check()
  return form
}

const sofa = 'Sofa, 3 seats'

/**
 * Every tap measured: where it happens, what to do first (`prepare`, its result passed on), the
 * tap itself (`target`) and what shows it worked (`done`), so a tap that missed is an error rather
 * than a fast INP.
 */
const INTERACTIONS = [
  {
    key: 'menu',
    name: 'Menu button (mobile nav)',
    path: '/',
    target: (page) => page.getByRole('banner').getByRole('button', { name: 'Open menu' }),
    done: (page) => page.getByRole('navigation', { name: 'Mobile' }),
  },
  {
    key: 'enquiry',
    name: 'Enquire Now (opens the enquiry dialog)',
    path: '/about-us',
    target: (page) => page.getByRole('main').getByRole('button', { name: 'Enquire Now' }).first(),
    done: (page) => page.getByRole('dialog', { name: "Moving Soon? Let's Talk" }),
  },
  {
    key: 'hero-tab',
    name: 'Home hero tab (Track Your Move)',
    path: '/',
    target: (page) => page.getByRole('tab', { name: 'Track Your Move' }),
    done: (page) => page.getByRole('tab', { name: 'Track Your Move', selected: true }),
  },
  {
    key: 'faq',
    name: 'FAQ item (opens the 2nd question)',
    path: '/track-your-cargo',
    prepare: async (page) => {
      // The first question starts open; the second one is opened.
      const question = page
        .getByRole('region', { name: 'Tracking questions' })
        .getByRole('button')
        .nth(1)
      await live(page, question)
      return question
    },
    target: (page, question) => question,
    done: (page, question) => question.and(page.locator('[aria-expanded="true"]')),
  },
  {
    key: 'gallery',
    name: 'Gallery picture (opens the viewer)',
    path: '/gallery',
    prepare: async (page) => {
      const picture = page.getByRole('main').getByRole('button', { name: /^Open full-size image/ })
      await live(page, picture.first())
      return picture.first()
    },
    target: (page, picture) => picture,
    done: (page) => page.getByRole('dialog'),
  },
  {
    key: 'planner-choice',
    name: 'Quote planner: first choice (Local move)',
    path: '/get-a-quote',
    target: (page) => page.getByRole('form', { name: 'Quote planner' }).getByRole('radio').first(),
    done: (page) => page.getByRole('form', { name: 'Quote planner' }).getByRole('radio').first(),
    checked: true,
  },
  {
    key: 'planner-more',
    name: `Quote planner: + counter (${sofa})`,
    path: '/get-a-quote',
    prepare: plannerItems,
    target: (page, form) => form.getByRole('button', { name: `One more: ${sofa}` }),
    done: (page, form) => form.getByRole('spinbutton', { name: new RegExp(sofa) }),
    value: '1',
  },
  {
    key: 'planner-fewer',
    name: `Quote planner: − counter (${sofa})`,
    path: '/get-a-quote',
    prepare: async (page) => {
      const form = await plannerItems(page)
      await form.getByRole('button', { name: `One more: ${sofa}` }).click()
      await page.waitForFunction(
        (element) => element.value === '1',
        await form.getByRole('spinbutton', { name: new RegExp(sofa) }).elementHandle(),
      )
      return form
    },
    target: (page, form) => form.getByRole('button', { name: `One fewer: ${sofa}` }),
    done: (page, form) => form.getByRole('spinbutton', { name: new RegExp(sofa) }),
    value: '0',
  },
  {
    key: 'tracking',
    name: `Tracking: Track (unknown number ${UNKNOWN_TRACKING_NUMBER})`,
    path: '/track-your-cargo',
    prepare: async (page) => {
      const main = page.getByRole('main')
      await main
        .getByRole('textbox', { name: 'Tracking number', exact: true })
        .fill(UNKNOWN_TRACKING_NUMBER)
      return main
    },
    target: (page, main) => main.getByRole('button', { name: 'Track', exact: true }),
    done: (page) => page.getByText('No job found with this tracking number.'),
  },
  // The Arabic home's carousels (their names from the components' .messages.ar.ts files):
  // services, reasons to choose us, reviews; each with its "next" and "previous" buttons.
  ...[
    ['services', 'بطاقات الخدمات', 'الخدمات', 'Services'],
    ['reasons', 'أسباب اختيارنا', 'الأسباب', 'Reasons to choose us'],
    ['reviews', 'آراء العملاء', 'التقييمات', 'Customer reviews'],
  ].flatMap(([key, region, items, english]) =>
    [
      ['next', `${items} التالية`],
      ['previous', `${items} السابقة`],
    ].map(([direction, button]) => ({
      key: `ar-${key}-${direction}`,
      name: `/ar carousel: ${english}, ${direction}`,
      path: '/ar',
      prepare: async (page) => {
        const element = await carousel(page, region)
        return { element, start: await currentSlide(element) }
      },
      target: (page, { element }) => element.getByRole('button', { name: button, exact: true }),
      moved: true,
    })),
  ),
]

/** The index of the first slide a slick carousel shows. */
const currentSlide = (region) =>
  region.locator('.slick-current').first().getAttribute('data-index', { timeout: 5_000 })

/** Installs the observer: buffered, so entries the browser queued before it count too. */
const observe = (page) =>
  page.evaluate((threshold) => {
    window.__inpEntries = []
    const keep = (list) => {
      for (const entry of list.getEntries())
        window.__inpEntries.push({
          name: entry.name,
          entryType: entry.entryType,
          startTime: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        })
    }
    new PerformanceObserver(keep).observe({
      type: 'event',
      durationThreshold: threshold,
      buffered: true,
    })
    new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true })
  }, THRESHOLD)

/** Two animation frames, then a little more, so the browser has delivered the tap's entries. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250))),
      ),
  )

/** The public site is ready once its router has hydrated the prerendered page. */
const hydrated = (page) => page.locator('html[data-hydrated="true"]').waitFor({ timeout: 30_000 })

/**
 * One measurement of `interaction` in a fresh page: its INP in ms (0 when under the threshold),
 * plus the entries behind it for whoever wants the detail. `cookies` go into the fresh context
 * (a staff session); `ready` waits for the page to be ready for the tap. The page opened is
 * `interaction.url()` when given (a new record each time), else its `path`.
 */
async function measureOnce(browser, base, interaction, trace, { cookies = [], ready = hydrated }) {
  const context = await browser.newContext({ ...PHONE, isMobile: true, hasTouch: true })
  await context.addCookies(cookies)
  const page = await context.newPage()
  try {
    // The real reCAPTCHA is never contacted: the stand-in the e2e suite uses (fixtures.ts).
    await page.route(/https:\/\/www\.(google|recaptcha)\.(com|net)\/recaptcha\/.*/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.grecaptcha={ready:function(c){c()},execute:function(){return Promise.resolve("bench-token")},render:function(){return 0}}',
      }),
    )
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const url = new URL(interaction.url?.() ?? interaction.path, base).href
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await ready(page)
    const prepared = interaction.prepare ? await interaction.prepare(page) : undefined
    const target = interaction.target(page, prepared)
    await target.scrollIntoViewIfNeeded()
    await idle(page)
    await observe(page)
    const before = await page.evaluate(() => performance.now())
    if (trace) await browser.startTracing(page, { path: trace })
    if (INPUT === 'click') await target.click({ timeout: 10_000 })
    else await target.tap({ timeout: 10_000 })
    await settle(page)
    if (trace) await browser.stopTracing()
    // Check the tap did what a visitor wanted, so a miss cannot pass as a quick interaction.
    if (interaction.done) {
      const done = interaction.done(page, prepared)
      if (interaction.checked) await done.and(page.locator(':checked')).waitFor()
      else if (interaction.value !== undefined)
        await page.waitForFunction(
          ([element, value]) => element.value === value,
          [await done.elementHandle(), interaction.value],
        )
      else await done.first().waitFor({ timeout: 10_000 })
    }
    if (interaction.moved)
      await page.waitForFunction(
        ([element, start]) =>
          element.querySelector('.slick-current')?.getAttribute('data-index') !== start,
        [await prepared.element.elementHandle(), prepared.start],
        { timeout: 10_000 },
      )
    const entries = (await page.evaluate(() => window.__inpEntries)).filter(
      (entry) => entry.interactionId > 0 && entry.startTime >= before,
    )
    // The tap's events share one interactionId; the first one after the mark is the tap.
    const id = entries.length ? Math.min(...entries.map((entry) => entry.interactionId)) : 0
    const mine = entries.filter((entry) => entry.interactionId === id)
    const longest = mine.reduce((top, entry) => (entry.duration > top.duration ? entry : top), {
      duration: 0,
    })
    return { inp: longest.duration, entries: mine }
  } finally {
    await context.close()
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
/** How a measured INP reads: rounded, or "< 16 ms" under the browser's reporting threshold. */
const show = (v) =>
  Number.isNaN(v) ? 'not measured' : v < THRESHOLD ? `< ${THRESHOLD} ms` : `${Math.round(v)} ms`

/**
 * Measures every interaction (or those whose key is in `only`) `runs` times against `base`, each
 * run in a fresh page, in rounds (every interaction once, then again) so a busy spell on a
 * shared machine spreads over all of them. Returns one result per interaction.
 */
export function measureInp(base, { runs = 3, only, log = console.log } = {}) {
  const chosen = only?.length
    ? INTERACTIONS.filter((interaction) => only.includes(interaction.key))
    : INTERACTIONS
  return measureInteractions(base, chosen, { runs, log })
}

/**
 * Measures `chosen` interactions as `measureInp` does; `page` (cookies, ready) is passed to each
 * fresh page, so other benches (the staff console's) measure their own taps the same way.
 */
export async function measureInteractions(base, chosen, { runs = 3, log = console.log, page }) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
  const values = Object.fromEntries(chosen.map((interaction) => [interaction.key, []]))
  const details = Object.fromEntries(chosen.map((interaction) => [interaction.key, []]))
  const problems = Object.fromEntries(chosen.map((interaction) => [interaction.key, []]))
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const interaction of chosen) {
        let result
        for (let attempt = 1; ; attempt += 1) {
          try {
            const trace = TRACE_DIR && join(TRACE_DIR, `${interaction.key}-${run + 1}.json`)
            result = await measureOnce(browser, base, interaction, trace, page ?? {})
            break
          } catch (error) {
            const problem = error.message.split('\n')[0]
            if (attempt === 2) {
              // Counted as a miss, not thrown: one broken tap must not lose the rest of a bench.
              result = { inp: null, entries: [], problem }
              break
            }
            log(`INP of "${interaction.name}" failed (${problem}); taking it again`)
          }
        }
        if (result.problem) {
          log(`inp ${run + 1}/${runs} ${interaction.name}: not measured (${result.problem})`)
          problems[interaction.key].push(result.problem)
          continue
        }
        values[interaction.key].push(result.inp)
        details[interaction.key].push(result.entries)
        const longest = result.entries.find((entry) => entry.duration === result.inp)
        log(
          `inp ${run + 1}/${runs} ${interaction.name}: ${show(result.inp)}` +
            (longest
              ? ` (${longest.name}: input delay ${Math.round(longest.processingStart - longest.startTime)} ms, ` +
                `handlers ${Math.round(longest.processingEnd - longest.processingStart)} ms, ` +
                `to paint ${Math.round(longest.startTime + longest.duration - longest.processingEnd)} ms)`
              : ''),
        )
      }
    }
  } finally {
    await browser.close()
  }
  return chosen.map((interaction) => {
    const measured = values[interaction.key]
    const failed = problems[interaction.key]
    const value = measured.length ? median(measured) : NaN
    return {
      key: interaction.key,
      name: interaction.name,
      path: interaction.path,
      median: value,
      min: Math.min(...measured),
      max: Math.max(...measured),
      runs: measured,
      entries: details[interaction.key],
      problems: failed,
      budget: INP_BUDGET,
      // A run that could not be measured is a miss: the tap did not do what a visitor wanted.
      pass: !failed.length && value <= INP_BUDGET,
    }
  })
}

/** The table `npm run bench` prints and writes: one row per interaction. */
export function inpTable(results) {
  const spread = (r) => (r.min === r.max ? show(r.median) : `${show(r.min)}–${show(r.max)}`)
  const verdict = (r) =>
    r.problems.length
      ? `**MISS** (${r.problems.length} run${r.problems.length === 1 ? '' : 's'} not measured: ${r.problems[0]})`
      : r.pass
        ? 'PASS'
        : `**MISS** (+${Math.round(r.median - INP_BUDGET)} ms)`
  return [
    '| Interaction | Page | Median INP | Spread (min–max) | Budget | Result |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map((r) =>
      r.runs.length
        ? `| ${r.name} | ${r.path} | ${r.pass ? show(r.median) : `**${show(r.median)}**`} | ${spread(r)} | ≤ ${INP_BUDGET} ms | ${verdict(r)} |`
        : `| ${r.name} | ${r.path} | — | — | ≤ ${INP_BUDGET} ms | ${verdict(r)} |`,
    ),
  ].join('\n')
}

export { show as showInp }

// Alone: measure the site at the given address and exit non-zero on a miss.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.argv[2] ?? process.env.INP_BASE_URL
  if (!base) {
    console.error('Usage: node tests/tools/bench-inp.mjs <base URL>  (or INP_BASE_URL=…)')
    process.exit(2)
  }
  const results = await measureInp(base, {
    runs: Number(process.env.INP_RUNS ?? 3),
    only: process.env.INP_ONLY?.split(',').filter(Boolean),
  })
  console.log(
    `\nINP on a ${PHONE.viewport.width} × ${PHONE.viewport.height} phone, CPU ${CPU_SLOWDOWN}× slower, ` +
      `median of the runs in fresh pages:\n\n${inpTable(results)}`,
  )
  const missed = results.filter((r) => !r.pass)
  if (missed.length) {
    console.error(
      `INP budget missed:\n${missed.map((r) => `  ${r.name}: ${show(r.median)}${r.problems.length ? `, ${r.problems.length} run(s) not measured` : ''} (budget ≤ ${INP_BUDGET} ms)`).join('\n')}`,
    )
    process.exitCode = 1
  }
}
