import { relative } from 'node:path'

import type { Plugin } from 'vite'

/**
 * Writes which chunk holds each source module. The manifest keys only entry chunks by source,
 * and a module that is both imported and lazily loaded (a service's content) lands in a shared
 * chunk; prerendering reads this map to preload such a page's content chunk.
 */
export function moduleChunkMap(): Plugin {
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
