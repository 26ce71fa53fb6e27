/**
 * Resolves once a page draws with its web fonts: the loader switches the fonts' stylesheet on
 * after the first paint, when the core faces have arrived (ADR 037; the quote page's loader adds
 * it after the first paint, for all media), and a layout then asks for the faces the page's text
 * needs. Shared by the e2e specs and tests/tools/reserved-heights.mjs.
 *
 * @param {import('@playwright/test').Page} page
 */
export async function webFontsReady(page) {
  await page.waitForFunction(() =>
    [...document.styleSheets].some(
      (sheet) =>
        sheet.href?.includes('/assets/fonts-') && ['all', ''].includes(sheet.media.mediaText),
    ),
  )
  await page.evaluate(async () => {
    void document.body.offsetHeight
    await document.fonts.ready
  })
}
