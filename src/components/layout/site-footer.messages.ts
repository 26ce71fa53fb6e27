import { siteConfig } from '@/config/env'

export const siteFooterMessages = {
  about:
    'ISO-certified movers and logistics specialists in Doha since 2011: house and office moves, international relocation, storage and freight across Qatar, the UAE and the Gulf.',
  socialMedia: 'Social media',
  socialLink: (network: string) => `${siteConfig.companyName} on ${network} (opens in a new tab)`,
  footerNavigation: 'Footer',
  explore: 'Explore',
  quickLinks: 'Quick links',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  gallery: 'Gallery',
  getInTouch: 'Get in touch',
  whereWeMove: 'Where we move',
  copyright: (year: number) => `© ${year} ${siteConfig.companyName} . All rights reserved.`,
}
