/**
 * Renders a page of the app to HTML in Node: at build time for every route (prerender.tsx), and
 * per request in the companion server for a result link of the track page. Never shipped to the
 * browser.
 */
import { PassThrough } from 'node:stream'

import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'

import type { ReactNode } from 'react'

import { App } from './app/app'
import { locale } from './i18n/current'
import { localeInfo, localePath } from './i18n/locales'
import {
  CORRECTION_HEADING,
  EnquiryCorrection,
  type EnquiryEcho,
} from './features/enquiry/components/enquiry-correction'
import {
  servedLookupScript,
  ServedLookupContext,
  type ServedLookup,
} from './features/tracking/served-lookup'

async function render(url: string, element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // React moves large Suspense boundaries out of line behind a script that reveals them; pages
    // must read completely without JavaScript, so every boundary stays inline.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      console.error(`Prerender error on ${url}`, error)
    },
  })
  const chunks: Buffer[] = []
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The app's HTML for `url` (path and query, as the route table writes it) in this build's
 * language, with a lookup the server has made, if any.
 */
export function renderPath(url: string, lookup: ServedLookup | null = null): Promise<string> {
  const Router = ({ basename, children }: { basename?: string; children: ReactNode }) => (
    <StaticRouter basename={basename} location={localePath(locale, url)}>
      {children}
    </StaticRouter>
  )
  return render(
    url,
    <ServedLookupContext value={lookup}>
      <App Router={Router} basename={localeInfo[locale].prefix} />
    </ServedLookupContext>,
  )
}

const ROOT = '<div id="root">'
const LOADER = '<script data-fonts='

/** Splits a prerendered page around the content of #root and the module loader after it. */
function pageParts(template: string) {
  const start = template.indexOf(ROOT)
  const loader = template.indexOf(LOADER)
  const end = template.lastIndexOf('</div>', loader)
  if (start === -1 || loader === -1 || end < start)
    throw new Error('The page template has no #root followed by the module loader')
  return {
    before: template.slice(0, start + ROOT.length),
    between: template.slice(end, loader),
    loader: template.slice(loader),
  }
}

/**
 * The track page for a result link, as the companion server answers it: the prerendered page
 * (`template`) with its content rendered again for `url` and the lookup embedded for hydration.
 */
export async function renderTrackResultPage(
  template: string,
  url: string,
  lookup: ServedLookup,
): Promise<string> {
  const { before, between, loader } = pageParts(template)
  const { body } = splitHead(await renderPath(url, lookup))
  return `${before}${body}${between}${servedLookupScript(lookup)}\n    ${loader}`
}

/**
 * The answer to a script-free enquiry that failed the checks, in the site's look: the not-found
 * page's head and styles (`template`) around the form again, with no scripts to hydrate it.
 */
export async function renderEnquiryCorrectionPage(
  template: string,
  echo: EnquiryEcho,
): Promise<string> {
  const { before, between } = pageParts(template)
  const html = await render(
    '/enquiry',
    <StaticRouter location="/">
      <EnquiryCorrection {...echo} />
    </StaticRouter>,
  )
  return `${before}${splitHead(html).body}${between}</body>\n</html>\n`.replace(
    /<title>[^<]*<\/title>/,
    `<title>${CORRECTION_HEADING}</title>`,
  )
}

/** React 19 emits <title>, <meta> and <link> first in a fragment; they belong in <head>. */
const HEAD_TAG =
  /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>|<script type="application\/ld\+json">[\s\S]*?<\/script>)/

export function splitHead(html: string): { head: string; body: string } {
  let rest = html
  const head: string[] = []
  for (let match = HEAD_TAG.exec(rest); match; match = HEAD_TAG.exec(rest)) {
    head.push(match[0])
    rest = rest.slice(match[0].length)
  }
  return { head: head.join('\n    '), body: rest }
}
