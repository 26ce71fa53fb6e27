import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import type { Plugin } from 'vite'

import { localeInfo, splitLocale } from '../../src/i18n/locales.ts'

/**
 * `vite preview` serves the prerendered pages the way production does: /about-us gets
 * dist/about-us/index.html, and an unknown path gets dist/404.html with status 404 instead of
 * the home page's HTML (which would hydrate the wrong route). HTML is gzipped as in production.
 */
export function prerenderedPreview(): Plugin {
  return {
    name: 'prerendered-preview',
    configurePreviewServer(server) {
      const dist = server.config.build.outDir
      server.middlewares.use((req, res, next) => {
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        if (pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(pathname)) return next()
        const page = join(dist, pathname, 'index.html')
        if (!page.startsWith(dist)) return next()
        const found = existsSync(page) && statSync(page).isFile()
        const { locale } = splitLocale(pathname)
        const file = found ? page : join(dist, localeInfo[locale].prefix, '404.html')
        if (!existsSync(file)) return next()
        res.statusCode = found && !pathname.endsWith('/not-found') ? 200 : 404
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        res.setHeader('Vary', 'Accept-Encoding')
        // Compressed like the companion server does it, so `npm run bench` measures what ships.
        const html = readFileSync(file)
        if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return res.end(html)
        res.setHeader('Content-Encoding', 'gzip')
        res.end(gzipSync(html))
      })
    },
  }
}
