import type * as en from './current'

/** The Arabic build's language (ADR 021). */
export const locale: typeof en.locale = 'ar'

export const language: typeof en.language = {
  prefix: '/ar',
  lang: 'ar-QA',
  hreflang: 'ar',
  ogLocale: 'ar_QA',
}

export const otherLanguage: typeof en.otherLanguage = {
  prefix: '',
  lang: 'en',
  hreflang: 'en',
  ogLocale: 'en_QA',
  name: 'English',
}
