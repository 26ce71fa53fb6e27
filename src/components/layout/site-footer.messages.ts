import { siteConfig } from '@/config/env'

export const about: string =
  'ISO-certified movers and logistics specialists in Doha since 2011: house and office moves, international relocation, storage and freight across Qatar, the UAE and the Gulf.'

export const socialMedia: string = 'Social media'

export const socialLink = (network: string) =>
  `${siteConfig.companyName} on ${network} (opens in a new tab)`

export const footerNavigation: string = 'Footer'

export const explore: string = 'Explore'

export const quickLinks: string = 'Quick links'

export const terms: string = 'Terms and Conditions'

export const privacy: string = 'Privacy Policy'

export const gallery: string = 'Gallery'

export const getInTouch: string = 'Get in touch'

export const whereWeMove: string = 'Where we move'

export const copyright = (year: number) =>
  `© ${year} ${siteConfig.companyName} . All rights reserved.`
