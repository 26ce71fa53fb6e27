export const chat: string = 'Chat on WhatsApp'

export const chatLink: string = 'Chat on WhatsApp (opens in a new tab)'

export const scrollToTop: string = 'Scroll to top'

export const bar: string = 'Quick contact'
