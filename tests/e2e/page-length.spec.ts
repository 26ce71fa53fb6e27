import type { Page } from '@playwright/test'

import { expect, open, test, webFontsReady } from './fixtures'

/**
 * A page keeps its length while its deferred sections load: a visitor who jumps with the
 * scrollbar, follows an in-page link or uses find-in-page right after load lands where the page
 * will still be once every section has rendered. Sections below the fold skip layout until they
 * near the viewport (`.section-offscreen`), so each must reserve the height it will take.
 */
const PAGES = ['/', '/services/house-moving-companies-qatar', '/about-us', '/contact-us', '/blog']
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]
/** How far the page's height may move: a line of small print. */
const LENGTH_TOLERANCE_PX = 16
/** The field CLS budget the whole page is held to (ADR 010), here for the scroll alone. */
const SCROLL_CLS_BUDGET = 0.01
/** `Deferred` opens a section within this distance of the viewport (LOAD_MARGIN in deferred.tsx). */
const LOAD_MARGIN_PX = 600

const at = (prefix: string, path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`)

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight)

/** Two frames: the browser has laid out and painted whatever the last scroll brought in. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )

/** Starts summing layout shifts not caused by input; read the sum with `shiftsSoFar`. */
const recordShifts = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { __scrollShift: number }
    record.__scrollShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) record.__scrollShift += entry.value
      }
    }).observe({ type: 'layout-shift' })
  })

const shiftsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scrollShift: number }).__scrollShift)

/**
 * Scrolls down one screen at a time to the bottom, and at each step waits until every deferred
 * section now within loading distance has hydrated, as it does for a visitor reading down.
 */
async function scrollThrough(page: Page) {
  for (;;) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      const end = document.documentElement.scrollHeight - window.innerHeight
      return window.scrollY >= end - 1
    })
    await settle(page)
    await page.waitForFunction(
      (margin) =>
        [...document.querySelectorAll('[data-deferred]:not([data-live])')].every(
          (region) => region.getBoundingClientRect().top > window.innerHeight + margin,
        ),
      LOAD_MARGIN_PX,
    )
    await settle(page)
    if (atBottom) break
  }
  await expect(page.locator('[data-deferred]:not([data-live])')).toHaveCount(0)
}

for (const prefix of ['', '/ar']) {
  for (const path of PAGES) {
    const route = at(prefix, path)
    test(`${route} is as long at load as after its deferred sections have rendered`, async ({
      page,
    }) => {
      test.slow()
      const found: Record<number, { atLoad: number; afterScroll: number; shift: number }> = {}
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport)
        await open(page, route)
        await webFontsReady(page)
        await settle(page)
        const atLoad = await pageHeight(page)
        await recordShifts(page)
        await scrollThrough(page)
        const shift = await shiftsSoFar(page)
        await page.evaluate(() => window.scrollTo(0, 0))
        await settle(page)
        found[viewport.width] = { atLoad, afterScroll: await pageHeight(page), shift }
      }
      for (const [width, { atLoad, afterScroll, shift }] of Object.entries(found)) {
        const where = `${route} at ${width} px: ${atLoad} px at load, ${afterScroll} px after`
        expect.soft(Math.abs(afterScroll - atLoad), where).toBeLessThanOrEqual(LENGTH_TOLERANCE_PX)
        test.info().annotations.push({ type: 'layout shift', description: `${width} px: ${shift}` })
        expect
          .soft(shift, `${route} at ${width} px: layout shift`)
          .toBeLessThanOrEqual(SCROLL_CLS_BUDGET)
      }
    })
  }
}
