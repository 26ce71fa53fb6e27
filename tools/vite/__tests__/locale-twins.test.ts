// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { Plugin } from 'vite'

import { localeTwins } from '../locale-twins'

/** A folder with words.ts and its Arabic twin, and style.css without one. */
function sources() {
  const dir = mkdtempSync(join(tmpdir(), 'twins-'))
  mkdirSync(join(dir, 'src'))
  for (const name of ['words.ts', 'words.ar.ts', 'style.css', 'page.tsx', 'page.ar.tsx'])
    writeFileSync(join(dir, 'src', name), '')
  return join(dir, 'src')
}

/** Runs the plugin's resolveId as Vite would, with Vite's own resolution answering `found`. */
async function resolve(plugin: Plugin, found: string | null) {
  const hook = plugin.resolveId as (
    this: unknown,
    source: string,
    importer: string,
    options: object,
  ) => Promise<{ id: string } | null>
  const context = { resolve: async () => (found === null ? null : { id: found }) }
  return hook.call(context, './x', '/importer.ts', {})
}

describe('the locale-twins build plugin', () => {
  test('should resolve a module to its Arabic twin in the Arabic build', async () => {
    const dir = sources()
    const arabic = localeTwins('ar')
    expect(await resolve(arabic, join(dir, 'words.ts'))).toEqual({ id: join(dir, 'words.ar.ts') })
    expect(await resolve(arabic, join(dir, 'page.tsx'))).toEqual({ id: join(dir, 'page.ar.tsx') })
    expect(await resolve(arabic, `${join(dir, 'words.ts')}?raw`)).toEqual({
      id: `${join(dir, 'words.ar.ts')}?raw`,
    })
  })

  test('should keep a module without a twin, a twin itself, and anything unresolved', async () => {
    const dir = sources()
    const arabic = localeTwins('ar')
    expect(await resolve(arabic, join(dir, 'style.css'))).toEqual({ id: join(dir, 'style.css') })
    expect(await resolve(arabic, join(dir, 'words.ar.ts'))).toEqual({
      id: join(dir, 'words.ar.ts'),
    })
    expect(await resolve(arabic, null)).toBeNull()
  })

  test('should leave the English build alone', async () => {
    const dir = sources()
    expect(await resolve(localeTwins('en'), join(dir, 'words.ts'))).toBeNull()
  })

  test('should set the Arabic page language and direction', () => {
    const hook = localeTwins('ar').transformIndexHtml as (html: string) => string
    expect(hook('<html lang="en"><head>')).toBe('<html lang="ar-QA" dir="rtl"><head>')
  })
})
