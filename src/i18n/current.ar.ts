import type { Locale } from './locales'

/** The Arabic build's language (ADR 021). */
export const locale: Locale = 'ar'
