import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

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

/** Next to the server bundle (dist-ssr/server/main.js → dist-ssr/render-page.js). */
const BUILT_RENDERER = join(dirname(fileURLToPath(import.meta.url)), '..', 'render-page.js')

export async function loadPageRenderer(path = BUILT_RENDERER): Promise<PageRenderer> {
  if (!existsSync(path)) throw new Error(`No page renderer at ${path}: run "npm run build" first.`)
  return (await import(pathToFileURL(path).href)) as PageRenderer
}
