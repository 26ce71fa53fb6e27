import { useLocation } from 'react-router-dom'

import { siteConfig } from '@/config/env'
import { canonicalPath } from '@/config/paths'
import { language, otherLanguage } from '@/i18n/current'

import { shareCards } from './head.messages'

type ShareCard = keyof typeof shareCards

type HeadProps = {
  title: string
  description: string
  keywords?: string
  /** Overrides the canonical path (e.g. for an alias URL). Defaults to the current path. */
  path?: string
  type?: 'website' | 'article'
  share?: ShareCard
  noindex?: boolean
}

/**
 * Everything a search engine or a link preview reads about the page. React 19 hoists <title>,
 * <meta> and <link> into <head> wherever they render (and the prerenderer moves them there), and
 * removes them with the page, so no head manager is needed (ADR 010).
 */
export function Head({
  title,
  description,
  keywords,
  path,
  type = 'website',
  share = 'page',
  noindex,
}: HeadProps) {
  const location = useLocation()
  const fullTitle = title.includes(siteConfig.companyName)
    ? title
    : `${title} | ${siteConfig.companyName}`
  const pagePath = canonicalPath(path ?? location.pathname)
  // The page in a language: '/about-us' is /ar/about-us in Arabic, and the home page is /ar.
  const url = (prefix: string) =>
    `${siteConfig.siteUrl}${prefix}${prefix && pagePath === '/' ? '' : pagePath}`
  const canonical = url(language.prefix)
  const imageUrl = `${siteConfig.siteUrl}/images/share/${share}.png`

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      {/* Both languages and x-default (English), as the sitemap lists them. */}
      {[language, otherLanguage, { hreflang: 'x-default', prefix: '' }].map(
        ({ hreflang, prefix }) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={url(prefix)} />
        ),
      )}
      <meta property="og:site_name" content={siteConfig.companyName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={language.ogLocale} />
      <meta property="og:locale:alternate" content={otherLanguage.ogLocale} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={`${siteConfig.companyName}: ${shareCards[share]}`} />
      {/* X reads the title, description and picture from the og: tags above. */}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  )
}
