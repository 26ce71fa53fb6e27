import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Route,
} from '@playwright/test'

/**
 * Google's script replaced at the network boundary: the page loads our stand-in instead, which
 * behaves like reCAPTCHA v3 (ready, execute → token) without leaving the machine, and counts the
 * tokens it hands out in `window.__recaptchaTokens` for specs that wait for one.
 */
const FAKE_RECAPTCHA = `
  window.grecaptcha = {
    ready: function (cb) { cb() },
    execute: function (_widget, opts) {
      window.__recaptchaTokens = (window.__recaptchaTokens || 0) + 1
      return Promise.resolve('e2e-token-' + opts.action)
    },
    render: function () { return 0 },
  };
  (function () {
    var src = document.currentScript && document.currentScript.src
    var name = src && new URL(src).searchParams.get('onload')
    if (name && typeof window[name] === 'function') window[name]()
  })()
`

export type EnquiryCapture = { bodies: Array<Record<string, unknown>> }

export async function fakeRecaptcha(page: Page) {
  await page.route(/https:\/\/www\.(google|recaptcha)\.(com|net)\/recaptcha\/.*/, (route: Route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA }),
  )
}

/** The production build is served statically, so the API is answered here (TOOLCHAIN.md #6). */
async function captureEnquiries(page: Page): Promise<EnquiryCapture> {
  const capture: EnquiryCapture = { bodies: [] }
  await page.route('**/api/contacts/enquiries/', async (route) => {
    capture.bodies.push(route.request().postDataJSON() as Record<string, unknown>)
    await route.fulfill({ status: 201, json: { id: capture.bodies.length } })
  })
  return capture
}

/** Opens a page and waits until React has hydrated it, so typing reaches React's handlers. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor()
  return response
}

/** WCAG 2.2 A and AA, and axe's best practices (unique landmarks, one h1, heading order…). */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * axe's findings (`RULES`) on the page (or inside `include`), one readable line each. Taken
 * in the settled state. A carousel caught mid-slide has half-faded text whose contrast axe
 * measures against whatever shows through, so motion is reduced (which also stops autoplay) and
 * running transitions finish first. And a section that hydrates while axe scrolls through the
 * page changes under it, so the page is walked once and every deferred section let go live.
 */
export async function violations(page: Page, include?: string, exclude?: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top)
      await frame()
    }
    window.scrollTo(0, 0)
  })
  await expect(page.locator('[data-deferred]:not([data-live])')).toHaveCount(0, { timeout: 15_000 })
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // WCAG 2.5.3 (the name of a control starts with the words it shows) is still experimental in
  // axe, so off unless asked for. Only violations are read: axe then skips building a selector for
  // every node that passes, a third of its time on a long page, and checks every rule as before.
  const builder = new AxeBuilder({ page })
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .withTags(RULES)
  if (include) builder.include(include)
  if (exclude) builder.exclude(exclude)
  const { violations } = await builder.analyze()
  return violations.map(
    (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

export const test = base.extend<{ enquiries: EnquiryCapture; recaptcha: void }>({
  recaptcha: [
    async ({ page }, use) => {
      await fakeRecaptcha(page)
      await use()
    },
    { auto: true },
  ],
  enquiries: async ({ page }, use) => {
    await use(await captureEnquiries(page))
  },
})

/**
 * For the specs that check every page in turn: each test gets a tab of its own (its own size,
 * session storage and emulated media, nothing left from the test before), opened in a context the
 * worker keeps for tests with the same options. The tabs share that context's HTTP cache, so after
 * a worker's first page the scripts, styles and fonts every page uses come from the cache, compiled
 * code with them, instead of over the network again: each load is the page's own HTML and chunks.
 * Only for specs that route no requests (routing turns the cache off) and write no storage.
 */
export const everyPage = base.extend<
  { tab: Page },
  { warmContext: (options: BrowserContextOptions) => Promise<BrowserContext> }
>({
  warmContext: [
    async ({ browser }, use) => {
      const contexts = new Map<string, BrowserContext>()
      await use(async (options) => {
        const key = JSON.stringify(options)
        const context = contexts.get(key) ?? (await browser.newContext(options))
        contexts.set(key, context)
        return context
      })
      for (const context of contexts.values()) await context.close()
    },
    { scope: 'worker' },
  ],
  tab: async (
    {
      warmContext,
      baseURL,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      colorScheme,
      reducedMotion,
    },
    use,
  ) => {
    const context = await warmContext({
      ...{ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch },
      ...{ locale, colorScheme, reducedMotion },
    })
    const page = await context.newPage()
    await use(page)
    await page.close()
  },
})

export { expect }
export { webFontsReady } from './web-fonts.mjs'
