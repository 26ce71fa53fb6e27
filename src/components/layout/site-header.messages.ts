import { siteConfig } from '@/config/env'

export const siteHeaderMessages = {
  homeLink: `${siteConfig.companyName}, home`,
  mainNavigation: 'Main',
  mobileNavigation: 'Mobile',
  phoneIntro: 'Speak to a move coordinator',
  getQuote: 'Get a quote',
  talkToUs: 'Talk to us',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
}
