import { defineConfig } from 'vitest/config'

import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

import type { Locale } from './src/i18n/locales.ts'
import { alias } from './tools/vite/alias.ts'
import { arabicBuildEnv } from './tools/vite/arabic-build-env.ts'
import { buildTimeModules } from './tools/vite/build-time-modules.ts'
import { contentHtml } from './tools/vite/content-html.ts'
import { contentPreload } from './tools/vite/content-preload.ts'
import { localeTwins } from './tools/vite/locale-twins.ts'
import { moduleChunkMap } from './tools/vite/module-chunk-map.ts'
import { prerenderedPreview } from './tools/vite/prerendered-preview.ts'
import { routerTreeShaking } from './tools/vite/router-tree-shaking.ts'
import { siteSettings } from './tools/vite/site-settings.ts'

const SERVER_INPUT: Record<string, string> = {
  prerender: 'src/prerender.tsx',
  'render-page': 'src/render-page.tsx',
}
// The quote page's script is the server-rendered /quote/:token page's (server/src/quotes/), which
// finds it among the built files by its name.
const BROWSER_INPUT: Record<string, string> = {
  index: 'index.html',
  fonts: 'src/styles/fonts.css',
  'quote-page': 'src/quote-page.ts',
}

// The build's own plugins live in tools/vite, one file each; this file is configuration.
export default defineConfig(({ isSsrBuild, mode }) => {
  // English is built as usual, Arabic with `--mode ar` (ADR 021).
  const locale: Locale = mode === 'ar' || mode === 'staff-ar' ? 'ar' : 'en'
  // The staff console (`--mode staff`, `--mode staff-ar`) is a build of its own: no public page
  // shares a chunk with it, and its pages are client-rendered.
  if (mode.startsWith('staff'))
    return {
      ...(locale === 'ar' && { envDir: false as const, define: arabicBuildEnv(process.cwd()) }),
      plugins: [
        localeTwins(locale),
        siteSettings(locale),
        react(),
        tailwindcss(),
        routerTreeShaking(),
      ],
      resolve: { alias },
      build: {
        target: 'es2022',
        outDir: 'dist',
        emptyOutDir: false,
        copyPublicDir: false,
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: locale === 'ar' ? 'staff/ar/index.html' : 'staff/index.html',
          output: {
            entryFileNames: 'assets/staff-[hash].js',
            chunkFileNames: 'assets/staff-[hash].js',
            assetFileNames: 'assets/staff-[hash][extname]',
          },
        },
      },
    }
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
      routerTreeShaking(),
    ],
    resolve: { alias },
    build: {
      target: 'es2022',
      cssCodeSplit: true,
      // Read by the prerenderer to preload each page's own chunk.
      manifest: true,
      // Every browser the site supports has modulepreload; where one lacks it the preload links
      // are only hints, and the chunks still load when imported. Saves 0.4 KB on every page.
      modulePreload: { polyfill: false, resolveDependencies: contentPreload(process.cwd()) },
      // The Arabic client build goes beside the English one; its prerender moves the assets into
      // dist/assets and the pages into dist/ar (src/prerender.tsx).
      ...(locale === 'ar' && !isSsrBuild && { outDir: 'dist-ar', copyPublicDir: false }),
      // The Node build (the prerenderer, and the page renderer the companion server uses for
      // result links of the track page, built here so it shares the client's settings) has no
      // public files. The browser build's fonts' stylesheet is an entry of its own, not part of
      // the page's: the loader asks for it after the first paint (ADR 037). A chunk's name would
      // only tell a developer what is in it, and the pages' module lists and every import between
      // chunks carry it, so chunks are named by their hash alone.
      ...(isSsrBuild && { copyPublicDir: false }),
      rolldownOptions: isSsrBuild
        ? { input: SERVER_INPUT }
        : { input: BROWSER_INPUT, output: { chunkFileNames: 'assets/c[hash].js' } },
    },
    preview: { port: 4173, strictPort: true },
    test: {
      globals: true,
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
      include: ['{src,shared,tools}/**/*.test.{ts,tsx}', 'tests/docs/*.test.ts'],
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
