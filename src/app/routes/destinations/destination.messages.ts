/**
 * The page's name in the breadcrumb, not its address (which read "international relocation japan
 * qatar"). The slug stays in the signature because the Arabic twin shares its type.
 */
export const breadcrumb = (_slug: string, country: string) => `Moving between Qatar and ${country}`

export const intro = (country: string) => `Moving between Qatar and ${country}`

export const getQuote = (country: string) => `Get a quote for ${country}`

export const contact: string = 'Contact Us'

export const compare: string = 'Compare other destinations'
