import { siteConfig } from '@/config/env'

export const barePageMessages = {
  homeLink: `${siteConfig.companyName} home`,
  whatsappLink: 'WhatsApp (opens in a new tab)',
  usefulLinks: 'Useful links',
  services: 'Our services',
  track: 'Track your cargo',
  quote: 'Get a quote',
  contact: 'Contact us',
}
