import { dirname, join } from 'node:path'

import { runnerImport, type Plugin, type ResolvedConfig } from 'vite'

import type { Locale } from '../../src/i18n/locales.ts'

import { alias } from './alias.ts'
import { contentHtml } from './content-html.ts'
import { localeTwins } from './locale-twins.ts'

/**
 * The modules in this folder are evaluated once by the build and replaced with their exports as
 * plain data: the browser gets the result without the sources it was computed from.
 */
const BUILD_TIME_MODULES = 'src/content/indexes'

export function buildTimeModules(locale: Locale): Plugin {
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
