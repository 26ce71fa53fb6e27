export const whatsappLink: string = 'WhatsApp (opens in a new tab)'

export const usefulLinks: string = 'Useful links'

export const services: string = 'Our services'

export const track: string = 'Track your cargo'

export const quote: string = 'Get a quote'

export const contact: string = 'Contact us'
