import { siteConfig } from '@/config/env'
import { readArabicSiteEnv } from '@/config/site-env'
import { canonicalPath } from '@/config/paths'
import { language, locale } from '@/i18n/current'

/** schema.org objects for search engines; each mirrors content the visitor can see. */
export type Thing = Record<string, unknown>

/** A page's address in this build's language: the Arabic home page is /ar, not /ar/. */
export const absoluteUrl = (path: string) => {
  const page = canonicalPath(path)
  return `${siteConfig.siteUrl}${language.prefix}${language.prefix && page === '/' ? '' : page}`
}

/** The language of the page a schema describes, for the types that carry one. */
export const inLanguage = language.lang

const ORGANIZATION_ID = `${siteConfig.siteUrl}/#organization`

/**
 * The company as another page's schema names it: the full description lives on the pages about
 * the company, so a reference carries its @id plus the name and address a reader needs alone.
 */
export const organizationReference = (): Thing => ({
  '@type': 'MovingCompany',
  '@id': ORGANIZATION_ID,
  name: siteConfig.companyName,
  url: `${siteConfig.siteUrl}/`,
})

/**
 * The company itself, written by the prerenderer only, so the pages' chunks need not carry the
 * Arabic settings: its address is in the page's language, with the Arabic name as `alternateName`.
 */
export function organizationSchema(): Thing {
  const arabic = readArabicSiteEnv(import.meta.env as unknown as Record<string, string | undefined>)
  const [address, comma] = locale === 'ar' ? [arabic.address, '، '] : [siteConfig.address, ', ']
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'MovingCompany'],
    '@id': ORGANIZATION_ID,
    name: siteConfig.companyName,
    alternateName: arabic.companyName,
    url: `${siteConfig.siteUrl}/`,
    logo: `${siteConfig.siteUrl}/favicon.svg`,
    image: `${siteConfig.siteUrl}/images/share/home.png`,
    email: siteConfig.email,
    telephone: siteConfig.primaryPhone,
    foundingDate: '2011',
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.street, address.area].join(comma),
      postOfficeBoxNumber: address.postalCode,
      addressLocality: address.city,
      addressCountry: 'QA',
    },
    contactPoint: siteConfig.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone,
      contactType: 'customer service',
      areaServed: ['QA', 'AE'],
      availableLanguage: ['English', 'Arabic'],
    })),
    areaServed: [
      { '@type': 'Country', name: 'Qatar' },
      { '@type': 'Country', name: 'United Arab Emirates' },
      { '@type': 'Place', name: 'Gulf Cooperation Council (GCC)' },
    ],
    sameAs: siteConfig.socialLinks.map((link) => link.href),
  }
}

export function breadcrumbSchema(items: { name: string; path: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}

export function faqSchema(faqs: { question: string; answer: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}
