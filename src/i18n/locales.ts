/**
 * The site's languages and how each is addressed. English keeps the site's original paths;
 * Arabic pages live under /ar with the same slugs (ADR 021). Both builds read this module, so
 * each page can name its twin in the other language.
 */
import type { EnquiryLocale } from '../../shared/contract/enquiry.ts'

/** The contract's languages: an enquiry records the one its page is in. */
export type Locale = EnquiryLocale

export const locales: readonly Locale[] = ['en', 'ar']

type LocaleInfo = {
  /** The path prefix of the language's pages ('' for English). */
  prefix: '' | `/${string}`
  /** `<html lang>`: Arabic as written in Qatar. */
  lang: string
  dir: 'ltr' | 'rtl'
  /** For `hreflang` alternates. */
  hreflang: string
  ogLocale: string
}

// Each page's head reads this table, so it holds only what pages and the build need.
export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { prefix: '', lang: 'en', dir: 'ltr', hreflang: 'en', ogLocale: 'en_QA' },
  ar: { prefix: '/ar', lang: 'ar-QA', dir: 'rtl', hreflang: 'ar', ogLocale: 'ar_QA' },
}

/** A site path (as the route table writes it) in the given language: '/about-us' → '/ar/about-us'. */
export function localePath(locale: Locale, path: string): string {
  const { prefix } = localeInfo[locale]
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path.startsWith('/') ? '' : '/'}${path}`
}

/** The language a full path belongs to, and the path as the route table writes it. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const { prefix } = localeInfo[locale]
    if (!prefix) continue
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' }
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) }
  }
  return { locale: 'en', path: pathname }
}

/**
 * Every language's version of a page plus `x-default` (English, the site's first language), as
 * absolute URLs: the `hreflang` alternates of the page and of its sitemap entry.
 */
export function alternates(siteUrl: string, path: string) {
  const url = (locale: Locale) => {
    const localised = localePath(locale, path)
    return `${siteUrl}${localised === '/' ? '/' : localised}`
  }
  return [
    ...locales.map((locale) => ({ hreflang: localeInfo[locale].hreflang, href: url(locale) })),
    { hreflang: 'x-default', href: url('en') },
  ]
}
