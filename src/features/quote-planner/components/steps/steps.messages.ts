import { siteConfig } from '@/config/env'

export const regionChoice = (legend: string) => `${legend}: in Qatar or abroad`

export const inQatar: string = 'In Qatar'

export const abroad: string = 'Abroad'

export const area: string = 'Area'

export const areaPlaceholder: string = 'Choose an area'

export const city: string = 'City'

export const propertyType: string = 'Property type'

export const propertyPlaceholder: string = 'Choose a type'

export const floor: string = 'Floor'

export const lift: string = 'There is a lift we can use'

export const country: string = 'Country'

export const countryPlaceholder: string = 'Choose a country'

export const guideCountries: string = 'Countries we have guides for'

export const otherCountries: string = 'All other countries'

export const movingFrom: string = 'Moving from'

export const movingTo: string = 'Moving to'

export const yourDate: string = 'Your date'

export const setDate: string = 'On a set date'

export const flexible: string = 'I am flexible'

export const howFlexible: string = 'How flexible?'

export const chooseOne: string = 'Choose one'

export const aroundDate: string = 'Around which date?'

export const movingDate: string = 'Moving date'

export const dateUnknown: string = 'Leave it empty if you do not know yet.'

export const dateBusy: string = 'Weekends and the end of the month book up first in summer.'

export const eachVolume = (volume: string) => `about ${volume} each`

export const fewer = (item: string) => `One fewer: ${item}`

export const more = (item: string) => `One more: ${item}`

export const sizeKind: string = 'How would you like to tell us?'

export const byDesks: string = 'By number of desks'

export const byDesksNote: string = 'Quickest for an office'

export const byHome: string = 'By home size'

export const byHomeNote: string = 'Quickest: studio to 5+ bedrooms'

export const byItems: string = 'List my items'

export const byItemsNote: string = 'Room by room, for a closer estimate'

export const homeSize: string = 'Size of your home'

export const homeVolume = (volume: number) => `about ${volume} m³`

export const desks: string = 'Number of desks'

export const desksHint: string = 'Include meeting rooms and reception as a desk each.'

export const itemCount = (count: number) => `${count} items`

export const specialCare: string = 'Anything that needs special care?'

export const estimatedVolume: string = 'Estimated volume'

export const suggested = (shipping: string) => `Suggested: ${shipping}`

export const fullName: string = 'Full name'

export const phone: string = 'Phone number'

export const email: string = 'Email'

export const contactMethod: string = 'Preferred contact'

export const contactTime: string = 'Best time'

export const notes: string = 'Anything else we should know? (optional)'

export const consentBefore = `I agree that ${siteConfig.companyName} may contact me about this quote and keep my details as its `

export const consentLink: string = 'privacy policy'

export const consentAfter: string = ' describes.'

export const you: string = 'You'

export const edit = (step: string) => `Edit ${step.toLowerCase()}`

export const total: string = 'Total'
