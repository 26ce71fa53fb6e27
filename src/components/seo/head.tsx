import { Helmet } from 'react-helmet-async'
import { useLocation } from 'react-router-dom'

import { siteConfig } from '@/config/env'
import { canonicalPath } from '@/config/paths'

type HeadProps = {
  title: string
  description: string
  keywords?: string
  /** Overrides the canonical path (e.g. for an alias URL). Defaults to the current path. */
  path?: string
  type?: 'website' | 'article'
  image?: { src: string; alt: string; width: number; height: number }
  noindex?: boolean
}

/** Everything a search engine or a link preview reads about the page. */
export function Head({
  title,
  description,
  keywords,
  path,
  type = 'website',
  image,
  noindex,
}: HeadProps) {
  const location = useLocation()
  const fullTitle = title.includes(siteConfig.companyName)
    ? title
    : `${title} | ${siteConfig.companyName}`
  const canonical = `${siteConfig.siteUrl}${canonicalPath(path ?? location.pathname)}`
  const imageUrl = image ? new URL(image.src, siteConfig.siteUrl).toString() : undefined

  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={siteConfig.companyName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content="en_QA" />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {image ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {image ? <meta property="og:image:alt" content={image.alt} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
    </Helmet>
  )
}
