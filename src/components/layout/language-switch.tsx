import { useLocation } from 'react-router-dom'

import { otherLanguage } from '@/i18n/current'

/** This page in the other language: a document link, since each language is its own build. */
export function useOtherLanguageHref() {
  const { pathname, search, hash } = useLocation()
  const path = otherLanguage.prefix && pathname === '/' ? '' : pathname
  return `${otherLanguage.prefix}${path}${search}${hash}`
}

/**
 * "العربية" on English pages, "English" on Arabic ones: the same page in the other language. A
 * plain link, so it works from the first paint.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { lang, name } = otherLanguage
  return (
    <a
      href={useOtherLanguageHref()}
      lang={lang}
      className={`items-center font-semibold ${className}`}
    >
      {name}
    </a>
  )
}
