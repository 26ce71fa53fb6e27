import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'

import { splitLocale, type Locale } from '../../../src/i18n/locales.ts'
import { compress, originalOf, readCompressed, writeCompressed } from './compression.ts'

/** Text types carry their charset; they are the ones worth compressing. */
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
}
export type Encoding = 'br' | 'gzip' | 'identity'

/** One file, held in memory with its compressed forms: dist/ is a few MB and never changes. */
export type Asset = {
  type: string
  cacheControl: string
  bodies: Partial<Record<Encoding, { body: Buffer; etag: string }>> & {
    identity: { body: Buffer; etag: string }
  }
}

export type Site = {
  /** Non-HTML files by URL path (/assets/x.js, /robots.txt …). */
  files: Map<string, Asset>
  /** Prerendered pages by route path ('/', '/about-us' …). */
  pages: Map<string, Asset>
  /** The not-found page of each language the build has (dist/404.html, dist/ar/404.html). */
  notFound: { en: Asset } & Partial<Record<Locale, Asset>>
  /** CSP hashes of executable inline scripts in the pages ('sha256-…'). */
  inlineScriptHashes: string[]
}

// Vite puts content-hashed names under /assets/: they can never change, so cache them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable'
// Pages must pick up a deploy at once; the ETag makes revalidation a cheap 304.
const REVALIDATE = 'no-cache'
const SHORT = 'public, max-age=3600'

// Vite's build manifests map source paths to chunks: of use to tools, not to visitors.
const PRIVATE_DIRECTORIES = new Set(['.vite'])

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!PRIVATE_DIRECTORIES.has(entry.name)) yield* walk(path)
    } else if (entry.isFile()) yield path
  }
}

const etagOf = (body: Buffer, suffix = '') =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}${suffix}"`

const typeOf = (path: string) => types[extname(path).toLowerCase()] ?? 'application/octet-stream'

const compressible = (type: string, body: Buffer) => type.includes('charset') && body.length > 512

/** A compressed form the build wrote (x.js.br), not a file of the site (an archive.gz still is). */
function isCompressedForm(path: string) {
  const original = originalOf(path)
  return original !== null && typeOf(original).includes('charset')
}

async function toAsset(path: string, body: Buffer, cacheControl: string): Promise<Asset> {
  const type = typeOf(path)
  const asset: Asset = { type, cacheControl, bodies: { identity: { body, etag: etagOf(body) } } }
  if (compressible(type, body)) {
    const { br, gzip } = (await readCompressed(path)) ?? (await compress(body))
    asset.bodies.br = { body: br, etag: etagOf(body, '-br') }
    asset.bodies.gzip = { body: gzip, etag: etagOf(body, '-gz') }
  }
  return asset
}

const EXECUTABLE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/** Inline scripts a browser would run; JSON-LD and other data blocks are not subject to CSP. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', content = ''] of html.matchAll(EXECUTABLE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || content === '') continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue
    hashes.push(`'sha256-${createHash('sha256').update(content).digest('base64')}'`)
  }
  return hashes
}

/** Reads the built site once at start-up. */
export async function loadSite(distDir: string): Promise<Site> {
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, '404.html')))
    throw new Error(`No built site in ${distDir}: run "npm run build" first.`)
  const files = new Map<string, Asset>()
  const pages = new Map<string, Asset>()
  const hashes = new Set<string>()
  const notFound: Partial<Record<Locale, Asset>> = {}
  const work: Promise<void>[] = []

  for await (const path of walk(distDir)) {
    if (isCompressedForm(path)) continue
    const urlPath = '/' + relative(distDir, path).split(sep).join('/')
    const ext = extname(path).toLowerCase()
    work.push(
      (async () => {
        const body = await readFile(path)
        if (ext !== '.html') {
          files.set(
            urlPath,
            await toAsset(path, body, urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT),
          )
          return
        }
        for (const hash of inlineScriptHashes(body.toString('utf8'))) hashes.add(hash)
        const asset = await toAsset(path, body, REVALIDATE)
        const page = splitLocale(urlPath)
        if (page.path === '/404.html') notFound[page.locale] = asset
        else if (urlPath.endsWith('/index.html'))
          pages.set(urlPath.slice(0, -'/index.html'.length) || '/', asset)
      })(),
    )
  }
  await Promise.all(work)
  const { en } = notFound
  if (!en) throw new Error(`${distDir}/404.html is missing.`)
  return { files, pages, notFound: { ...notFound, en }, inlineScriptHashes: [...hashes].sort() }
}

/**
 * Writes each compressible file's brotli and gzip forms beside it, so that loadSite reads them
 * instead of compressing at every start (`npm run build`'s last step). Returns how many it wrote.
 */
export async function precompressSite(distDir: string): Promise<number> {
  const work: Promise<boolean>[] = []
  for await (const path of walk(distDir)) {
    if (isCompressedForm(path)) continue
    work.push(
      (async () => {
        const body = await readFile(path)
        if (!compressible(typeOf(path), body)) return false
        await writeCompressed(path, await compress(body))
        return true
      })(),
    )
  }
  return (await Promise.all(work)).filter(Boolean).length
}

/** The not-found page in the language of the path asked for. */
export function notFoundPage(site: Site, path: string): Asset {
  return site.notFound[splitLocale(path).locale] ?? site.notFound.en
}

/** The best encoding the client accepts among those the asset has. */
export function pickEncoding(asset: Asset, acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding || !asset.bodies.br) return 'identity'
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'identity'
}
