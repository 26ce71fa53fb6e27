import { fileURLToPath, URL } from 'node:url'

/** The import aliases of the site, its build plugins and its tests. */
export const alias = {
  '@': fileURLToPath(new URL('../../src', import.meta.url)),
  // What the browser and the companion server agree on (shared/contract), imported by both.
  '@contract': fileURLToPath(new URL('../../shared/contract', import.meta.url)),
}
