export const effectiveFrom = (date: string) => `Effective from ${date}.`

export const bannerImage: string = 'Signed documents and a company stamp on a desk'

export const privacy: string = 'Privacy Policy'

export const terms: string = 'Terms and Conditions'
