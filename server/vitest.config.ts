import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

import { alias } from '../tools/vite/alias.ts'

export default defineConfig({
  resolve: { alias: { '@contract': alias['@contract'] } },
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    environment: 'node',
    include: ['server/test/**/*.test.ts'],
    // The PostgreSQL suites share one throwaway cluster; one file at a time keeps them apart.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
