import { expect, test, type Page } from '@playwright/test'

import { getAllRoutePaths } from './routes'

/** Phones from the smallest the site designs for to the largest common one. */
const SIZES = [
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
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
 * Holds the app's entry script until `release` is called, so the page stays as it first paints
 * (the chat bar prerendered, nothing hydrated) for as long as the check takes. `hold` closes the
 * gate again before the next load.
 */
async function entryGate(page: Page) {
  let release = () => {}
  let released = Promise.resolve()
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return {
    hold: () => {
      released = new Promise<void>((resolve) => {
        release = resolve
      })
    },
    release: () => release(),
  }
}

for (const path of getAllRoutePaths()) {
  for (const prefix of ['', '/ar']) {
    const route = prefix && path === '/' ? prefix : `${prefix}${path}`
    test(`nothing floats over a control of ${route}'s first screen on a phone`, async ({
      page,
    }) => {
      test.slow()
      const covered: Record<string, string[]> = {}
      const gate = await entryGate(page)
      for (const { width, height } of SIZES) {
        await page.setViewportSize({ width, height })
        gate.hold()
        await page.goto(route, { waitUntil: 'domcontentloaded' })
        await page.waitForFunction(
          () => performance.getEntriesByName('first-contentful-paint').length > 0,
          null,
          { polling: 20 },
        )
        const painted = await page.evaluate(findCovered)
        if (painted.length) covered[`${width}×${height} at first paint`] = painted
        gate.release()
        // Hydration leaves the bar's first-screen state alone at any size, so one size proves it:
        // the one the known cases (Track, the planner's first choice) were found at.
        if (width !== LIVE_CHECK_WIDTH) continue
        await page.locator('html[data-hydrated="true"]').waitFor()
        const live = await page.evaluate(findCovered)
        if (live.length) covered[`${width}×${height} once live`] = live
      }
      expect(covered).toEqual({})
    })
  }
}
