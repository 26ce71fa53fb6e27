import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { serverMessages } from '@contract/server-messages.ts'
import { splitLocale } from '../../../src/i18n/locales.ts'
import { consoleSecurityHeaders } from './security-headers.ts'
import { notFoundPage, pickEncoding, type Asset, type Site } from './static-site.ts'

/**
 * Helmet's headers that only govern a document. A script, stylesheet, font or picture gains
 * nothing from them, and on a slow phone network the 0.9 KB they add to each of a page's forty-odd
 * requests is real time. SVG keeps them: it can be opened as a document.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

const isDocument = (type: string) =>
  type.startsWith('text/html') || type.startsWith('image/svg+xml')

export function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: Asset,
  status: number,
) {
  const encoding = pickEncoding(asset, request.headers['accept-encoding'])
  const variant = asset.bodies[encoding] ?? asset.bodies.identity
  if (!isDocument(asset.type)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name)
  reply.header('content-type', asset.type).header('cache-control', asset.cacheControl)
  reply.header('etag', variant.etag)
  if (asset.bodies.br) reply.header('vary', 'Accept-Encoding')
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  if (status === 200 && request.headers['if-none-match'] === variant.etag)
    return reply.code(304).send()
  return reply.code(status).send(variant.body)
}

/**
 * The staff console is one client-rendered page per language (dist/staff/index.html and
 * dist/staff/ar/index.html); every address under it is the console's own router's to show.
 */
function consolePage(path: string) {
  if (path === '/staff' || path.startsWith('/staff/')) return '/staff'
  if (path === '/ar/staff' || path.startsWith('/ar/staff/')) return '/staff/ar'
  return null
}

/**
 * The built site: prerendered pages at their paths, hashed assets, and 404.html with status 404
 * for anything else (and for /not-found itself), so no page hydrates another route's markup.
 */
export function registerSite(app: FastifyInstance, site: Site) {
  const consoleHeaders = consoleSecurityHeaders(site.inlineScriptHashes)
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      const url = request.url
      const queryStart = url.indexOf('?')
      const rawPath = queryStart === -1 ? url : url.slice(0, queryStart)
      let path: string
      try {
        path = decodeURIComponent(rawPath)
      } catch {
        return sendAsset(request, reply, site.notFound.en, 404)
      }
      if (path.startsWith('/api/')) return reply.code(404).send({ error: serverMessages.notFound })

      const file = site.files.get(path)
      if (file) return sendAsset(request, reply, file, 200)

      const consolePath = consolePage(path)
      const consoleAsset = consolePath && site.pages.get(consolePath)
      if (consoleAsset) {
        reply.header('x-robots-tag', 'noindex, nofollow').headers(consoleHeaders)
        return sendAsset(request, reply, { ...consoleAsset, cacheControl: 'no-cache' }, 200)
      }

      // One URL per page: /about-us/ redirects to the canonical /about-us.
      if (path.length > 1 && path.endsWith('/')) {
        const canonical = path.replace(/\/+$/, '') || '/'
        if (site.pages.has(canonical)) {
          const query = queryStart === -1 ? '' : url.slice(queryStart)
          return reply.redirect(encodeURI(canonical) + query, 301)
        }
      }
      const page = site.pages.get(path)
      if (page && splitLocale(path).path !== '/not-found')
        return sendAsset(request, reply, page, 200)
      return sendAsset(request, reply, notFoundPage(site, path), 404)
    },
  })
}
