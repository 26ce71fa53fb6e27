import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { gzipSync } from 'node:zlib'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

/**
 * `vite preview` serves the prerendered pages the way production does: /about-us gets
 * dist/about-us/index.html, and an unknown path gets dist/404.html with status 404 instead of
 * the home page's HTML (which would hydrate the wrong route). HTML is gzipped as in production.
 */
function prerenderedPreview(): Plugin {
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
        const file = found ? page : join(dist, '404.html')
        if (!existsSync(file)) return next()
        res.statusCode = found && pathname !== '/not-found' ? 200 : 404
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

/**
 * Writes which chunk holds each source module. The manifest keys only entry chunks by source,
 * and a module that is both imported and lazily loaded (a service's content) lands in a shared
 * chunk; prerendering reads this map to preload such a page's content chunk.
 */
function moduleChunkMap(): Plugin {
  let root = ''
  return {
    name: 'module-chunk-map',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const id of output.moduleIds) chunks[relative(root, id)] = output.fileName
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-chunks.json',
        source: JSON.stringify(chunks),
      })
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), prerenderedPreview(), moduleChunkMap()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // Read by the prerenderer to preload each page's own chunk.
    manifest: true,
    // The Node build: the prerenderer, and the page renderer the companion server uses for
    // result links of the track page (built here so it shares the client's settings).
    ...(isSsrBuild && {
      copyPublicDir: false,
      rolldownOptions: {
        input: { prerender: 'src/prerender.tsx', 'render-page': 'src/render-page.tsx' },
      },
    }),
  },
  preview: { port: 4173, strictPort: true },
  test: {
    globals: true,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    css: false,
    restoreMocks: true,
    // Node 25+ ships a Web Storage of its own that warns when jsdom's replaces it; jsdom's is the one
    // the tests use, so Node's is switched off where the flag exists.
    execArgv: process.allowedNodeEnvironmentFlags.has('--no-experimental-webstorage')
      ? ['--no-experimental-webstorage']
      : [],
    env: { VITE_RECAPTCHA_SITE_KEY: 'test-site-key' },
  },
}))
