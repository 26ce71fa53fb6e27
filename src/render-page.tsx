/**
 * Renders a page of the app to HTML in Node: at build time for every route (prerender.tsx), and
 * per request in the companion server for a result link of the track page. Never shipped to the
 * browser.
 */
import { PassThrough } from 'node:stream'

import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'

import { App } from './app/app'
import { ServedLookupContext, type ServedLookup } from './features/tracking/served-lookup'

/** The app's HTML for `url` (path and query), with a lookup the server has made, if any. */
export async function renderPath(url: string, lookup: ServedLookup | null = null): Promise<string> {
  const Router = ({ children }: { children: React.ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  )
  const { prelude } = await prerenderToNodeStream(
    <ServedLookupContext value={lookup}>
      <App Router={Router} />
    </ServedLookupContext>,
    {
      // React moves large Suspense boundaries out of line behind a script that reveals them;
      // pages must read completely without JavaScript, so every boundary stays inline.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        console.error(`Prerender error on ${url}`, error)
      },
    },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
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
