import type * as en from './international-phone-field.messages'

export const phoneFieldMessages: typeof en.phoneFieldMessages = {
  countryCode: 'رمز الدولة',
  defaultCountry: 'قطر',
}
