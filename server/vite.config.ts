import { defineConfig } from 'vite'

import { alias } from '../tools/vite/alias.ts'

/**
 * Bundles the server's entry points for Node (Node 22 runs no .ts unflagged): the server, its command
 * line and the build's last step, which precompresses dist/. Packages stay external (an SSR
 * build's default); the shared contract and src/lib modules it imports are bundled in.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  // The contract as the browser imports it (@contract/…); the server has no use for the site's @/.
  resolve: { alias: { '@contract': alias['@contract'] } },
  build: {
    ssr: true,
    target: 'node22',
    outDir: 'dist-ssr/server',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: 'server/src/main.ts',
        cli: 'server/src/cli.ts',
        precompress: 'server/src/site/precompress.ts',
      },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
})
