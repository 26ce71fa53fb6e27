import type { ReactNode } from 'react'

/**
 * Wraps long-form content that may not be written in the page's language yet. English pages
 * render it as it is; the Arabic build's twin (`content-language.ar.tsx`) marks English text
 * inside an Arabic page with `lang="en"` and its direction.
 */
export function ContentLanguage({ children }: { sample: string; children: ReactNode }) {
  return children
}
