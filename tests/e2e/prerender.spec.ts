import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, test } from '@playwright/test'

import { canonicalPath, paths, singaporeAliasPath } from '../../src/config/paths'

import { getAllRoutePaths } from './routes'

const DIST = fileURLToPath(new URL('../../dist', import.meta.url))
const read = (path: string) =>
  readFileSync(
    path === '/' ? join(DIST, 'index.html') : join(DIST, path.slice(1), 'index.html'),
    'utf8',
  )

/** The entry chunk Vite built from index.html: the loader must start with it. */
const entryScript = () => {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  return `/${manifest['index.html']!.file}`
}

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

test.describe('Prerendered HTML', () => {
  for (const path of getAllRoutePaths()) {
    test(`${path} arrives as a finished page with its own head`, () => {
      const html = read(path)
      const head = html.slice(0, html.indexOf('</head>'))
      expect(count(head, /<title>/g)).toBe(1)
      expect(count(html, /<meta name="description"/g)).toBe(1)
      expect(count(head, /<link rel="canonical"/g)).toBe(1)
      expect(head).toContain(`href="https://www.pearlcoastmovers.qa${canonicalPath(path)}"`)
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/)
      expect(html).toContain('<html lang="en">')
      // Nothing but the stylesheet is fetched before the first paint: no font preload, script or
      // module preload in <head>. One loader at the end of <body> names the fonts' stylesheet
      // and the body font's core face (ADR 037), then the entry and the page's own chunks; the
      // stylesheet is linked in <noscript> too. Every file named exists.
      expect(head).not.toMatch(/<script[^>]*src=|rel="(module)?preload"[^>]*(as="font"|\.js)/)
      expect(head).not.toMatch(/rel="preload"[^>]*woff2/)
      const loader =
        /<script data-fonts="([^"]+)" data-modules="([^"]+)">[\s\S]+?<\/script>\s*<\/body>/.exec(
          html,
        )
      expect(loader, 'the loader closes the body').not.toBeNull()
      const [fontsStylesheet, ...faces] = loader![1]!.split(' ')
      const modules = loader![2]!.split(' ')
      expect(fontsStylesheet).toMatch(/^\/assets\/fonts-[^/]+\.css$/)
      expect(faces).toEqual([
        expect.stringMatching(/^\/assets\/plus-jakarta-sans-core-wght-.+\.woff2$/),
      ])
      expect(head).toContain(
        `<noscript><link rel="stylesheet" href="${fontsStylesheet}"></noscript>`,
      )
      const files = [
        ...[...head.matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!),
        fontsStylesheet!,
        ...faces,
        ...modules,
      ]
      expect(modules[0]).toBe(entryScript())
      for (const file of files) expect(existsSync(join(DIST, file)), file).toBe(true)
      // No content hidden behind React's out-of-line Suspense reveal script.
      expect(html).not.toMatch(/<div hidden id="S:|\$RC/)
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)
      expect(h1, 'one h1 in the served HTML').not.toBeNull()
      expect(count(html, /<h1[\s>]/g)).toBe(1)
      expect(decode(h1![1]!.replace(/<[^>]+>/g, '')).trim().length).toBeGreaterThan(2)
      for (const [, json] of html.matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      )) {
        expect(() => JSON.parse(json!)).not.toThrow()
      }
    })
  }

  test('titles and descriptions are unique across indexable pages', () => {
    const indexable = getAllRoutePaths().filter(
      (path) => ![paths.thankYou.path, paths.notFound.path, singaporeAliasPath].includes(path),
    )
    const titles = indexable.map((path) => /<title>([^<]*)<\/title>/.exec(read(path))![1])
    const descriptions = indexable.map(
      (path) => /<meta name="description" content="([^"]*)"/.exec(read(path))![1],
    )
    expect(new Set(titles).size).toBe(indexable.length)
    expect(new Set(descriptions).size).toBe(indexable.length)
  })

  test('sitemap.xml lists exactly the canonical, indexable routes, in both languages', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8')
    const listed = [
      ...sitemap.matchAll(/<loc>https:\/\/www\.pearlcoastmovers\.qa([^<]*)<\/loc>/g),
    ].map((m) => m[1])
    const expected = getAllRoutePaths()
      .filter(
        (path) => ![paths.thankYou.path, paths.notFound.path, singaporeAliasPath].includes(path),
      )
      .flatMap((path) => [path, path === '/' ? '/ar' : `/ar${path}`])
    expect(listed.sort()).toEqual(expected.sort())
    expect(sitemap).toMatch(/\/blog\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://www.pearlcoastmovers.qa/sitemap.xml',
    )
  })

  /** The characters of the @font-face whose file name starts with `file` (ADR 024, ADR 035). */
  const coreFace = (file: string) => {
    const css = readdirSync(join(DIST, 'assets'))
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(DIST, 'assets', name), 'utf8'))
      .join('')
    const face = new RegExp(`@font-face\\{[^}]*${file}[^}]*unicode-range:([^;}]+)`).exec(css)
    expect(face, `the ${file} face declares its characters`).not.toBeNull()
    const ranges = face![1]!.split(',').map((range) => {
      const [from, to = from] = range.trim().slice(2).split('-')
      return [parseInt(from!, 16), parseInt(to!, 16)] as const
    })
    return (char: string) =>
      ranges.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to)
  }
  const shownText = (path: string) =>
    decode(
      read(path)
        .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code))),
    )

  test("every character the pages show is in the body font's core face", () => {
    // A character outside it would make the page download a second, larger font file.
    const covered = coreFace('plus-jakarta-sans-core-wght')
    for (const path of getAllRoutePaths()) {
      // Emoji come from the system's colour font, never from a text face; so does the Arabic of
      // the language switch ('العربية'): English pages load no Arabic font (ADR 025).
      const missing = [...new Set(shownText(path))].filter(
        (char) => !/\s|\p{Extended_Pictographic}|\p{Script=Arabic}/u.test(char) && !covered(char),
      )
      expect(missing, path).toEqual([])
    }
  })

  test("every Arabic letter the Arabic pages show is in Cairo's core face", () => {
    // Outside it, a page would download Cairo's full Arabic file too, and a word mixing the two
    // faces would be shaped by two fonts, its letters no longer joined (ADR 035).
    const covered = coreFace('cairo-arabic-core-wght')
    for (const path of getAllRoutePaths()) {
      const arabic = path === '/' ? '/ar' : `/ar${path}`
      const missing = [...new Set(shownText(arabic))].filter(
        (char) => /\p{Script=Arabic}|[\u200c-\u200e]/u.test(char) && !covered(char),
      )
      expect(missing, arabic).toEqual([])
    }
  })

  test('every page carries the organisation and its breadcrumb as structured data', () => {
    const html = read('/about-us')
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!))
    const types = blocks.map((block) => block['@type']).flat()
    expect(types).toEqual(expect.arrayContaining(['MovingCompany', 'BreadcrumbList']))
  })
})

test('Prerendered pages hydrate without errors and stay interactive', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()))
      errors.push(message.text())
  })
  for (const path of [
    '/',
    '/about-us',
    '/services/house-moving-companies-qatar',
    '/track-your-cargo',
    '/blog',
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  await page.getByRole('banner').getByRole('button', { name: 'Get a quote' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(errors).toEqual([])
})
