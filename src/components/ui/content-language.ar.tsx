import type * as en from './content-language'

const ARABIC_SCRIPT = /[\u0600-\u06FF]/

/**
 * Long-form content not yet written in Arabic (a page without its `.ar.ts` twin) keeps its own
 * language and direction, so it reads and is read aloud right while the page around it is Arabic.
 */
export const ContentLanguage: typeof en.ContentLanguage = ({ sample, children }) =>
  ARABIC_SCRIPT.test(sample) ? (
    children
  ) : (
    <div lang="en" dir="ltr" className="contents">
      {children}
    </div>
  )
