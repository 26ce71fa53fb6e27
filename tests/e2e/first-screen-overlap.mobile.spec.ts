import { expect, test, type Page } from '@playwright/test'

import { getAllRoutePaths } from './routes'

/**
 * The smallest phone the site designs for, the most common one and the largest common one. The
 * 375 and 414 px phones in between never showed a case these three did not, at twice the run time.
 */
const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
]
const LIVE_CHECK_WIDTH = 390

/**
 * Runs in the page at scroll 0: every button, link and field the first screen lays out whole must
 * be what a tap in its middle reaches. The sticky chat bar, the scroll-to-top button or any other
 * floating element over it would take the tap instead (layout-overlap.spec.ts covers the page
 * while scrolling; this covers the moment it paints, before anyone has scrolled).
 */
function findCovered(): string[] {
  const describe = (el: Element) => {
    const named = el.closest('a, button, label') ?? el
    const text = (named.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    const label = named.getAttribute('aria-label') ?? ''
    return `<${named.tagName.toLowerCase()}${label ? ` "${label}"` : ''}> ${text}`
  }
  // A card's stretched link (its ::after) lies over the card's own text and links on purpose.
  const isCardLink = (top: Element, target: Element) =>
    top.matches('a') &&
    getComputedStyle(top, '::after').position === 'absolute' &&
    (top.parentElement?.closest('article, li')?.contains(target) ?? false)
  const controls = document.querySelectorAll<HTMLElement>(
    'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex="0"]',
  )
  const found: string[] = []
  for (const control of controls) {
    if (control.closest('[data-floating-bar]')) continue
    const box = control.getBoundingClientRect()
    const whole =
      box.width >= 4 &&
      box.height >= 4 &&
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= window.innerHeight &&
      box.right <= window.innerWidth
    if (!whole || !control.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      continue
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    if (!top || control.contains(top) || top.contains(control) || isCardLink(top, control)) continue
    // A field's visible label may be drawn over it (a floating label) and passes the tap on.
    if (top.closest('label')?.control === control) continue
    found.push(`${describe(top)} covers ${describe(control)} (y ${Math.round(box.top)})`)
  }
  return found
}

/**
 * Holds a request until its gate opens. `hold` closes the gate again before the next load.
 */
async function gate(page: Page, url: RegExp) {
  let open = () => {}
  let opened = Promise.resolve()
  await page.route(url, async (route) => {
    await opened
    await route.continue()
  })
  return {
    hold: () => {
      opened = new Promise<void>((resolve) => {
        open = resolve
      })
    },
    release: () => open(),
  }
}

/**
 * Waits for the page to draw with its web fonts, and for the loader's second look under the chat
 * bar that follows them (src/prerender.tsx): the layout is forced here as the loader forces it, so
 * `fonts.ready` waits for the faces the page uses, and two frames let the loader's look run first.
 */
async function settleFonts(page: Page) {
  await page.waitForFunction(
    () => document.querySelector<HTMLLinkElement>('link[href*="/assets/fonts-"]')?.media === 'all',
    null,
    { polling: 20 },
  )
  await page.evaluate(async () => {
    void document.documentElement.offsetWidth
    await document.fonts.ready
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
  })
}

for (const path of getAllRoutePaths()) {
  for (const prefix of ['', '/ar']) {
    const route = prefix && path === '/' ? prefix : `${prefix}${path}`
    test(`nothing floats over a control of ${route}'s first screen on a phone`, async ({
      page,
    }) => {
      test.slow()
      const covered: Record<string, string[]> = {}
      // The entry script held keeps the page as it first paints (the chat bar prerendered, nothing
      // hydrated); the font files held keep its first paint in the fallback fonts, as on a slow
      // network, where they arrive well after it.
      const entry = await gate(page, /\/assets\/index-[\w-]+\.js$/)
      const fonts = await gate(page, /\/assets\/[\w-]+\.woff2$/)
      for (const { width, height } of SIZES) {
        const size = `${width}×${height}`
        await page.setViewportSize({ width, height })
        entry.hold()
        fonts.hold()
        await page.goto(route, { waitUntil: 'domcontentloaded' })
        await page.waitForFunction(
          () => performance.getEntriesByName('first-contentful-paint').length > 0,
          null,
          { polling: 20 },
        )
        const painted = await page.evaluate(findCovered)
        if (painted.length) covered[`${size} at first paint`] = painted
        fonts.release()
        await settleFonts(page)
        const withFonts = await page.evaluate(findCovered)
        if (withFonts.length) covered[`${size} with its web fonts`] = withFonts
        entry.release()
        // Hydration leaves the bar's first-screen state alone at any size, so one size proves it:
        // the one the known cases (Track, the planner's first choice) were found at.
        if (width !== LIVE_CHECK_WIDTH) continue
        await page.locator('html[data-hydrated="true"]').waitFor()
        const live = await page.evaluate(findCovered)
        if (live.length) covered[`${size} once live`] = live
      }
      expect(covered).toEqual({})
    })
  }
}

test('the chat bar waits through a scroll event that moves nothing, and shows at the first real scroll', async ({
  page,
}) => {
  // A phone's browser can fire a scroll at 0 while it applies the viewport during the load; the
  // planner's first choice lies under the bar at this size, so the bar must keep waiting.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ar/get-a-quote')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-bar-waits', '')
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')))
  await expect(html).toHaveAttribute('data-bar-waits', '')
  await page.evaluate(() => window.scrollBy(0, 200))
  await expect(html).not.toHaveAttribute('data-bar-waits')
  await expect(page.locator('[data-floating-bar]')).toBeVisible()
})
