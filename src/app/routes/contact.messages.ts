export const title: string = 'Contact Us: Movers in Doha, Qatar'

export const description: string =
  'Call, e-mail or visit our Doha office on Salwa Road for a free moving survey and quote. Coordinators answer every enquiry within one working day.'

export const keywords: string =
  'contact movers Doha, moving quote Qatar, relocation company contact, moving company phone Qatar'

export const bannerTitle: string = 'Contact'

export const bannerHighlight: string = 'Us'

export const bannerImage: string = 'A map with a dotted route and location pins'

export const breadcrumb: string = 'Contact Us'

export const visit: string = 'Visit us'

export const write: string = 'Write to us'

export const call: string = 'Call us'

export const map = (street: string, area: string, city: string) =>
  `Map of our office on ${street}, ${area}, ${city}`

export const openMap: string = 'Open in Google Maps'

export const newTab: string = ' (opens in a new tab)'
