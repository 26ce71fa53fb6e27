import type { ReactNode } from 'react'

import { locale } from '@/i18n/current'

const ARABIC_SCRIPT = /[\u0600-\u06FF]/

/**
 * Long-form content not yet written in the page's language (on Arabic pages, a guide that has no
 * Arabic twin yet) keeps its own language and direction, so it reads and is read aloud right
 * while the page around it is Arabic. English pages render the children as they are.
 */
export function ContentLanguage({ sample, children }: { sample: string; children: ReactNode }) {
  if (locale === 'en' || ARABIC_SCRIPT.test(sample)) return children
  return (
    <div lang="en" dir="ltr" className="contents">
      {children}
    </div>
  )
}
