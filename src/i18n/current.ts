import type { Locale } from './locales'

/**
 * The language this build is in, and what its pages need to know about it and about the other
 * language; the Arabic build reads the twin beside this file (ADR 021). The table of languages
 * (locales.ts) serves the build and the server and stays out of the pages' first load; a test
 * holds these values to it.
 */
export const locale: Locale = 'en'

/** This language: where its pages live (the router's basename) and how the head names it. */
export const language = { prefix: '', lang: 'en', hreflang: 'en', ogLocale: 'en_QA' }

/** The other language, which the switch offers and every page lists as an alternate. */
export const otherLanguage = {
  prefix: '/ar',
  lang: 'ar-QA',
  hreflang: 'ar',
  ogLocale: 'ar_QA',
  name: 'العربية',
}
