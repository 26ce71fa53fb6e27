import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { localeInfo, locales, type Locale } from '../../../src/i18n/locales.ts'

/**
 * The site's own page renderer (src/render-page.tsx, built to dist-ssr/render-page.js by
 * `npm run build` with the same settings as the pages): the server renders with it what depends
 * on a request, so those pages look like the site and hydrate without a mismatch.
 */
export type PageRenderer = {
  /** The track page for /track-your-cargo?tracking_id=…, the lookup rendered in. */
  renderTrackResultPage(
    template: string,
    url: string,
    lookup: { trackingId: string; jobs: unknown[] },
  ): Promise<string>
  /** A script-free enquiry that failed the checks: the form again with values and messages. */
  renderEnquiryCorrectionPage(
    template: string,
    echo: { values: Partial<Record<string, string>>; errors: Partial<Record<string, string>> },
  ): Promise<string>
}

/** Each language's renderer, built with that language's words (ADR 021). */
export type PageRenderers = Partial<Record<Locale, PageRenderer>>

/**
 * Each language's renderer from `dir`, the SSR build: dist-ssr/render-page.js, and the Arabic
 * build's dist-ssr/ar/render-page.js.
 */
export async function loadPageRenderers(dir: string): Promise<PageRenderers> {
  const renderers: PageRenderers = {}
  for (const locale of locales) {
    const path = join(dir, localeInfo[locale].prefix, 'render-page.js')
    if (!existsSync(path))
      throw new Error(`No page renderer at ${path}: run "npm run build" first.`)
    renderers[locale] = (await import(pathToFileURL(path).href)) as PageRenderer
  }
  return renderers
}
