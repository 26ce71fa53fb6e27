import type { BlogPost, Destination, LazyEntry, Service } from './types'

/** A content file's slug: its name, which is also the last part of its page's path. */
const fileSlug = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.ts'.length)

/**
 * Every service, post and destination by slug, found from their files: adding a page is adding a
 * file. Each file is its own chunk, so a page downloads its own entry, not the whole collection.
 * `source` (the file's path from the project root) lets prerendering preload that chunk with the
 * page; the build fails if it names no chunk.
 */
function lazyEntries<T>(
  files: Record<string, () => Promise<{ default: T }>>,
): Record<string, LazyEntry<T>> {
  return Object.fromEntries(
    Object.entries(files).map(([file, load]) => [
      fileSlug(file),
      {
        load: () => load().then((module) => module.default),
        source: `src/content/${file.slice(2)}`,
      },
    ]),
  )
}

export const serviceEntries = lazyEntries(
  import.meta.glob<{ default: Service }>(['./services/*.ts', '!**/*.ar.ts']),
)
export const postEntries = lazyEntries(
  import.meta.glob<{ default: BlogPost }>(['./posts/*.ts', '!**/*.ar.ts']),
)
export const destinationEntries = lazyEntries(
  import.meta.glob<{ default: Destination }>(['./destinations/*.ts', '!**/*.ar.ts']),
)
