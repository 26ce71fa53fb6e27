export const phoneFieldMessages = {
  countryCode: 'Country code',
  /** The one country the list holds before the full list loads. */
  defaultCountry: 'Qatar',
}
