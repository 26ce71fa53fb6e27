import { createContext, use } from 'react'

/** The site's languages. English keeps its paths; Arabic lives under /ar. */
export const LOCALES = ['en', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/** The language a page is in, read from its path: /ar and /ar/… are Arabic, the rest English. */
export const localeOfPath = (pathname: string): Locale =>
  pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en'

/** The page's language, provided once at the root from the path it was rendered for. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export const useLocale = (): Locale => use(LocaleContext)
