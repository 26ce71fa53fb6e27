import type { Locale } from './locales'

/** The language this build is in; the Arabic build reads the twin beside this file (ADR 021). */
export const locale: Locale = 'en'
