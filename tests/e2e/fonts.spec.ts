import type { Page } from '@playwright/test'

import { expect, open, test, webFontsReady } from './fixtures'

/** The faces Chromium drew an element's text with, by family, from the DevTools protocol. */
async function drawnWith(page: Page, selector: string) {
  const session = await page.context().newCDPSession(page)
  await session.send('DOM.enable')
  await session.send('CSS.enable')
  const { root } = await session.send('DOM.getDocument')
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId })
  await session.detach()
  return fonts.map((font) => font.familyName)
}

/**
 * Opens `path` and waits for its web fonts; checks that none of their downloads (the fonts'
 * stylesheet and faces) began before the first paint, and returns how many there were.
 */
async function openWithLateFonts(page: Page, path: string) {
  await open(page, path)
  await webFontsReady(page)
  const { firstPaint, fonts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/fonts-[^/]+\.css$|\.woff2$/.test(entry.name))
      .map((entry) => entry.startTime),
  }))
  for (const start of fonts) expect(start).toBeGreaterThanOrEqual(firstPaint)
  return fonts.length
}

test.describe('Web fonts (ADR 037)', () => {
  test('an English page paints before any font is fetched, then draws with Plus Jakarta Sans', async ({
    page,
  }) => {
    const downloads = await openWithLateFonts(page, '/services/house-moving-companies-qatar')
    expect(downloads, 'the stylesheet and the core face').toBeGreaterThanOrEqual(2)
    expect(await drawnWith(page, 'h1')).toEqual(['Plus Jakarta Sans'])
  })

  test('an Arabic page draws its Arabic letters with Cairo, not a system face', async ({
    page,
  }) => {
    await openWithLateFonts(page, '/ar')
    expect(await drawnWith(page, 'h1')).toContain('Cairo')
    expect(await drawnWith(page, 'h1 + p')).toContain('Cairo')
  })

  test('a rare character comes from the faces for rare characters, which a page without one never fetches', async ({
    page,
  }) => {
    // Those faces are a family of their own after the core's, so a page that needs none of them
    // does not make Chromium build stand-ins for them during the swap (ADR 037).
    const downloads = await openWithLateFonts(page, '/ar')
    expect(downloads, 'the stylesheet and the two core faces').toBe(3)
    // A Polish place name and a Persian letter: outside both core faces.
    await page.locator('h1').evaluate((h1) => h1.append(' Łódź پ'))
    await webFontsReady(page)
    // The faces that have just arrived are drawn from a later frame on.
    await expect
      .poll(async () => (await drawnWith(page, 'h1')).sort())
      .toEqual(['Cairo', 'Plus Jakarta Sans'])
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    )
    expect(fetched).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/plus-jakarta-sans-latin-ext-wght-normal-[^/]+\.woff2$/),
        expect.stringMatching(/\/cairo-arabic-wght-normal-[^/]+\.woff2$/),
      ]),
    )
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the fonts still arrive, through the stylesheet in <noscript>', async ({ page }) => {
      await page.goto('/ar')
      await page.waitForLoadState('networkidle')
      expect(await drawnWith(page, 'h1')).toEqual(
        expect.arrayContaining(['Cairo', 'Plus Jakarta Sans']),
      )
      await page.goto('/about-us')
      await page.waitForLoadState('networkidle')
      expect(await drawnWith(page, 'h1')).toEqual(['Plus Jakarta Sans'])
    })
  })
})
