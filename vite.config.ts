import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { gzipSync } from 'node:zlib'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { Expression, Node } from 'typescript'
import { loadEnv, type Plugin, type ResolvedConfig, runnerImport } from 'vite'
import { defineConfig } from 'vitest/config'

import { checkSiteEnv } from './src/config/site-env.ts'
import { localeInfo, type Locale, splitLocale } from './src/i18n/locales.ts'

/**
 * Checks the site's `VITE_*` settings as Vite starts, so a bad value stops `vite build` and the
 * dev server with every problem named, before any page is built or served.
 */
function siteSettings(locale: Locale): Plugin {
  return {
    name: 'site-settings',
    configResolved(config) {
      if (locale === 'ar') checkSiteEnv(loadEnv('production', config.root, config.envPrefix))
      else if (config.envDir !== false)
        checkSiteEnv(loadEnv(config.mode, config.envDir ?? config.root, config.envPrefix))
    },
  }
}

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

/** A post's HTML fields: its highlight and the items of its bullet-point blocks. */
const POST_HTML_FIELDS = new Set(['highlight', 'points'])
const POST_MODULE = /\/src\/content\/posts\/[^/]+\.ts$/

/**
 * Sanitises blog HTML where it is written, at build time, so post pages do not ship DOMPurify
 * (11 KB gzipped) to do it in the browser. Every HTML field of a post module must be a string
 * literal: anything computed would reach the page unchecked, so the build fails instead.
 */
function contentHtml(): Plugin {
  const load = async () => {
    const [{ default: ts }, { JSDOM }, { createSanitizer }] = await Promise.all([
      import('typescript'),
      import('jsdom'),
      import('./src/lib/sanitize.ts'),
    ])
    const window = new JSDOM('').window as unknown as Window & typeof globalThis
    return { ts, sanitize: createSanitizer(window) }
  }
  let tools: ReturnType<typeof load> | undefined
  return {
    name: 'content-html',
    enforce: 'pre',
    // The parser and the DOM take a second to load: start as soon as Vite starts, not on the
    // first post a test or a page asks for.
    configResolved() {
      tools = load()
      tools.catch(() => {})
    },
    async transform(code, id) {
      const file = id.split('?')[0]!
      if (!POST_MODULE.test(file)) return
      const { ts, sanitize } = await (tools ??= load())
      const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true)
      const edits: Array<{ start: number; end: number; text: string }> = []
      const literal = (node: Expression) => {
        if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node))
          throw new Error(
            `${relative(process.cwd(), file)}: HTML content must be a string literal, not \`${node.getText(source).slice(0, 60)}\``,
          )
        edits.push({
          start: node.getStart(source),
          end: node.end,
          text: JSON.stringify(sanitize(node.text)),
        })
      }
      const visit = (node: Node) => {
        if (
          ts.isPropertyAssignment(node) &&
          ts.isIdentifier(node.name) &&
          POST_HTML_FIELDS.has(node.name.text)
        ) {
          const value = node.initializer
          if (ts.isArrayLiteralExpression(value)) value.elements.forEach(literal)
          else literal(value)
          return
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
      return edits
        .sort((a, b) => b.start - a.start)
        .reduce((out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end), code)
    },
  }
}

/**
 * In the Arabic build an import of `x.ts` (or `x.tsx`, `x.css`) resolves to `x.ar.ts` when that
 * twin exists, so components import their words by the English name and never branch on the
 * language. Import globs resolve each file the same way.
 */
function localeTwins(locale: Locale): Plugin {
  return {
    name: 'locale-twins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (locale === 'en') return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external) return resolved
      const [file, query] = resolved.id.split('?')
      if (!/\.(tsx?|css)$/.test(file!) || /\.ar\.(tsx?|css)$/.test(file!)) return resolved
      const twin = file!.replace(/\.(tsx?|css)$/, `.${locale}.$1`)
      if (!existsSync(twin)) return resolved
      return { ...resolved, id: query ? `${twin}?${query}` : twin }
    },
    transformIndexHtml(html) {
      if (locale === 'en') return html
      const { lang, dir } = localeInfo[locale]
      return html.replace('<html lang="en">', `<html lang="${lang}" dir="${dir}">`)
    },
  }
}

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // What the browser and the companion server agree on (shared/contract), imported by both.
  '@contract': fileURLToPath(new URL('./shared/contract', import.meta.url)),
}

/**
 * The modules in this folder are evaluated once by the build and replaced with their exports as
 * plain data: the browser gets the result without the sources it was computed from.
 */
const BUILD_TIME_MODULES = 'src/content/indexes'

function buildTimeModules(locale: Locale): Plugin {
  let config: ResolvedConfig
  return {
    name: 'build-time-modules',
    configResolved(resolved) {
      config = resolved
    },
    async load(id) {
      const file = id.split('?')[0]!
      if (dirname(file) !== join(config.root, BUILD_TIME_MODULES)) return
      const { module, dependencies } = await runnerImport<Record<string, unknown>>(file, {
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        resolve: { alias },
        plugins: [localeTwins(locale), contentHtml()],
      })
      dependencies.forEach((dependency) => this.addWatchFile(dependency))
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)}`)
        .join('\n')
    },
  }
}

/**
 * The Arabic build runs in mode `ar` but reads the same settings as the English production
 * build (`.env`, `.env.production`, the environment), so both languages describe one company.
 */
function arabicBuildEnv(root: string) {
  const vars = loadEnv('production', root, 'VITE_')
  return Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
  )
}

export default defineConfig(({ isSsrBuild, mode }) => {
  // English is built as usual, Arabic with `--mode ar` (ADR 021).
  const locale: Locale = mode === 'ar' ? 'ar' : 'en'
  return {
    ...(locale === 'ar' && { envDir: false as const, define: arabicBuildEnv(process.cwd()) }),
    plugins: [
      localeTwins(locale),
      siteSettings(locale),
      react(),
      tailwindcss(),
      contentHtml(),
      buildTimeModules(locale),
      prerenderedPreview(),
      moduleChunkMap(),
    ],
    resolve: { alias },
    build: {
      target: 'es2022',
      cssCodeSplit: true,
      // Read by the prerenderer to preload each page's own chunk.
      manifest: true,
      // Every browser the site supports has modulepreload; where one lacks it the preload links
      // are only hints, and the chunks still load when imported. Saves 0.4 KB on every page.
      modulePreload: { polyfill: false },
      // The Arabic client build goes beside the English one; its prerender moves the assets into
      // dist/assets and the pages into dist/ar (src/prerender.tsx).
      ...(locale === 'ar' && !isSsrBuild && { outDir: 'dist-ar', copyPublicDir: false }),
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
      include: ['{src,shared}/**/*.test.{ts,tsx}', 'tests/docs/*.test.ts'],
      setupFiles: ['src/testing/setup-tests.ts'],
      css: false,
      restoreMocks: true,
      // A test walking the planner through its lazy steps renders a dozen screens; on a busy 2-core
      // runner that can pass 5 s. The limit only ends a hung test sooner, it never makes one pass.
      testTimeout: 15_000,
      // Node 25+ ships a Web Storage of its own that warns when jsdom's replaces it; jsdom's is the one
      // the tests use, so Node's is switched off where the flag exists.
      execArgv: process.allowedNodeEnvironmentFlags.has('--no-experimental-webstorage')
        ? ['--no-experimental-webstorage']
        : [],
      env: { VITE_RECAPTCHA_SITE_KEY: 'test-site-key' },
    },
  }
})
