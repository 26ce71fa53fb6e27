export const mainNavigation: string = 'Main'

export const mobileNavigation: string = 'Mobile'

export const phoneIntro: string = 'Speak to a move coordinator'

export const getQuote: string = 'Get a quote'

export const talkToUs: string = 'Talk to us'

export const openMenu: string = 'Open menu'

export const closeMenu: string = 'Close menu'
