export const countryCode: string = 'Country code'

/** The one country the list holds before the full list loads. */
export const defaultCountry: string = 'Qatar'
