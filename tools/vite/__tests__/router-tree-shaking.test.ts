// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { build, type Plugin, type Rolldown } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'

import { routerTreeShaking } from '../router-tree-shaking'

// Inside the project, so that the entry resolves the router from its node_modules.
const cache = join(process.cwd(), 'node_modules', '.cache')
mkdirSync(cache, { recursive: true })
const work = mkdtempSync(join(cache, 'router-shaking-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** Bundles a page that only resolves an address and follows a link, as the site's Link does. */
async function bundle(plugins: Plugin[]) {
  const entry = join(work, 'entry.js')
  writeFileSync(
    entry,
    "import { useHref, useLinkClickHandler } from 'react-router-dom'\nwindow.used = [useHref, useLinkClickHandler]\n",
  )
  const output = (await build({
    configFile: false,
    root: process.cwd(),
    logLevel: 'silent',
    plugins,
    build: {
      write: false,
      minify: true,
      rolldownOptions: { input: entry, external: ['react', 'react-dom'] },
    },
  })) as Rolldown.RolldownOutput
  return output.output.map((file) => ('code' in file ? file.code : '')).join('')
}

describe('the router-tree-shaking build plugin', () => {
  it("should leave out the router's form and prefetching, which the site never uses", async () => {
    const [plain, shaken] = [await bundle([]), await bundle([routerTreeShaking()])]
    // `<Form>` encodes its fields; `<PrefetchPageLinks>` preloads the framework's route modules.
    // Compared as booleans: a failure would otherwise print the whole bundle.
    for (const unused of ['application/x-www-form-urlencoded', 'modulepreload'])
      expect({ unused, plain: plain.includes(unused), shaken: shaken.includes(unused) }).toEqual({
        unused,
        plain: true,
        shaken: false,
      })
    expect(shaken.length).toBeLessThan(plain.length * 0.8)
  }, 60_000)

  it('should fail the build when the router no longer matches its patterns', () => {
    const plugin = routerTreeShaking()
    const transform = plugin.transform as { handler: (code: string, id: string) => unknown }
    const errors: string[] = []
    ;(plugin.buildStart as () => void)()
    transform.handler(
      'export const Link = forwardRef(LinkWithRef)',
      '/repo/node_modules/react-router/dist/production/chunk-NEW.mjs',
    )
    ;(plugin.buildEnd as (this: { error: (message: string) => void }) => void).call({
      error: (message) => void errors.push(message),
    })
    expect(errors).toEqual([expect.stringContaining('tools/vite/router-tree-shaking.ts')])
  })
})
