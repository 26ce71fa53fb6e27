import { readdirSync } from 'node:fs'

import type { ResolveModulePreloadDependenciesFn } from 'vite'

/** The page files the content table (src/content/entries.ts) imports lazily, by name. */
const LAZY_CONTENT = ['services', 'posts', 'destinations']

/**
 * What a dynamic import preloads beside its chunk. A content file's chunk (a service, a post, a
 * destination guide) gets no list: its page's HTML already preloads it with everything it needs,
 * and on a move between pages its one shared dependency is nearly always loaded already. Listing
 * each file's chunk and dependencies in the shell instead cost every page about 20 bytes per
 * content file, and there are more than forty.
 */
export function contentPreload(root: string): ResolveModulePreloadDependenciesFn {
  const names = new Set(
    LAZY_CONTENT.flatMap((folder) =>
      readdirSync(`${root}/src/content/${folder}`)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.ar.ts'))
        .map((file) => file.slice(0, -'.ts'.length)),
    ),
  )
  // A chunk is named after its file: assets/<name>-<hash>.js, or <name>.ar-<hash>.js in Arabic.
  const isContent = (filename: string) =>
    names.has(filename.replace(/^.*\//, '').replace(/(\.ar)?-[\w-]{8}\.js$/, ''))
  return (filename, deps) => (isContent(filename) ? [] : deps)
}
