/** The page's name in the breadcrumb: English reads it from the address, Arabic names the country. */
export const breadcrumb = (slug: string, _country: string) => slug.replace(/-/g, ' ')

export const intro = (country: string) => `Moving between Qatar and ${country}`

export const enquire: string = 'Enquire Now'

export const contact: string = 'Contact Us'

export const compare: string = 'Compare other destinations'
